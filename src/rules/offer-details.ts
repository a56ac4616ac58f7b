/**
 * What the retailer says about an offer beyond its price (docs/product.md, "Stock, lightning deals
 * and unit prices"): stock, the deal's badge, end and claimed share, who may buy, the offer's type.
 */

/** The retailer's availability type of an offer that cannot be bought now. */
export const OUT_OF_STOCK = 'OUT_OF_STOCK';
/** The deal's access type when only Prime members may buy it. */
const PRIME_EXCLUSIVE = 'PRIME_EXCLUSIVE';
const LIGHTNING_DEAL = 'LIGHTNING_DEAL';
const SUBSCRIBE_AND_SAVE = 'SUBSCRIBE_AND_SAVE';

const PRIME_ONLY_TEXT = 'Prime members only';
const SUBSCRIBE_AND_SAVE_TEXT = 'Subscribe & Save';
export const UNAVAILABLE_TEXT = 'Currently unavailable at Amazon';

export const isOutOfStock = (availability: string | null): boolean => availability === OUT_OF_STOCK;
export const isPrimeOnly = (accessType: string | null): boolean => accessType === PRIME_EXCLUSIVE;
export const isSubscribeAndSave = (offerType: string | null): boolean => offerType === SUBSCRIBE_AND_SAVE;

export type LimitedTimeBadge = 'Lightning deal' | 'Limited time deal';

/**
 * The badge of a deal the retailer runs for a limited time: 'Lightning deal' for a LIGHTNING_DEAL
 * offer (or a badge naming one), 'Limited time deal' for any other deal badge; null for a plain offer.
 */
export function limitedTimeBadge(offer: {
  offerType: string | null;
  dealBadge: string | null;
}): LimitedTimeBadge | null {
  if (offer.offerType === LIGHTNING_DEAL || /lightning/i.test(offer.dealBadge ?? '')) return 'Lightning deal';
  return offer.dealBadge?.trim() ? 'Limited time deal' : null;
}

/** "43% claimed"; null when the retailer did not say. */
export function claimedText(percentClaimed: number | null): string | null {
  if (percentClaimed === null || !Number.isFinite(percentClaimed)) return null;
  return `${Math.min(100, Math.max(0, Math.round(percentClaimed)))}% claimed`;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const two = (n: number) => String(n).padStart(2, '0');

/** "Ends in 2h 05m 09s" ("Ends in 3d 4h" beyond a day); null without an end or once it has passed. */
export function endsInText(endsAt: string | null, now: Date): string | null {
  const end = endsAt ? Date.parse(endsAt) : Number.NaN;
  const left = end - now.getTime();
  if (!Number.isFinite(left) || left <= 0) return null;
  if (left >= DAY) return `Ends in ${Math.floor(left / DAY)}d ${Math.floor((left % DAY) / HOUR)}h`;
  const h = Math.floor(left / HOUR);
  const m = Math.floor((left % HOUR) / MINUTE);
  const s = Math.floor((left % MINUTE) / SECOND);
  return `Ends in ${h}h ${two(m)}m ${two(s)}s`;
}

/** What a price is beside its amount: 'Prime members only' for a Prime-exclusive deal, 'Subscribe & Save' for that offer. */
export function offerLabel(offer: { dealAccessType?: string | null; offerType: string | null }): string | null {
  if (isPrimeOnly(offer.dealAccessType ?? null)) return PRIME_ONLY_TEXT;
  return isSubscribeAndSave(offer.offerType) ? SUBSCRIBE_AND_SAVE_TEXT : null;
}
