import { atom } from 'nanostores';
import type { ClickStats } from '../../../schemas/clicks';
import { messageOf } from '../shell/report';
import { noteAuthFailure } from '../shell/session.store';
import { fetchClickStats } from './api';
import { defaultFilters, type AnalyticsFilters } from './analytics-series';

export const $analyticsFilters = atom<AnalyticsFilters>(defaultFilters(new Date()));
export const $clickStats = atom<ClickStats | null>(null);
export const $analyticsLoading = atom(false);
export const $analyticsError = atom<string | null>(null);

const LOAD_FAILED = 'Failed to fetch click statistics';
let requestSeq = 0;

/** Loads the statistics for the current filters; an answer to an older request is dropped. */
export async function loadClickStats(): Promise<void> {
  const seq = ++requestSeq;
  $analyticsLoading.set(true);
  try {
    const stats = await fetchClickStats($analyticsFilters.get());
    if (seq !== requestSeq) return;
    $clickStats.set(stats);
    $analyticsError.set(stats ? null : LOAD_FAILED);
  } catch (err) {
    if (seq !== requestSeq) return;
    noteAuthFailure(err);
    $analyticsError.set(messageOf(err, LOAD_FAILED));
  } finally {
    if (seq === requestSeq) $analyticsLoading.set(false);
  }
}

export function setAnalyticsFilters(patch: Partial<AnalyticsFilters>): void {
  $analyticsFilters.set({ ...$analyticsFilters.get(), ...patch });
  void loadClickStats();
}
