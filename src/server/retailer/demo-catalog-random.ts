/** A seeded pseudo-random source: the same seed gives the same sequence on every machine. */
export type Random = () => number;

/** mulberry32: a small, fast 32-bit PRNG returning floats in [0, 1). */
export function mulberry32(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a: a stable 32-bit hash of a string (seeds per-ASIN and per-day randomness). */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A whole number in [min, max]. */
export const intBetween = (rng: Random, min: number, max: number) => min + Math.floor(rng() * (max - min + 1));

/** One decimal in [min, max]. */
export const decimalBetween = (rng: Random, min: number, max: number) =>
  Math.round((min + rng() * (max - min)) * 10) / 10;

/** Fisher-Yates shuffle into a new array. */
export function shuffled<T>(rng: Random, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}
