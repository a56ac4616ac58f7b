import { describe, expect, it } from 'vitest';
import { demoMeasure, demoUnits } from './units';

describe('demoUnits', () => {
  it('reads units the variant names', () => {
    expect(demoUnits('24 Family Mega Rolls', 'toilet_paper')).toEqual({ unitCount: 24, unitLabel: 'roll' });
    expect(demoUnits('200 Loads', 'laundry_detergent')).toEqual({ unitCount: 200, unitLabel: 'load' });
    expect(demoUnits('24 Pouches', null)).toEqual({ unitCount: 24, unitLabel: 'pouch' });
    expect(demoUnits('40 Bags, 6 Pack', null)).toEqual({ unitCount: 240, unitLabel: 'bag' });
  });

  it("reads an essential's count and packs", () => {
    expect(demoUnits('12 Packs, 672 Count', 'baby_wipes')).toEqual({ unitCount: 672, unitLabel: 'wipe' });
    expect(demoUnits('75 Count, 3 Pack', 'disinfectant_wipes')).toEqual({ unitCount: 225, unitLabel: 'wipe' });
    expect(demoUnits('13 Gallon, 110 Count', 'trash_bags')).toEqual({ unitCount: 110, unitLabel: 'bag' });
    expect(demoUnits('25 fl oz, 6 Pack', 'dish_soap')).toEqual({ unitCount: 6, unitLabel: 'bottle' });
    expect(demoUnits('28 Count', 'batteries')).toEqual({ unitCount: 28, unitLabel: 'battery' });
  });

  it('gives nothing when the variant does not say', () => {
    expect(demoUnits('92 fl oz', 'laundry_detergent')).toEqual({ unitCount: null, unitLabel: null });
    expect(demoUnits('56 fl oz', 'dish_soap')).toEqual({ unitCount: null, unitLabel: null });
    expect(demoUnits('2 Pack, 3T', null)).toEqual({ unitCount: null, unitLabel: null });
    expect(demoUnits('100 Count', null)).toEqual({ unitCount: null, unitLabel: null });
  });

  it("gives Amazon's stand-in unit price by the fluid ounce for liquids, else by the unit count", () => {
    expect(demoMeasure('92 fl oz', { unitCount: null, unitLabel: null })).toEqual({ count: 92, unit: 'fl oz' });
    expect(demoMeasure('25 fl oz, 6 Pack', { unitCount: 6, unitLabel: 'bottle' })).toEqual({
      count: 150,
      unit: 'fl oz',
    });
    expect(demoMeasure('28 Count', { unitCount: 28, unitLabel: 'battery' })).toEqual({ count: 28, unit: 'count' });
    expect(demoMeasure('2 Pack, 3T', { unitCount: null, unitLabel: null })).toBeNull();
  });
});
