import { describe, expect, it } from 'vitest';
import { normaliseAsinText, skippedLine } from './asins';

describe('ASIN field', () => {
  it('normalises the field to the valid ones', () => {
    expect(normaliseAsinText(' b0abc12345, nope ,B0ABC12346 ')).toBe('B0ABC12345\nB0ABC12346');
  });
});

describe('skippedLine', () => {
  it('lists the dropped entries, or nothing when none were dropped', () => {
    expect(skippedLine(['B0XX', '123'])).toBe('skipped: B0XX, 123');
    expect(skippedLine([])).toBeNull();
  });
});
