import { describe, expect, it } from 'vitest';
import { asinImportProblem, parseAsins } from './asins';

describe('ASIN parsing', () => {
  it('splits on commas, spaces and newlines and uppercases', () => {
    expect(parseAsins('b0abc12345, b0abc12346\nB0ABC12347\tB0ABC12348').valid).toEqual([
      'B0ABC12345',
      'B0ABC12346',
      'B0ABC12347',
      'B0ABC12348',
    ]);
  });

  it('accepts exactly 10 letters or digits and counts the rest as invalid', () => {
    const parsed = parseAsins('B0ABC12345 B0ABC1234 B0ABC123456 B0ABC-1234 B0ÄBC12345 1234567890');
    expect(parsed.valid).toEqual(['B0ABC12345', '1234567890']);
    expect(parsed.invalid).toEqual(['B0ABC1234', 'B0ABC123456', 'B0ABC-1234', 'B0ÄBC12345']);
  });

  it('drops repeats', () => {
    expect(parseAsins('B0ABC12345,b0abc12345').valid).toEqual(['B0ABC12345']);
  });

  it('explains why nothing can be sent', () => {
    expect(asinImportProblem(parseAsins('nope, , x'))).toBe('No valid ASINs found. Please check your input.');
    const many = Array.from({ length: 101 }, (_, i) => `B0${String(i).padStart(8, '0')}`).join(',');
    expect(asinImportProblem(parseAsins(many))).toBe('Maximum 100 ASINs can be processed at once.');
    const hundred = Array.from({ length: 100 }, (_, i) => `B0${String(i).padStart(8, '0')}`).join(',');
    expect(asinImportProblem(parseAsins(hundred))).toBeNull();
  });
});
