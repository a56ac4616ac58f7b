import { and, asc, count, desc, eq, gt, like, ne, notExists } from 'drizzle-orm';
import { brand } from '../../config/brand';
import type { AppDeps } from '../app-deps';
import type { Db } from '../db/client';
import { alertPreferences, deals, mailDeliveries, newsletterSubscribers } from '../db/schema';
import type { Env } from '../env';
import { type JobOutcome, messageOf } from '../jobs/run-job';
import { type OutgoingMail, mailerFor } from '../mail/mailer';
import { signLinkToken } from '../mail/signed-token';
import { confirmationMail, type DigestDeal, digestMail, type MailLinks } from '../mail/templates';
import { lastSuccessAt } from './job-runs';
import { isVisible } from './public-deals';

export type Subscriber = typeof newsletterSubscribers.$inferSelect;

const CONFIRM_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** A 'Choose your alerts' link works this long; every later mail carries a fresh one. */
const PREFERENCES_LINK_TTL_MS = 90 * 24 * 60 * 60 * 1000;
const DIGEST_MAX_DEALS = 6;
/** Recipients read per query: memory stays flat however many there are. */
const RECIPIENT_BATCH = 500;
/** The first digest looks back this far. */
const FIRST_DIGEST_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Subscribe/unsubscribe cycles cannot turn the form into a mail cannon. */
const MAX_CONFIRMATIONS_PER_WINDOW = 3;
const CONFIRMATIONS_WINDOW_MS = 24 * 60 * 60 * 1000;
const MAIL_ATTEMPTS = 3;
const MAIL_RETRY_BASE_MS = 500;

const siteOf = (env: Env) => env.SITE_URL.replace(/\/+$/, '');
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The links of a mail to this address: unsubscribe, 'Choose your alerts' and the pages its alerts token opens. */
export function mailLinksFor(env: Env, secret: string, email: string, now: Date): MailLinks {
  const token = encodeURIComponent(signLinkToken(secret, 'unsubscribe', email));
  const expires = new Date(now.getTime() + PREFERENCES_LINK_TTL_MS);
  const preferences = encodeURIComponent(signLinkToken(secret, 'preferences', email, expires));
  const site = siteOf(env);
  return {
    preferencesPage: `${site}/alerts?token=${preferences}`,
    watchesPage: `${site}/watches?token=${preferences}`,
    savedPage: `${site}/saved?token=${preferences}`,
    postalAddress: brand.postalAddress,
    siteUrl: site,
    // The signed token alone: an address in clear in a link is what spam filters score.
    unsubscribePage: `${site}/unsubscribe?token=${token}`,
    oneClickUnsubscribe: `${site}/api/essentials/unsubscribe/one-click?token=${token}`,
  };
}

async function findSubscriber(db: Db, email: string): Promise<Subscriber | null> {
  const [row] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)).limit(1);
  return row ?? null;
}

/** Adds the address as pending (or re-opens an unsubscribed one); never duplicates. */
export async function subscribe(db: Db, email: string): Promise<Subscriber> {
  await db
    .insert(newsletterSubscribers)
    .values({ email, status: 'pending' })
    .onConflictDoNothing({ target: newsletterSubscribers.email });
  await db
    .update(newsletterSubscribers)
    .set({ status: 'pending', confirmedAt: null })
    .where(and(eq(newsletterSubscribers.email, email), eq(newsletterSubscribers.status, 'unsubscribed')));
  return (await findSubscriber(db, email)) as Subscriber;
}

/** Stops all mail to the address; true when a subscription changed. */
export async function unsubscribe(db: Db, email: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(newsletterSubscribers)
    .set({ status: 'unsubscribed', unsubscribedAt: now })
    .where(and(eq(newsletterSubscribers.email, email), ne(newsletterSubscribers.status, 'unsubscribed')))
    .returning({ id: newsletterSubscribers.id });
  return rows.length > 0;
}

/** Confirms a pending subscription (double opt-in). */
export async function confirmSubscription(
  db: Db,
  email: string,
  now: Date,
): Promise<'confirmed' | 'not_found' | 'unsubscribed'> {
  const subscriber = await findSubscriber(db, email);
  if (!subscriber) return 'not_found';
  if (subscriber.status === 'unsubscribed') return 'unsubscribed';
  if (subscriber.status === 'pending') {
    await db
      .update(newsletterSubscribers)
      .set({ status: 'confirmed', confirmedAt: now })
      .where(eq(newsletterSubscribers.id, subscriber.id));
  }
  return 'confirmed';
}

/**
 * Sends one mail to one subscriber at most once (mail_deliveries: mailKey + subscriber),
 * retrying failures a few times with backoff. A failure only marks the delivery.
 */
