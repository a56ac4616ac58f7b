import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { alertDeliveries, deals } from '../../src/server/db/schema';
import { launchAlerts } from '../../src/server/jobs/alerts';
import { launchDealRefresh } from '../../src/server/jobs/deal-refresh';
import { createMemoryRetailer, retailerItem } from '../support/fake-creators-api';
import { dealFactory, insertCategories } from '../support/factories';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '../support/smtp-sink';
import { createTestApp, type TestApp } from '../support/test-app';

const SITE = 'https://deals.example.com';
const MINUTE = 60 * 1000;

let sink: SmtpSink;
let t: TestApp;
let memory: ReturnType<typeof createMemoryRetailer>;
let clock: Date;

beforeEach(async () => {
  sink = await startSmtpSink();
  memory = createMemoryRetailer();
  clock = new Date();
  t = await createTestApp({
    retailer: memory.retailer,
    env: { SMTP_URL: sink.url, SITE_URL: SITE },
    now: () => clock,
  });
  await insertCategories(t.db);
  await t.signIn();
});

afterEach(async () => {
  await t.close();
  await sink.close();
});

const linkIn = (mail: ReceivedMail, pattern: RegExp) => {
  const found = pattern.exec(mail.text)?.[0];
  expect(found, `no link ${pattern} in:\n${mail.text}`).toBeDefined();
  return new URL(found as string);
};

/** Subscribes, confirms with the mail's button and, when given, saves rules through the mail's 'Choose your alerts' link. */
async function subscriber(email: string, preferences?: Record<string, unknown>) {
  const before = sink.mails.length;
  await t.request('POST', '/api/essentials/subscribe', { body: { email } });
  await t.deps.tasks.idle();
  const [mail] = (await sink.waitFor(before + 1)).slice(before);
  const confirm = linkIn(mail, /https:\/\/deals\.example\.com\/api\/essentials\/confirm\?token=\S+/);
  const confirmed = await t.request('POST', '/api/essentials/confirm', {
    body: { token: confirm.searchParams.get('token') },
  });
  expect(confirmed.status).toBe(200);
  if (!preferences) return;
  const alerts = linkIn(mail, /https:\/\/deals\.example\.com\/alerts\?token=\S+/);
  const saved = await t.request('PUT', '/api/alerts/preferences', {
    body: { token: alerts.searchParams.get('token'), preferences },
  });
  expect(saved.status, JSON.stringify(saved.json)).toBe(200);
}

type DealSpec = { title: string; category: string; price: number; discount: number; description?: string };

/** Stores deals waiting for approval (the retailer knows them, so a refresh keeps them), then approves them as the operator does. */
async function approveDeals(specs: Record<string, DealSpec>, approve = true): Promise<Record<string, string>> {
  const asins: Record<string, string> = {};
  for (const [name, d] of Object.entries(specs)) {
    const originalPrice = Math.round((d.price / (1 - d.discount / 100)) * 100) / 100;
    const [row] = await t.db
      .insert(deals)
      .values(
        dealFactory({
          title: d.title,
          description: d.description ?? 'A useful thing.',
          brand: 'Acme',
          category: d.category,
          priceCents: Math.round(d.price * 100),
          originalPriceCents: Math.round(originalPrice * 100),
          discountPercentage: d.discount,
          isApproved: false,
          lastUpdated: clock,
          priceFetchedAt: clock,
        }),
      )
      .returning();
    memory.add(
      retailerItem({
        asin: row.asin,
        title: d.title,
        description: d.description ?? 'A useful thing.',
        price: d.price,
        originalPrice,
        discountPercentage: d.discount,
      }),
    );
    asins[name] = row.asin;
    if (approve) expect((await t.request('PUT', `/api/admin/products/${row.id}/approve`)).status).toBe(200);
  }
  return asins;
}

/** The deals (ASINs) each address received in the given mails, by their counted deal links (/go/{ASIN}). */
function dealsByAddress(mails: ReceivedMail[]) {
  const got = new Map<string, string[]>();
  for (const mail of mails) {
    const asins = [...mail.text.matchAll(/\/go\/([A-Z0-9]{10})\?/g)].map((m) => m[1]);
    got.set(mail.to[0], [...(got.get(mail.to[0]) ?? []), ...asins].sort());
  }
  return got;
}

const sorted = (...list: string[]) => [...list].sort();

