import { atom } from 'nanostores';
import type { AssociatesEarnings } from '../../../schemas/associates';
import type { ClickStats } from '../../../schemas/clicks';
import type { PushDailyStats } from '../../../schemas/push-stats';
import { messageOf } from '../shell/report';
import { noteAuthFailure } from '../shell/session.store';
import { fetchAssociatesEarnings, fetchClickStats, fetchPushStats } from './api';
import { defaultFilters, type AnalyticsFilters } from './analytics-series';

export const $analyticsFilters = atom<AnalyticsFilters>(defaultFilters(new Date()));
export const $clickStats = atom<ClickStats | null>(null);
export const $analyticsLoading = atom(false);
export const $analyticsError = atom<string | null>(null);
/** The Associates reports' days; their own error, so the click charts still show when they fail. */
export const $associatesEarnings = atom<AssociatesEarnings | null>(null);
export const $earningsError = atom<string | null>(null);
/** Push notifications per day; its own error too. */
export const $pushStats = atom<PushDailyStats | null>(null);
export const $pushStatsError = atom<string | null>(null);

const LOAD_FAILED = 'Failed to fetch click statistics';
const EARNINGS_FAILED = 'Failed to fetch Associates earnings';
const PUSH_FAILED = 'Failed to fetch push notification figures';
let requestSeq = 0;

/**
 * Loads the click statistics, the Associates days and the push figures for the current filters;
 * answers to older requests are dropped.
 */
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
  const push = fetchPushStats(filters).then(
    (data) => {
      if (seq !== requestSeq) return;
      $pushStats.set(data);
      $pushStatsError.set(data ? null : PUSH_FAILED);
    },
    (err: unknown) => {
      if (seq !== requestSeq) return;
      noteAuthFailure(err);
      $pushStatsError.set(messageOf(err, PUSH_FAILED));
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
    await Promise.all([earnings, push]);
    if (seq === requestSeq) $analyticsLoading.set(false);
  }
}

export function setAnalyticsFilters(patch: Partial<AnalyticsFilters>): void {
  $analyticsFilters.set({ ...$analyticsFilters.get(), ...patch });
  void loadClickStats();
}
