import { useEffect, useState } from 'react';

/**
 * How many of `limit` items to render now: `step` at first, then `step` more per task until
 * `limit`, so mounting a long list never blocks the page for long (short tasks keep taps fast).
 */
export function useProgressiveCount(limit: number, step: number): number {
  const [count, setCount] = useState(step);
  useEffect(() => {
    if (count >= limit) return;
    const timer = setTimeout(() => setCount((n) => n + step), 0);
    return () => clearTimeout(timer);
  }, [count, limit, step]);
  return Math.min(count, limit);
}
