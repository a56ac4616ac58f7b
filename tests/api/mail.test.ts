import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deals, mailDeliveries, newsletterSubscribers } from '../../src/server/db/schema';
import { launchDealRefresh } from '../../src/server/jobs/deal-refresh';
import { confirmationMail } from '../../src/server/mail/templates';
import { deliverOnce, mailLinksFor } from '../../src/server/services/newsletter';
import { createMemoryRetailer, retailerItem } from '../support/fake-creators-api';
import { dealFactory } from '../support/factories';
import { stringContaining } from '../support/matchers';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '../support/smtp-sink';
import { createTestApp, type TestApp } from '../support/test-app';

const SITE = 'https://deals.example.com';
const DISCLOSURE = 'As an Amazon Associate I earn from qualifying purchases.';

let sink: SmtpSink;
let t: TestApp;
let memory: ReturnType<typeof createMemoryRetailer>;

beforeEach(async () => {
  sink = await startSmtpSink();
  memory = createMemoryRetailer();
  t = await createTestApp({ retailer: memory.retailer, env: { SMTP_URL: sink.url, SITE_URL: SITE } });
});

afterEach(async () => {
  await t.close();
  await sink.close();
});

/** A local path (and query) of a link to our site, to send to the app. */
const localPath = (url: string) => {
  const u = new URL(url);
  expect(u.origin).toBe(SITE);
  return `${u.pathname}${u.search}`;
};

const linkIn = (mail: ReceivedMail, pattern: RegExp) => {
  const match = pattern.exec(mail.text);
  expect(match, `no link ${pattern} in:\n${mail.text}`).not.toBeNull();
  return (match as RegExpExecArray)[0];
};

