import { describe, expect, it } from 'vitest';
import { flashCounter, shouldRotate } from './flash-rules';

describe('flash widget rules', () => {
  it('rotates only with more than 2 trending deals', () => {
    expect(shouldRotate(2)).toBe(false);
    expect(shouldRotate(3)).toBe(true);
  });

  it('counts from 1 and wraps', () => {
    expect(flashCounter(0, 5)).toBe('1/5');
    expect(flashCounter(5, 5)).toBe('1/5');
    expect(flashCounter(0, 0)).toBe('0/0');
  });
});