describe('personal deal alerts', () => {
  it('sends each address exactly the deals its rules match, each deal once, without prices', async () => {
    await subscriber('anna@example.com', { categories: ['baby'], frequency: 'refresh' });
    await subscriber('bea@example.com', { keywords: ['size 4 diapers'], maxPrice: '20', frequency: 'instant' });
    await subscriber('cara@example.com', { stages: ['kids'], minDiscount: 50, frequency: 'daily' });
    await subscriber('dana@example.com');
    const a = await approveDeals({
      wipes: { title: 'Gentle Baby Wipes, 720 Count', category: 'baby', price: 15.99, discount: 40 },
      diapers: { title: 'Cruisers Diapers Size 4, 124 Count', category: 'baby', price: 18.99, discount: 35 },
      bigDiapers: { title: 'Little Movers Diapers, Size 4, 180 Count', category: 'pantry', price: 39.99, discount: 30 },
      blocks: { title: 'STEM Building Blocks Set', category: 'toys', price: 24.99, discount: 55 },
      books: { title: 'Picture Book Collection', category: 'books', price: 9.99, discount: 20 },
      pad: {
        title: 'Travel Changing Pad',
        description: 'Folds small; the pocket fits size 4 diapers and a pack of wipes.',
        category: 'beauty',
        price: 12.99,
        discount: 60,
      },
    });
    const hidden = await approveDeals(
      { waiting: { title: 'Size 4 Diapers Mega Box', category: 'baby', price: 9.99, discount: 70 } },
      false,
    );
    const before = sink.mails.length;

    // The refresh sends the digest (dana has no rules) and then the alerts.
    expect((await (await launchDealRefresh(t.deps)).finished).status).toBe('succeeded');
    const mails = (await sink.waitFor(before + 4)).slice(before);
    const alerts = mails.filter((m) => m.to[0] !== 'dana@example.com');
    expect(dealsByAddress(alerts)).toEqual(
      new Map([
        ['anna@example.com', sorted(a.wipes, a.diapers)],
        ['bea@example.com', sorted(a.diapers, a.pad)],
        ['cara@example.com', sorted(a.blocks)],
      ]),
    );
    const digest = mails.find((m) => m.to[0] === 'dana@example.com') as ReceivedMail;
    expect(digest.subject).toBe('New deals for you: up to 60% off');
    expect(digest.text).not.toContain(hidden.waiting);

    for (const mail of mails) {
      expect(mail.text).not.toContain('$');
      expect(mail.html).not.toContain('$');
      expect(mail.html).not.toContain('amazon.com');
      expect(mail.headers.get('list-unsubscribe')).toMatch(
        /^<https:\/\/deals\.example\.com\/api\/essentials\/unsubscribe\/one-click\?token=/,
      );
      expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
      expect(mail.text).toMatch(/Choose your alerts: https:\/\/deals\.example\.com\/alerts\?token=\S+/);
    }
    const bea = alerts.find((m) => m.to[0] === 'bea@example.com') as ReceivedMail;
    expect(bea.subject).toBe('Your deal alert: up to 60% off');
    expect(bea.text).toContain(`${SITE}/go/${a.pad}?src=email`);

    // Running again sends nothing: every deal went to every address once.
    await t.deps.tasks.idle();
    expect((await (await launchAlerts(t.deps)).finished).status).toBe('succeeded');
    expect(sink.mails).toHaveLength(before + 4);
    expect(await t.db.select().from(alertDeliveries)).toHaveLength(5);
  });

  it("batches 'instant' alerts to one mail an hour and keeps 'refresh' ones for the next refresh", async () => {
    await subscriber('anna@example.com', { categories: ['baby'], frequency: 'refresh' });
    await subscriber('bea@example.com', { keywords: ['stroller'], frequency: 'instant' });
    const first = await approveDeals({
      stroller: { title: 'Light Travel Stroller', category: 'baby', price: 89.99, discount: 30 },
    });
    const before = sink.mails.length;
    expect((await (await launchAlerts(t.deps)).finished).status).toBe('succeeded');
    // No refresh has run yet: only bea's instant alert goes out.
    expect(dealsByAddress(sink.mails.slice(before))).toEqual(new Map([['bea@example.com', [first.stroller]]]));

    clock = new Date(clock.getTime() + 20 * MINUTE);
    await t.signIn(); // the operator's session outlives the moved clock
    const second = await approveDeals({
      buggy: { title: 'Double Stroller with Canopy', category: 'baby', price: 149.99, discount: 25 },
    });
    await (
      await launchAlerts(t.deps)
    ).finished;
    expect(sink.mails).toHaveLength(before + 1);

    clock = new Date(clock.getTime() + 41 * MINUTE);
    await (
      await launchAlerts(t.deps)
    ).finished;
    expect(dealsByAddress(sink.mails.slice(before + 1))).toEqual(new Map([['bea@example.com', [second.buggy]]]));

    // The refresh brings anna both baby deals in one mail.
    expect((await (await launchDealRefresh(t.deps)).finished).status).toBe('succeeded');
    await t.deps.tasks.idle();
    expect(dealsByAddress(sink.mails.slice(before + 2))).toEqual(
      new Map([['anna@example.com', sorted(first.stroller, second.buggy)]]),
    );
  });
});