export async function deliverOnce(
  deps: AppDeps,
  mailKey: string,
  subscriberId: string,
  mail: OutgoingMail,
): Promise<'sent' | 'failed' | 'duplicate'> {
  const { db } = deps.handle;
  const [delivery] = await db
    .insert(mailDeliveries)
    .values({ mailKey, subscriberId, status: 'pending', createdAt: deps.now() })
    .onConflictDoNothing({ target: [mailDeliveries.mailKey, mailDeliveries.subscriberId] })
    .returning({ id: mailDeliveries.id });
  if (!delivery) return 'duplicate';

  const mailer = mailerFor(deps.env, deps.logger);
  for (let attempt = 1; attempt <= MAIL_ATTEMPTS; attempt++) {
    try {
      await mailer.send(mail);
      await db
        .update(mailDeliveries)
        .set({ status: 'sent', attempts: attempt, sentAt: deps.now(), lastError: null })
        .where(eq(mailDeliveries.id, delivery.id));
      return 'sent';
    } catch (err) {
      const message = messageOf(err);
      deps.logger.warn({ err, mailKey, attempt }, 'mail send failed');
      const last = attempt === MAIL_ATTEMPTS;
      await db
        .update(mailDeliveries)
        .set({ status: last ? 'failed' : 'pending', attempts: attempt, lastError: message.slice(0, 1000) })
        .where(eq(mailDeliveries.id, delivery.id));
      if (!last) await sleep(MAIL_RETRY_BASE_MS * 2 ** (attempt - 1));
    }
  }
  deps.logger.error({ mailKey, subscriberId }, 'mail not delivered after retries');
  return 'failed';
}

/** Each (re-)subscription gets its own confirmation key, so it is mailed once. */
const confirmationKey = (s: Subscriber) => `confirm:${s.id}:${s.unsubscribedAt?.getTime() ?? 0}`;

/** Mails the double opt-in link to a pending subscriber, at most a few times a day per address. */
export async function sendConfirmation(
  deps: AppDeps,
  subscriber: Subscriber,
): Promise<'sent' | 'failed' | 'duplicate' | 'throttled'> {
  const since = new Date(deps.now().getTime() - CONFIRMATIONS_WINDOW_MS);
  const [recent] = await deps.handle.db
    .select({ n: count() })
    .from(mailDeliveries)
    .where(
      and(
        eq(mailDeliveries.subscriberId, subscriber.id),
        like(mailDeliveries.mailKey, 'confirm:%'),
        gt(mailDeliveries.createdAt, since),
      ),
    );
  if ((recent?.n ?? 0) >= MAX_CONFIRMATIONS_PER_WINDOW) {
    deps.logger.warn({ subscriberId: subscriber.id }, 'confirmation mail throttled');
    return 'throttled';
  }
  const expires = new Date(deps.now().getTime() + CONFIRM_LINK_TTL_MS);
  const token = signLinkToken(deps.authSecret, 'confirm', subscriber.email, expires);
  const confirmUrl = `${siteOf(deps.env)}/api/essentials/confirm?token=${encodeURIComponent(token)}`;
  const mail = await confirmationMail(
    subscriber.email,
    confirmUrl,
    mailLinksFor(deps.env, deps.authSecret, subscriber.email, deps.now()),
  );
  return deliverOnce(deps, confirmationKey(subscriber), subscriber.id, mail);
}

/** Approved deals added since `since`, biggest discount first. */
async function newDealsSince(db: Db, since: Date, now: Date, limit = DIGEST_MAX_DEALS): Promise<DigestDeal[]> {
  return db
    .select({
      asin: deals.asin,
      title: deals.title,
      discountPercentage: deals.discountPercentage,
      categoryLabel: deals.categoryLabel,
    })
    .from(deals)
    .where(and(isVisible(now), gt(deals.createdAt, since)))
    .orderBy(desc(deals.discountPercentage), desc(deals.createdAt))
    .limit(limit);
}

/** The next confirmed subscribers without alert rules (they get the digest), after `afterId`. */
function digestRecipients(db: Db, afterId: string | null) {
  return db
    .select({ id: newsletterSubscribers.id, email: newsletterSubscribers.email })
    .from(newsletterSubscribers)
    .where(
      and(
        eq(newsletterSubscribers.status, 'confirmed'),
        afterId === null ? undefined : gt(newsletterSubscribers.id, afterId),
        notExists(
          db
            .select({ one: alertPreferences.subscriberId })
            .from(alertPreferences)
            .where(eq(alertPreferences.subscriberId, newsletterSubscribers.id)),
        ),
      ),
    )
    .orderBy(asc(newsletterSubscribers.id))
    .limit(RECIPIENT_BATCH);
}

/** The deal-alert digest: the top new deals since the last digest, to confirmed subscribers without alert rules. */
export async function sendDigest(deps: AppDeps, jobRunId: number): Promise<JobOutcome> {
  const { db } = deps.handle;
  const since = (await lastSuccessAt(db, 'digest')) ?? new Date(deps.now().getTime() - FIRST_DIGEST_WINDOW_MS);
  const picked = await newDealsSince(db, since, deps.now());
  if (picked.length === 0) return { counts: { deals: 0, recipients: 0, sent: 0, failed: 0 } };

  const counts = { deals: picked.length, recipients: 0, sent: 0, failed: 0 };
  for (let after: string | null = null; ;) {
    const recipients = await digestRecipients(db, after);
    if (recipients.length === 0) break;
    after = recipients[recipients.length - 1].id;
    counts.recipients += recipients.length;
    for (const subscriber of recipients) {
      const links = mailLinksFor(deps.env, deps.authSecret, subscriber.email, deps.now());
      const result = await deliverOnce(
        deps,
        `digest:${jobRunId}`,
        subscriber.id,
        await digestMail(subscriber.email, picked, links),
      );
      if (result === 'sent') counts.sent++;
      if (result === 'failed') counts.failed++;
    }
  }
  const failed = counts.failed > 0 && counts.sent === 0;
  return {
    counts,
    failed,
    error: counts.failed > 0 ? `${counts.failed} of ${counts.recipients} mails could not be sent` : null,
  };
}
