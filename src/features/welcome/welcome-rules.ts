/** Picks of the /welcome page (docs/product.md 4.14). */

export const FEATURED_PICKS = 2;

/** The trending grid shows items 4 to 7 (0-based: the fifth to eighth)... */
const TRENDING_GRID_FROM = 4;
const TRENDING_GRID_TO = 8;

/** `count` distinct items in random order (Fisher–Yates on a copy). */
export function pickRandom<T>(items: T[], count: number, random: () => number = Math.random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy.slice(0, count);
}

/** ...and only when more than 4 trending deals exist. */
export function trendingGridItems<T>(trending: T[]): T[] {
  return trending.length > TRENDING_GRID_FROM ? trending.slice(TRENDING_GRID_FROM, TRENDING_GRID_TO) : [];
}
