import { perUnitText, unitPriceText } from '../lib/format';

/** What a deal or essential knows of its unit price: our count from the title and the retailer's own. */
export interface UnitPriceFacts {
  price: number;
  unitCount: number | null;
  unitLabel: string | null;
  /** The retailer's price per unit (dollars) and its unit ('count', 'ounce'); null when it sent none. */
  unitPrice: number | null;
  unitPriceUnit: string | null;
}

export interface ShownUnitPrice {
  /** "$0.21 per roll". */
  text: string;
  /** Said only when the two sources disagree: which one is shown, and what the other says. */
  note: string | null;
}

/** The amount of a unit price as shown, to compare two sources at the precision a visitor sees. */
const shownAmount = (text: string) => text.slice(0, text.indexOf(' per '));

/**
 * The unit price to show: the retailer's when it sends one, else ours (the price over the unit
 * count the title names). When both exist and their amounts differ, the note names the source.
 */
export function shownUnitPrice(facts: UnitPriceFacts): ShownUnitPrice | null {
  const ours = unitPriceText(facts.price, facts.unitCount, facts.unitLabel);
  const amazon = facts.unitPrice === null ? null : perUnitText(facts.unitPrice, facts.unitPriceUnit);
  if (!amazon) return ours ? { text: ours, note: null } : null;
  const differ = ours !== null && shownAmount(ours) !== shownAmount(amazon);
  return { text: amazon, note: differ ? `Amazon's unit price; by the count in the title, ${ours}` : null };
}
