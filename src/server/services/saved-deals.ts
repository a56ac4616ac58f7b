import { and, asc, count, desc, eq, notInArray } from 'drizzle-orm';
import { isOutOfStock } from '../../rules/offer-details';
import { MAX_SAVED } from '../../rules/saved-deals';
import type { SavedAdd, SavedDealView } from '../../schemas/saved';
import type { Db } from '../db/client';
import { newsletterSubscribers, pushSubscriptions, savedDeals } from '../db/schema';
import { verifyLinkToken } from '../mail/signed-token';
import { InvalidInputError } from './domain-errors';
import { lockOwner } from './owner-lock';
import { listOfferedDealsByAsin } from './public-deals';
import { subscriptionOfToken } from './push-subscriptions';

const BAD_TOKEN =
  'token is not a token of ours: turn on notifications on this device, or open your saved deals from one of our e-mails.';
const DEVICE_GONE = 'token: notifications are off on this device, so its saved deals are kept on this device only.';
const NOT_CONFIRMED =
  'token: this address is not confirmed: confirm it from the e-mail we sent, then your saved deals are kept there.';
const FULL = `deals: a saved list keeps at most ${MAX_SAVED} deals. Remove some to save more.`;

/** Whose saved list a token reaches: a device with a push subscription, or a confirmed address. */
export interface SavedOwner {
  channel: 'push' | 'mail';
  ownerId: string;
}

/**
 * The owner of a genuine token: a device's push token (while it is subscribed), or an address's
 * alerts token, mailed only to that address (while it is confirmed). A watch's token is not one:
 * it is answered to whoever typed the address. Refuses anything else.
 */
export async function savedOwnerOf(db: Db, secret: string, token: string, now: Date): Promise<SavedOwner> {
  const device = subscriptionOfToken(secret, token, now);
  if (device) {
    const [row] = await db
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.id, device))
      .limit(1);
    if (!row) throw new InvalidInputError(DEVICE_GONE);
    return { channel: 'push', ownerId: row.id };
  }
  const email = verifyLinkToken(secret, 'preferences', token, now);
  if (!email) throw new InvalidInputError(BAD_TOKEN);
  const [address] = await db
    .select({ id: newsletterSubscribers.id, status: newsletterSubscribers.status })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email))
    .limit(1);
  if (address?.status !== 'confirmed') throw new InvalidInputError(NOT_CONFIRMED);
  return { channel: 'mail', ownerId: address.id };
}

const ofOwner = (owner: SavedOwner) =>
  and(eq(savedDeals.channel, owner.channel), eq(savedDeals.ownerId, owner.ownerId));

/**
 * The owner's saved deals, newest first, each with the deal as the listings show it (its price now,
 * the price's age, its stock) while we offer it: live, unavailable at Amazon, or ended.
 */
export async function listSaved(db: Db, owner: SavedOwner, now: Date): Promise<SavedDealView[]> {
  const rows = await db
    .select()
    .from(savedDeals)
    .where(ofOwner(owner))
    .orderBy(desc(savedDeals.savedAt), asc(savedDeals.asin));
  const offered = await listOfferedDealsByAsin(
    db,
    rows.map((r) => r.asin),
    now,
  );
  const byAsin = new Map(offered.map((d) => [d.asin, d]));
  return rows.map((row) => {
    const deal = byAsin.get(row.asin) ?? null;
    return {
      asin: row.asin,
      title: row.title,
      imageUrl: row.imageUrl,
      savedAt: row.savedAt.toISOString(),
      state: deal === null ? 'ended' : isOutOfStock(deal.availability) ? 'unavailable' : 'live',
      deal,
    };
  });
}

/**
 * Adds deals to the owner's list: the union of what is kept and what is sent (a deal kept already
 * stays as it was). Past the limit nothing is added. One owner's additions run one at a time.
 */
export async function addSaved(db: Db, owner: SavedOwner, input: SavedAdd['deals'], now: Date): Promise<void> {
  const fresh = [...new Map(input.map((d) => [d.asin, d])).values()];
  await db.transaction(async (tx) => {
    await lockOwner(tx, 'saved', owner.ownerId);
    const [others] = await tx
      .select({ n: count() })
      .from(savedDeals)
      .where(
        and(
          ofOwner(owner),
          notInArray(
            savedDeals.asin,
            fresh.map((d) => d.asin),
          ),
        ),
      );
    if (Number(others?.n ?? 0) + fresh.length > MAX_SAVED) throw new InvalidInputError(FULL);
    await tx
      .insert(savedDeals)
      .values(
        fresh.map((d) => ({
          ...owner,
          asin: d.asin,
          title: d.title,
          imageUrl: d.imageUrl,
          // Never later than now: a browser's clock may run ahead.
          savedAt: d.savedAt && Date.parse(d.savedAt) < now.getTime() ? new Date(d.savedAt) : now,
        })),
      )
      .onConflictDoNothing();
  });
}

/** Removes a deal from the owner's list (removing one that is not there is no error). */
export async function removeSaved(db: Db, owner: SavedOwner, asin: string): Promise<void> {
  await db.delete(savedDeals).where(and(ofOwner(owner), eq(savedDeals.asin, asin)));
}
