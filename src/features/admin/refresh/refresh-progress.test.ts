import { describe, expect, it } from 'vitest';
import type { JobRunView } from '../../../schemas/retailer';
import { coverageText, progressText, resultText } from './refresh-progress';

const run = (over: Partial<JobRunView>): JobRunView => ({
  id: 1,
  name: 'deal-refresh',
  status: 'running',
  startedAt: '2026-11-23T10:00:00.000Z',
  endedAt: null,
  counts: {},
  error: null,
  ...over,
});

describe('refresh overlay texts', () => {
  it('shows how many deals were checked so far, once the job says', () => {
    expect(progressText(undefined)).toBe('Refreshing the database...');
    expect(progressText(run({ counts: {} }))).toBe('Refreshing the database...');
    expect(progressText(run({ counts: { deals: 357, checked: 120 } }))).toBe(
      'Refreshing the database... 120 of 357 deals checked',
    );
    expect(progressText(run({ counts: { deals: 5, checked: 10 } }))).toBe(
      'Refreshing the database... 5 of 5 deals checked',
    );
  });

  it('sums up the ended job, with its partial error, or says why it failed', () => {
    expect(resultText(run({ status: 'succeeded', counts: { refreshed: 1, removed: 0 } }))).toBe(
      'Database refreshed: 1 deal updated, 0 removed.',
    );
    expect(
      resultText(
        run({ status: 'succeeded', counts: { refreshed: 20, removed: 2 }, error: '10 deals could not be refreshed' }),
      ),
    ).toBe('Database refreshed: 20 deals updated, 2 removed. 10 deals could not be refreshed');
    expect(resultText(run({ status: 'failed', error: 'Retailer account not eligible' }))).toBe(
      'Retailer account not eligible',
    );
    expect(resultText(run({ status: 'failed' }))).toBe('An error occurred while refreshing the database.');
  });

  it('counts the watched products a refresh checked, and says how many a day covers', () => {
    expect(resultText(run({ status: 'succeeded', counts: { refreshed: 2, removed: 0, watchedProducts: 30 } }))).toBe(
      'Database refreshed: 2 deals updated, 0 removed. 30 watched products checked.',
    );
    expect(coverageText({ watched: 0, perDay: 8000 })).toBe('No watched product outside the deals.');
    expect(coverageText({ watched: 120, perDay: 8000 })).toBe(
      "Watched products outside the deals: 120. One day's refreshes check all of them.",
    );
    expect(coverageText({ watched: 12_000, perDay: 8000 })).toBe(
      "Watched products outside the deals: 12,000. One day's refreshes check up to 8,000 of them, stalest first.",
    );
  });
});
