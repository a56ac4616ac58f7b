import { describe, expect, it } from 'vitest';
import { importCountsLine } from './import-summary';

describe('importCountsLine', () => {
  it('always names new, already listed and refused', () => {
    expect(importCountsLine({ created: 0, updated: 3, refused: 0 })).toBe('0 new, 3 already listed, 0 refused');
  });

  it('adds not found and failed only when there are some', () => {
    expect(importCountsLine({ created: 2, updated: 1, refused: 1, notFound: 0, failed: 0 })).toBe(
      '2 new, 1 already listed, 1 refused',
    );
    expect(importCountsLine({ created: 2, updated: 0, refused: 0, notFound: 3, failed: 10 })).toBe(
      '2 new, 0 already listed, 0 refused, 3 not found, 10 failed',
    );
  });
});
