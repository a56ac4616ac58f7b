import { describe, expect, it } from 'vitest';
import type { Deal } from '../schemas/deal';
import { DEFAULT_CATEGORIES } from '../schemas/category-lists';
import { dealsView, INITIAL_VIEW } from './deals.store';

const now = new Date('2026-11-21T12:00:00Z');
const deal = (title: string, extra: Partial<Deal> = {}) =>
  ({ title, description: '', categoryLabel: 'Fashion', dealEndsAt: null, ...extra }) as Deal;
const listing = (deals: Deal[]) => ({ deals, loading: false, failed: false });

describe('dealsView', () => {
  it('titles the grid with the category label', () => {
    const view = dealsView(DEFAULT_CATEGORIES, 'toys', '', listing([]), listing([deal('Blocks')]), now);
    expect(view.title).toBe('Toys & Learning');
    expect(view.deals.map((d) => d.title)).toEqual(['Blocks']);
  });

  it("titles the trending shortcut's listing 'Trending'", () => {
    expect(dealsView(DEFAULT_CATEGORIES, 'trending', '', listing([]), listing([]), now).title).toBe('Trending');
  });

  it('counts the whole listing while only its first screen is here', () => {
    const firstScreen = { ...listing([deal('Blocks')]), total: 40 };
    expect(dealsView(DEFAULT_CATEGORIES, 'toys', '', listing([]), firstScreen, now).count).toBe(40);
    expect(dealsView(DEFAULT_CATEGORIES, 'toys', '', listing([]), listing([deal('Blocks')]), now).count).toBe(1);
  });

  it("falls back to 'All Deals' for an unknown category", () => {
    expect(dealsView(DEFAULT_CATEGORIES, 'gone', '', listing([]), listing([]), now).title).toBe('All Deals');
  });

  it("searches every deal and titles the grid 'Search: <query>'", () => {
    const all = listing([
      deal('Red Dress'),
      deal('Blue Mug', { categoryLabel: 'Home & Kitchen' }),
      deal('Lamp', { description: 'a red glow' }),
    ]);
    const view = dealsView(DEFAULT_CATEGORIES, 'toys', '  RED ', all, listing([]), now);
    expect(view.title).toBe('Search: RED');
    expect(view.deals.map((d) => d.title)).toEqual(['Red Dress', 'Lamp']);
  });

  it('leaves out deals whose end has passed', () => {
    const view = dealsView(
      DEFAULT_CATEGORIES,
      'home',
      '',
      listing([]),
      listing([deal('Old', { dealEndsAt: '2026-11-21T11:00:00Z' }), deal('New')]),
      now,
    );
    expect(view.deals.map((d) => d.title)).toEqual(['New']);
  });

  it('starts as the loading home listing the static build renders', () => {
    expect(INITIAL_VIEW).toMatchObject({ title: 'Home', loading: true, deals: [] });
  });
});
