import { describe, expect, it } from 'vitest';
import { discountDropWarning } from './discount-drop';

describe('discountDropWarning', () => {
  it('warns when a discount approved at 10% or more fell below 10%', () => {
    expect(discountDropWarning(25, 4)).toBe('Discount fell to 4% since approval (was 25%)');
    expect(discountDropWarning(10, 9)).toBe('Discount fell to 9% since approval (was 10%)');
    expect(discountDropWarning(30, 0)).toBe('Discount fell to 0% since approval (was 30%)');
  });

  it('is quiet at 10% or more now', () => {
    expect(discountDropWarning(40, 10)).toBeNull();
    expect(discountDropWarning(40, 35)).toBeNull();
  });

  it('is quiet when the deal was approved below 10% or its approval discount is unknown', () => {
    expect(discountDropWarning(9, 5)).toBeNull();
    expect(discountDropWarning(null, 5)).toBeNull();
  });
});
