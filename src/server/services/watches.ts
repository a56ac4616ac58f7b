import { and, count, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { isInStock, MAX_WATCHES, type WatchRule } from '../../rules/watch-rules';
import type { WatchCreate, WatchView } from '../../schemas/watches';
import type { AppDeps } from '../app-deps';
import type { Db } from '../db/client';
import { deals, newsletterSubscribers, pushSubscriptions, watchedProducts, watches } from '../db/schema';
import { signLinkToken, verifyLinkToken } from '../mail/signed-token';
import { lockOwner } from './owner-lock';
import { ConflictError, InvalidInputError, NotFoundError } from './domain-errors';
import { sendConfirmation, subscribe } from './newsletter';
import { pushToken, subscriptionOfToken } from './push-subscriptions';

const NOT_OURS =
  'pushEndpoint is not a subscription of ours: turn on notifications on this device first, then watch again.';
const FULL = `You are watching ${MAX_WATCHES} products, the most we keep. Remove one to watch another.`;
const GONE = () => new NotFoundError('This watch no longer exists.');

/** Whose watches a token reaches: a device's, an address's (its mailed token), or one watch by e-mail. */
export type WatchHolder =
  { channel: 'push'; ownerId: string } | { channel: 'mail'; email: string } | { watchId: string };

/**
 * The holder of a genuine token: a device's push token (all its watches); an address's alerts
 * token, which only its own mails carry (all its watches by e-mail); or the token POST answers
 * for a watch by e-mail (that watch alone: whoever types an address must not read what its owner
 * watches). Null otherwise.
 */
export function watchHolderOf(secret: string, token: string, now: Date): WatchHolder | null {
  const device = subscriptionOfToken(secret, token, now);
  if (device) return { channel: 'push', ownerId: device };
  const email = verifyLinkToken(secret, 'preferences', token, now);
  if (email) return { channel: 'mail', email };
  const watchId = verifyLinkToken(secret, 'watch', token, now);
  return watchId ? { watchId } : null;
}

/** The offer we know for an ASIN, a deal's or a watched product's; nothing asked of the retailer. */
async function knownOffer(db: Db, asin: string): Promise<{ priceCents: number; inStock: boolean } | null> {
  const [deal] = await db
    .select({ priceCents: deals.priceCents, availability: deals.availability })
    .from(deals)
    .where(eq(deals.asin, asin))
    .limit(1);
  const [watched] = deal
    ? [deal]
    : await db
        .select({ priceCents: watchedProducts.priceCents, availability: watchedProducts.availability })
        .from(watchedProducts)
        .where(eq(watchedProducts.asin, asin))
        .limit(1);
  return watched ? { priceCents: watched.priceCents, inStock: isInStock(watched.availability) } : null;
}

/** The owner of a new watch: the device of the endpoint, or the address (added as pending, mailed to confirm). */
async function ownerOf(deps: AppDeps, input: WatchCreate): Promise<{ channel: 'push' | 'mail'; ownerId: string }> {
  const { db } = deps.handle;
  if (input.pushEndpoint) {
    const [device] = await db
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, input.pushEndpoint))
      .limit(1);
    if (!device) throw new InvalidInputError(NOT_OURS);
    return { channel: 'push', ownerId: device.id };
  }
  const email = input.email as string;
  const [known] = await db
    .select({ id: newsletterSubscribers.id })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email))
    .limit(1);
  if (known) await checkRoom(db, known.id, input);
  const subscriber = await subscribe(db, email);
  if (subscriber.status === 'pending') deps.tasks.run('confirmation mail', () => sendConfirmation(deps, subscriber));
  return { channel: 'mail', ownerId: subscriber.id };
}

/** Refuses a new watch past the owner's limit (the same ASIN and rule again is an update, always allowed). */
async function checkRoom(db: Db, ownerId: string, input: WatchCreate): Promise<void> {
  const [kept] = await db
    .select({ n: count() })
    .from(watches)
    .where(and(eq(watches.ownerId, ownerId), or(ne(watches.asin, input.asin), ne(watches.rule, input.rule))));
  if (Number(kept?.n ?? 0) >= MAX_WATCHES) throw new ConflictError(FULL);
}

/**
 * Stores a watch, or updates the owner's watch of the same ASIN and rule. A watch starts from the
 * offer we know, so only a later change can fire it. Answers its id and the token that lists it.
 */
