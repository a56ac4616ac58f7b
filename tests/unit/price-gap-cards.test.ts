import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DealCard } from '../../src/components/DealCard';
import { AdminDealCard } from '../../src/features/admin/deals-manager/AdminDealCard';
import { makeDeal } from '../support/wire-deals';
import type { Deal } from '../../src/schemas/deal';
import { hasPriceGap, showsDiscountBadge } from '../../src/rules/price-gap';

/** What a card shows of the price gap: the struck-through price and the discount badge. */
function seen(html: string, deal: Deal) {
  return { struck: /<s[\s>]/.test(html), badge: html.includes(`>-${Math.round(deal.discountPercentage)}%<`) };
}

const onPublicCard = (deal: Deal) => seen(renderToStaticMarkup(createElement(DealCard, { deal })), deal);
const onAdminCard = (deal: Deal) =>
  seen(renderToStaticMarkup(createElement(AdminDealCard, { deal, categories: [] })), deal);

/** A seeded generator, so a failure names a price that fails again. */
function mulberry32(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Prices as the API sends them (dollars with cents), crowded around the 50-cent edge. */
function generatedPrices(n: number): { price: number; originalPrice: number; discountPercentage: number }[] {
  const random = mulberry32(20_261_123);
  return Array.from({ length: n }, (_, i) => {
    const priceCents = 1 + Math.floor(random() * 20_000);
    const gapCents = i % 3 === 0 ? 50 : i % 3 === 1 ? 49 + Math.floor(random() * 3) : Math.floor(random() * 400) - 100;
    const price = priceCents / 100;
    // Sums of dollars carry float noise, as a computed original price would.
    const originalPrice = price + gapCents / 100;
    const discountPercentage = Math.max(0, Math.round((gapCents / (priceCents + gapCents)) * 100));
    return { price, originalPrice, discountPercentage };
  });
}

describe('price gap rule (docs/product.md 5.1)', () => {
  it('strikes through only above a 50-cent gap, exact edges included', () => {
    expect(hasPriceGap({ price: 10, originalPrice: 10.5 })).toBe(false);
    expect(hasPriceGap({ price: 10, originalPrice: 10.51 })).toBe(true);
    expect(hasPriceGap({ price: 9.8, originalPrice: 10.3 })).toBe(false);
    expect(hasPriceGap({ price: 19.99, originalPrice: 20.49 })).toBe(false);
    expect(hasPriceGap({ price: 0.1 + 0.2, originalPrice: 0.8 })).toBe(false);
    expect(hasPriceGap({ price: 10, originalPrice: 9 })).toBe(false);
  });

  it('shows the discount badge only with a discount above 0 and the same gap', () => {
    expect(showsDiscountBadge({ price: 10, originalPrice: 20, discountPercentage: 50 })).toBe(true);
    expect(showsDiscountBadge({ price: 10, originalPrice: 20, discountPercentage: 0 })).toBe(false);
    expect(showsDiscountBadge({ price: 10, originalPrice: 10.4, discountPercentage: 4 })).toBe(false);
  });

  it('makes the public card and the admin card show the same thing for 3,000 generated prices', () => {
    const prices = generatedPrices(3_000);
    const edges = prices.filter((p) => Math.round(p.originalPrice * 100) - Math.round(p.price * 100) === 50);
    expect(edges.length).toBeGreaterThan(900);
    for (const p of prices) {
      const deal = makeDeal(p);
      const expected = { struck: hasPriceGap(p), badge: showsDiscountBadge(p) };
      expect({ price: p, ...onPublicCard(deal) }).toEqual({ price: p, ...expected });
      expect({ price: p, ...onAdminCard(deal) }).toEqual({ price: p, ...expected });
    }
  });
});
