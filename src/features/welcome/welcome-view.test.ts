import { describe, expect, it } from 'vitest';
import { makeDeal } from '../../../tests/support/wire-deals';
import { EMPTY_STATISTICS } from '../../lib/deals-api';
import { PLACEHOLDER_IMAGE } from '../../lib/placeholder-image';
import { welcomeCard, welcomeFigures } from './welcome-view';

const place = { section: 'welcome-trending', position: 2, total: 4 };
const now = new Date('2026-11-27T15:00:00Z');

describe('welcome cards', () => {
  it("shows a deal's prices, badges and link, and what a click reports", () => {
    const deal = makeDeal({ asin: 'B0MUG00001', title: 'Big Mug', price: 10, originalPrice: 20, rating: 4.56 });
    const card = welcomeCard(deal, 'TOP RATED', place, now);
    expect(card).toMatchObject({
      title: 'Big Mug',
      price: '$10.00',
      original: '$20.00',
      discount: `-${Math.round(deal.discountPercentage)}%`,
      rating: '★ 4.6',
      badge: 'TOP RATED',
      link: deal.amazonUrl,
    });
    expect(JSON.parse(card.track)).toMatchObject({
      deal: { asin: 'B0MUG00001', price: 10, originalPrice: 20 },
      context: { clickSource: 'welcome', section: 'welcome-trending', position: 2, totalDeals: 4 },
    });
  });

  it('drops a link that is not https and shows the placeholder for an image off the retailer', () => {
    for (const amazonUrl of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'http://evil.example/dp',
    ])
      expect(welcomeCard(makeDeal({ amazonUrl }), null, place, now).link).toBeNull();
    for (const imageUrl of ['https://evil.example/pixel.gif', 'data:image/svg+xml,<svg/onload=alert(1)>', ''])
      expect(welcomeCard(makeDeal({ imageUrl }), null, place, now).image).toBe(PLACEHOLDER_IMAGE);
  });
});

describe('welcome figures', () => {
  it('formats the statistics and the trending count', () => {
    const stats = {
      ...EMPTY_STATISTICS,
      overall: {
        ...EMPTY_STATISTICS.overall,
        averageDiscount: 34.6,
        totalDeals: 1234,
        averageRating: 4.25,
        hasPrime: 7,
      },
      categories: { kitchen: 12 },
    };
    expect(welcomeFigures(stats, 9)).toMatchObject({
      averageSavings: '35%',
      dealsToday: '1,234',
      averageRating: '4.3',
      prime: '7',
      kitchen: '12',
      trending: '9',
    });
    expect(welcomeFigures(EMPTY_STATISTICS, 0)).toMatchObject({ averageRating: '—', kitchen: '0', trending: '0' });
  });

  it('shows a dash for every figure without data', () => {
    expect(new Set(Object.values(welcomeFigures(null, null)))).toEqual(new Set(['—']));
  });
});