export async function createWatch(
  deps: AppDeps,
  input: WatchCreate,
): Promise<{ id: string; token: string; channel: 'push' | 'mail'; confirmed: boolean }> {
  const { db } = deps.handle;
  const now = deps.now();
  const owner = await ownerOf(deps, input);
  const offer = await knownOffer(db, input.asin);
  const targetPriceCents = input.rule === 'below' ? Math.round((input.targetPrice as number) * 100) : null;
  const row = await db.transaction(async (tx) => {
    // One owner's watches are added one at a time, so two at once cannot pass the limit together.
    await lockOwner(tx, 'watches', owner.ownerId);
    await checkRoom(tx, owner.ownerId, input);
    const [stored] = await tx
      .insert(watches)
      .values({
        ...owner,
        asin: input.asin,
        rule: input.rule,
        targetPriceCents,
        seenPriceCents: offer?.priceCents ?? null,
        seenInStock: offer?.inStock ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: [watches.ownerId, watches.asin, watches.rule],
        // A new target may be crossed by a price already told.
        set: {
          targetPriceCents,
          updatedAt: now,
          firedPriceCents: sql`case when ${watches.targetPriceCents} is distinct from excluded.target_price_cents then null else ${watches.firedPriceCents} end`,
        },
      })
      .returning({ id: watches.id });
    return stored;
  });
  const confirmed = owner.channel === 'push' || (await isConfirmed(db, owner.ownerId));
  const token =
    owner.channel === 'push'
      ? pushToken(deps.authSecret, owner.ownerId)
      : signLinkToken(deps.authSecret, 'watch', row.id);
  return { id: row.id, token, channel: owner.channel, confirmed };
}

async function isConfirmed(db: Db, subscriberId: string): Promise<boolean> {
  const [row] = await db
    .select({ status: newsletterSubscribers.status })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, subscriberId))
    .limit(1);
  return row?.status === 'confirmed';
}

function whereHolder(db: Db, holder: WatchHolder) {
  if ('watchId' in holder) return eq(watches.id, holder.watchId);
  if ('email' in holder) {
    const address = db
      .select({ id: newsletterSubscribers.id })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, holder.email));
    return and(eq(watches.channel, 'mail'), inArray(watches.ownerId, address));
  }
  return and(eq(watches.ownerId, holder.ownerId), eq(watches.channel, holder.channel));
}

interface ListedRow {
  id: string;
  asin: string;
  rule: string;
  channel: string;
  targetPriceCents: number | null;
  firedAt: Date | null;
  dealTitle: string | null;
  dealPrice: number | null;
  dealFetchedAt: Date | null;
  dealAvailability: string | null;
  dealListed: boolean | null;
  productTitle: string | null;
  productPrice: number | null;
  productFetchedAt: Date | null;
  productAvailability: string | null;
  subscriberStatus: string | null;
}

function viewOf(row: ListedRow): WatchView {
  const isDeal = row.dealPrice !== null;
  const price = isDeal ? row.dealPrice : row.productPrice;
  const fetchedAt = isDeal ? row.dealFetchedAt : row.productFetchedAt;
  const availability = isDeal ? row.dealAvailability : row.productAvailability;
  const state =
    price === null
      ? 'unchecked'
      : !isInStock(availability)
        ? 'out-of-stock'
        : isDeal && row.dealListed
          ? 'live'
          : 'not-listed';
  return {
    id: row.id,
    asin: row.asin,
    rule: row.rule as WatchRule,
    targetPrice: row.targetPriceCents === null ? null : row.targetPriceCents / 100,
    channel: row.channel as 'push' | 'mail',
    title: row.dealTitle ?? (row.productTitle || row.asin),
    price: price === null ? null : price / 100,
    priceFetchedAt: fetchedAt ? new Date(fetchedAt).toISOString() : null,
    state,
    active: row.channel === 'push' || row.subscriberStatus === 'confirmed',
    lastFiredAt: row.firedAt ? new Date(row.firedAt).toISOString() : null,
  };
}

/** The holder's watches, newest first, each with the product's current price, its age and state. */
export async function listWatches(db: Db, holder: WatchHolder): Promise<WatchView[]> {
  const rows = await db
    .select({
      id: watches.id,
      asin: watches.asin,
      rule: watches.rule,
      channel: watches.channel,
      targetPriceCents: watches.targetPriceCents,
      firedAt: watches.firedAt,
      dealTitle: deals.title,
      dealPrice: deals.priceCents,
      dealFetchedAt: deals.priceFetchedAt,
      dealAvailability: deals.availability,
      dealListed: sql<boolean>`${deals.isApproved} and not ${deals.isExpired}`,
      productTitle: watchedProducts.title,
      productPrice: watchedProducts.priceCents,
      productFetchedAt: watchedProducts.fetchedAt,
      productAvailability: watchedProducts.availability,
      subscriberStatus: newsletterSubscribers.status,
    })
    .from(watches)
    .leftJoin(deals, eq(deals.asin, watches.asin))
    .leftJoin(watchedProducts, eq(watchedProducts.asin, watches.asin))
    .leftJoin(newsletterSubscribers, eq(newsletterSubscribers.id, watches.ownerId))
    .where(whereHolder(db, holder))
    .orderBy(sql`${watches.createdAt} desc, ${watches.id}`);
  return rows.map(viewOf);
}

/** Removes one of the holder's watches. */
export async function removeWatch(db: Db, holder: WatchHolder, id: string): Promise<void> {
  const removed = await db
    .delete(watches)
    .where(and(eq(watches.id, id), whereHolder(db, holder)))
    .returning({ id: watches.id });
  if (removed.length === 0) throw GONE();
}