async function subscribeAndConfirm(email: string) {
  const before = sink.mails.length;
  await t.request('POST', '/api/essentials/subscribe', { body: { email } });
  await t.deps.tasks.idle();
  const [mail] = (await sink.waitFor(before + 1)).slice(before);
  const confirm = linkIn(mail, /https:\/\/deals\.example\.com\/api\/essentials\/confirm\?token=\S+/);
  /** Opens the link and presses the page's button, as a reader does. */
  async function confirmByButton() {
    const page = await t.request('GET', localPath(confirm));
    const token = /name="token" value="([^"]+)"/.exec(page.text)?.[1] ?? '';
    return t.request('POST', '/api/essentials/confirm', {
      raw: `token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  }
  return { mail, confirm: confirmByButton };
}

/** Stores approved deals added just now and lets the retailer refresh them. */
async function addApprovedDeals(
  ...list: { title: string; discountPercentage: number; approved?: boolean; availability?: string }[]
) {
  const rows = await t.db
    .insert(deals)
    .values(
      list.map((d) =>
        dealFactory({
          title: d.title,
          discountPercentage: d.discountPercentage,
          isApproved: d.approved ?? true,
          category: 'baby',
        }),
      ),
    )
    .returning();
  for (const [i, row] of rows.entries())
    memory.add(
      retailerItem({
        asin: row.asin,
        title: row.title,
        price: 19.99,
        originalPrice: 39.99,
        discountPercentage: row.discountPercentage,
        availability: list[i].availability ?? 'IN_STOCK',
      }),
    );
  return rows;
}

describe('mail over SMTP', () => {
  it('sends a confirmation with a working link and one-click unsubscribe headers', async () => {
    const { mail, confirm } = await subscribeAndConfirm('reader@example.com');
    expect(mail.to).toEqual(['reader@example.com']);
    expect(mail.subject).toBe('Please confirm your Savvy Mom Deals subscription');
    expect(mail.headers.get('list-unsubscribe')).toMatch(
      /^<https:\/\/deals\.example\.com\/api\/essentials\/unsubscribe\/one-click\?token=[^>\s]+>$/,
    );
    expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(mail.text).toContain(DISCLOSURE);
    expect(mail.html).toContain(DISCLOSURE);

    const res = await confirm();
    expect(res.status).toBe(200);
    expect(res.text).toContain('Your subscription is confirmed');
    const [row] = await t.db.select().from(newsletterSubscribers);
    expect(row.status).toBe('confirmed');
  });

  it('mails the digest of new deals after a refresh to confirmed subscribers only, without prices', async () => {
    await (await subscribeAndConfirm('reader@example.com')).confirm();
    await subscribeAndConfirm('pending@example.com');
    const [stroller, wipes, hidden, soldOut] = await addApprovedDeals(
      { title: 'Travel stroller, now $50 off!', discountPercentage: 45 },
      { title: 'Baby wipes <12 packs> & more', discountPercentage: 30 },
      { title: 'Not approved yet', discountPercentage: 70, approved: false },
      { title: 'Crib sheets, sold out', discountPercentage: 60, availability: 'OUT_OF_STOCK' },
    );
    const before = sink.mails.length;

    const refresh = await (await launchDealRefresh(t.deps)).finished;
    expect(refresh.status).toBe('succeeded');
    const [digest] = (await sink.waitFor(before + 1)).slice(before);
    await t.deps.tasks.idle();
    expect(sink.mails).toHaveLength(before + 1);

    expect(digest.to).toEqual(['reader@example.com']);
    expect(digest.subject).toBe('New deals for you: up to 45% off');
    expect(digest.text).toContain(`${SITE}/go/${stroller.asin}?src=email`);
    expect(digest.text).toContain(`${SITE}/go/${wipes.asin}?src=email`);
    expect(digest.html).toContain(`href="${SITE}/go/${stroller.asin}?src=email"`);
    expect(digest.text).toContain('45% off');
    expect(digest.text).not.toContain(hidden.asin);
    // A deal the retailer has out of stock is on no public list, and in no mail.
    expect(digest.text).not.toContain(soldOut.asin);
    expect(digest.text.indexOf(stroller.asin)).toBeLessThan(digest.text.indexOf(wipes.asin));
    expect(digest.text).not.toContain('$');
    expect(digest.html).not.toContain('$');
    expect(digest.html).toContain('Baby wipes &lt;12 packs&gt; &amp; more');
    expect(digest.text).not.toContain('amazon.com');
    expect(digest.text).toContain(DISCLOSURE);
    expect(digest.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

    // The unsubscribe link in the body leads to our page, whose token unsubscribes.
    const pageLink = new URL(linkIn(digest, /https:\/\/deals\.example\.com\/unsubscribe\?\S+/));
    // The token alone: the address never shows in clear in a link.
    expect([...pageLink.searchParams.keys()]).toEqual(['token']);
    expect(digest.text).not.toMatch(/unsubscribe\?[^\s]*reader(%40|@)example\.com/);
    const res = await t.request(
      'POST',
      `/api/essentials/unsubscribe/one-click?token=${encodeURIComponent(pageLink.searchParams.get('token') as string)}`,
    );
    expect(res.status).toBe(200);
    const statuses = await t.db
      .select({ email: newsletterSubscribers.email, status: newsletterSubscribers.status })
      .from(newsletterSubscribers);
    expect(statuses.find((s) => s.email === 'reader@example.com')?.status).toBe('unsubscribed');

    // No more digests for them.
    await addApprovedDeals({ title: 'Another great find', discountPercentage: 50 });
    const count = sink.mails.length;
    await (
      await launchDealRefresh(t.deps)
    ).finished;
    await t.deps.tasks.idle();
    expect(sink.mails).toHaveLength(count);
  });

  it('unsubscribes through the List-Unsubscribe header (RFC 8058 POST)', async () => {
    const { mail, confirm } = await subscribeAndConfirm('header@example.com');
    await confirm();
    const url = (mail.headers.get('list-unsubscribe') as string).slice(1, -1);
    const res = await t.request('POST', localPath(url), {
      raw: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(200);
    const [row] = await t.db.select().from(newsletterSubscribers);
    expect(row.status).toBe('unsubscribed');
  });

  it('sends a mail at most once per key and subscriber', async () => {
    await t.request('POST', '/api/essentials/subscribe', { body: { email: 'once@example.com' } });
    await t.deps.tasks.idle();
    await sink.waitFor(1);
    const [subscriber] = await t.db.select().from(newsletterSubscribers);
    const mail = await confirmationMail(
      subscriber.email,
      `${SITE}/x`,
      mailLinksFor(t.deps.env, t.deps.authSecret, subscriber.email, t.deps.now()),
    );
    expect(await deliverOnce(t.deps, 'test:1', subscriber.id, mail)).toBe('sent');
    expect(await deliverOnce(t.deps, 'test:1', subscriber.id, mail)).toBe('duplicate');
    await t.request('POST', '/api/essentials/subscribe', { body: { email: 'once@example.com' } });
    await t.deps.tasks.idle();
    expect(sink.mails).toHaveLength(2);
  });

  it('retries a refused send, and a mail that keeps failing changes no subscriber', async () => {
    sink.rejectNext(1);
    await t.request('POST', '/api/essentials/subscribe', { body: { email: 'retry@example.com' } });
    await t.deps.tasks.idle();
    expect(sink.mails.map((m) => m.to[0])).toEqual(['retry@example.com']);

    sink.rejectNext(3);
    await t.request('POST', '/api/essentials/subscribe', { body: { email: 'lost@example.com' } });
    await t.deps.tasks.idle();
    expect(sink.mails).toHaveLength(1);

    const deliveries = await t.db
      .select({
        email: newsletterSubscribers.email,
        status: mailDeliveries.status,
        attempts: mailDeliveries.attempts,
        lastError: mailDeliveries.lastError,
      })
      .from(mailDeliveries)
      .innerJoin(newsletterSubscribers, eq(newsletterSubscribers.id, mailDeliveries.subscriberId));
    expect(deliveries.find((d) => d.email === 'retry@example.com')).toMatchObject({ status: 'sent', attempts: 2 });
    expect(deliveries.find((d) => d.email === 'lost@example.com')).toMatchObject({
      status: 'failed',
      attempts: 3,
      lastError: stringContaining('451'),
    });
    const lost = await t.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'lost@example.com'));
    expect(lost).toHaveLength(1);
    expect(lost[0].status).toBe('pending');
  });
});

describe('mail without SMTP', () => {
  it('writes .eml files to the outbox in the data folder', async () => {
    const local = await createTestApp();
    try {
      await local.request('POST', '/api/essentials/subscribe', { body: { email: 'outbox@example.com' } });
      await local.deps.tasks.idle();
      const outbox = path.join(local.deps.env.dataDir, 'outbox');
      const files = fs.readdirSync(outbox).filter((f) => f.endsWith('.eml'));
      expect(files).toHaveLength(1);
      const raw = fs.readFileSync(path.join(outbox, files[0]), 'utf8');
      expect(raw).toContain('To: outbox@example.com');
      expect(raw).toContain('Subject: Please confirm your Savvy Mom Deals subscription');
      expect(raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    } finally {
      await local.close();
    }
  });
});
