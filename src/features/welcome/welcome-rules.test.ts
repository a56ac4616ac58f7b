import { describe, expect, it } from 'vitest';
import { pickRandom, trendingGridItems } from './welcome-rules';

describe('welcome picks', () => {
  it('picks distinct random items', () => {
    const picks = pickRandom([1, 2, 3, 4, 5], 2);
    expect(picks).toHaveLength(2);
    expect(new Set(picks).size).toBe(2);
    expect(pickRandom([1, 2, 3], 2, () => 0)).toEqual([2, 3]);
    expect(pickRandom([1], 2)).toEqual([1]);
  });

  it('shows trending items 4 to 7 only when more than 4 exist', () => {
    const ten = Array.from({ length: 10 }, (_, i) => i);
    expect(trendingGridItems(ten)).toEqual([4, 5, 6, 7]);
    expect(trendingGridItems(ten.slice(0, 6))).toEqual([4, 5]);
    expect(trendingGridItems(ten.slice(0, 4))).toEqual([]);
  });
});
