import { describe, expect, it } from 'vitest';
import { normaliseAsinText } from './asins';

describe('ASIN field', () => {
  it('normalises the field to the valid ones', () => {
    expect(normaliseAsinText(' b0abc12345, nope ,B0ABC12346 ')).toBe('B0ABC12345\nB0ABC12346');
  });
});
