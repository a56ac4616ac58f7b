import { describe, expect, it } from 'vitest';
import { productionWarnings } from './production-warnings';

describe('production start-up warnings', () => {
  it('warns in production while the postal address is empty', () => {
    expect(productionWarnings({ NODE_ENV: 'production' }, ' ')).toEqual([
      expect.stringContaining('No postal address') as string,
    ]);
  });

  it('is quiet with an address, and outside production', () => {
    expect(productionWarnings({ NODE_ENV: 'production' }, '1 Main St, Austin, TX 78701')).toEqual([]);
    expect(productionWarnings({ NODE_ENV: 'development' }, '')).toEqual([]);
  });
});
