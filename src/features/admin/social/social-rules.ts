import { brand } from '../../../config/brand';
import { priceTimeText } from '../../../lib/format';
import { dealPath } from '../../../rules/deal-path';
import type { Deal } from '../../../schemas/deal';
import { matchesSearch } from '../deals-manager/deal-filter';

/** Social Media Generator rules (docs/product.md 7.8 and 9.5). */
const SOCIAL_MIN_DISCOUNT = 10;
const SOCIAL_LIST_MAX = 50;
export const SOCIAL_SELECTION_MAX = 6;
export const SOCIAL_IMAGE_WIDTH = 1080;
export const SOCIAL_IMAGE_HEIGHT = 1350;
const TOO_MANY_SELECTED = 'You can select up to 6 deals!';
export const NONE_SELECTED = 'Please select at least one deal!';
export const IMAGE_ERROR = 'Error generating image. Please try again.';

/** Approved deals with at least 10% off, filtered, largest discount first, at most 50. */
export function socialCandidates(deals: readonly Deal[], category: string, text: string): Deal[] {
  return deals
    .filter(
      (d) =>
        d.isApproved &&
        d.discountPercentage >= SOCIAL_MIN_DISCOUNT &&
        (category === '' || d.category === category) &&
        matchesSearch(d, text),
    )
    .sort((a, b) => b.discountPercentage - a.discountPercentage)
    .slice(0, SOCIAL_LIST_MAX);
}

/** Toggles one deal; refuses a seventh with the message to show. */
export function toggleSelection(selected: readonly string[], id: string): { selected: string[]; error: string | null } {
  if (selected.includes(id)) return { selected: selected.filter((s) => s !== id), error: null };
  if (selected.length >= SOCIAL_SELECTION_MAX) return { selected: [...selected], error: TOO_MANY_SELECTED };
  return { selected: [...selected, id], error: null };
}

/** Cards per row: 1 centred; 2 side by side; 3 in a row; 4 as 2x2; 5 as 3+2; 6 as 3x2. */
export function socialLayout(count: number): number[] {
  switch (count) {
    case 0:
      return [];
    case 1:
      return [1];
    case 2:
      return [2];
    case 3:
      return [3];
    case 4:
      return [2, 2];
    case 5:
      return [3, 2];
    default:
      return [3, 3];
  }
}

/** Splits the selection into the rows of its layout. */
export function socialRows<T>(items: readonly T[]): T[][] {
  const rows: T[][] = [];
  let start = 0;
  for (const size of socialLayout(Math.min(items.length, SOCIAL_SELECTION_MAX))) {
    rows.push(items.slice(start, start + size));
    start += size;
  }
  return rows;
}

export function socialFileName(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `social_deals_${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.png`;
}

/** The post's caption: each deal with its discount and the address of its page on our site, then the disclosure. */
export function socialCaption(deals: readonly Deal[], origin: string): string {
  const lines = deals.map(
    (d) => `${d.title} (${d.discountPercentage}% off): ${new URL(dealPath(d.asin, d.title), origin).href}`,
  );
  return [...lines, '', brand.disclosure].join('\n');
}

/**
 * The image's own price note: "Prices as of 6:02 PM ET and may change", at the oldest price
 * check among the deals shown (every price is at least that fresh). Empty without deals.
 */
export function socialPriceNote(deals: readonly Deal[], now: Date = new Date()): string {
  const times = deals.map((d) => new Date(d.priceFetchedAt).getTime()).filter((ms) => !Number.isNaN(ms));
  if (times.length === 0) return '';
  return `Prices as of ${priceTimeText(new Date(Math.min(...times)).toISOString(), now)} ET and may change`;
}

/** A glyph of the image's semibold system font is about this many font sizes wide, on average. */
const GLYPH_WIDTH_EM = 0.55;

/** The title lines a card shows: more as the card gets taller than it is wide (2 and 3 deals fill the frame). */
export function socialTitleLines(cardWidth: number, cardHeight: number): number {
  const tall = cardHeight / cardWidth;
  return tall > 2.5 ? 4 : tall > 1.3 ? 3 : 2;
}

/**
 * The title as the image prints it: whole when it fits `lines` lines of `widthPx` at `fontPx`,
 * else cut at a word and ended with '…' (the PNG renderer does not draw CSS line-clamp's ellipsis).
 */
export function socialTitle(title: string, widthPx: number, fontPx: number, lines: number): string {
  const text = title.replace(/\s+/g, ' ').trim();
  const max = Math.max(8, Math.floor(widthPx / (fontPx * GLYPH_WIDTH_EM)) * lines - 1);
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const atWord = cut.lastIndexOf(' ') > max * 0.6 ? cut.slice(0, cut.lastIndexOf(' ')) : cut;
  return `${atWord.replace(/[\s,.;:–—-]+$/, '')}…`;
}
