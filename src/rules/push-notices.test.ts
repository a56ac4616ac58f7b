import { describe, expect, it } from 'vitest';
import { dealNotice, moreNotice } from './push-notices';

const now = new Date('2025-06-02T15:00:00Z');
const deal = {
  title: 'Sippy Cups, 4 pack - now $9.99!',
  categoryLabel: 'Toddler Essentials',
  dealEndsAt: null,
  priceBadges: [],
};

describe('push notices', () => {
  it('tell a new deal by its category and name, without a price', () => {
    const notice = dealNotice(deal, now);
    expect(notice).toEqual({
      kind: 'new',
      title: 'New deal in Toddler Essentials',
      body: 'Sippy Cups, 4 pack - now !',
    });
    expect(JSON.stringify(notice)).not.toContain('$');
  });

  it('tell a deal ending today by its end, in Eastern time', () => {
    const ending = { ...deal, dealEndsAt: '2025-06-02T22:00:00Z' };
    expect(dealNotice(ending, now).title).toBe('Lightning deal, ends 6 PM ET');
    expect(dealNotice({ ...deal, dealEndsAt: '2025-06-05T22:00:00Z' }, now).kind).toBe('new');
  });

  it('tell our lowest price only when the badge says so', () => {
    expect(dealNotice({ ...deal, priceBadges: ["Lowest price we've seen"] }, now)).toMatchObject({
      kind: 'lowest',
      title: "Lowest price we've seen",
    });
  });

  it('fold the rest into one summary', () => {
    expect(moreNotice(4).title).toBe('4 more deals for you');
    expect(moreNotice(1).title).toBe('1 more deal for you');
  });
});
