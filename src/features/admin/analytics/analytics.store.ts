import { atom } from 'nanostores';
import type { AssociatesEarnings } from '../../../schemas/associates';
import type { ClickStats } from '../../../schemas/clicks';
import { messageOf } from '../shell/report';
import { noteAuthFailure } from '../shell/session.store';
import { fetchAssociatesEarnings, fetchClickStats } from './api';
import { defaultFilters, type AnalyticsFilters } from './analytics-series';

export const $analyticsFilters = atom<AnalyticsFilters>(defaultFilters(new Date()));
export const $clickStats = atom<ClickStats | null>(null);
export const $analyticsLoading = atom(false);
export const $analyticsError = atom<string | null>(null);
/** The Associates reports' days; their own error, so the click charts still show when they fail. */
export const $associatesEarnings = atom<AssociatesEarnings | null>(null);
export const $earningsError = atom<string | null>(null);

const LOAD_FAILED = 'Failed to fetch click statistics';
const EARNINGS_FAILED = 'Failed to fetch Associates earnings';
let requestSeq = 0;

/** Loads the click statistics and the Associates days for the current filters; answers to older requests are dropped. */
export async function loadClickStats(): Promise<void> {
  const seq = ++requestSeq;
  const filters = $analyticsFilters.get();
  $analyticsLoading.set(true);
  const earnings = fetchAssociatesEarnings(filters).then(
    (data) => {
      if (seq !== requestSeq) return;
      $associatesEarnings.set(data);
      $earningsError.set(data ? null : EARNINGS_FAILED);
    },
    (err: unknown) => {
      if (seq !== requestSeq) return;
      noteAuthFailure(err);
      $earningsError.set(messageOf(err, EARNINGS_FAILED));
    },
  );
  try {
    const stats = await fetchClickStats(filters);
    if (seq !== requestSeq) return;
    $clickStats.set(stats);
    $analyticsError.set(stats ? null : LOAD_FAILED);
  } catch (err) {
    if (seq !== requestSeq) return;
    noteAuthFailure(err);
    $analyticsError.set(messageOf(err, LOAD_FAILED));
  } finally {
    await earnings;
    if (seq === requestSeq) $analyticsLoading.set(false);
  }
}

export function setAnalyticsFilters(patch: Partial<AnalyticsFilters>): void {
  $analyticsFilters.set({ ...$analyticsFilters.get(), ...patch });
  void loadClickStats();
}
