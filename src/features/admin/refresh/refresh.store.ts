import { atom } from 'nanostores';
import { loadDeals } from '../deals-manager/deals.store';
import { messageOf } from '../shell/report';
import { noteAuthFailure } from '../shell/session.store';
import { followJob } from '../shell/follow-job';
import { fetchWatchCoverage, triggerRefresh } from './api';
import { coverageText, progressText, resultText } from './refresh-progress';

/**
 * Refresh Data: confirm by typing REFRESH; the overlay follows the job (GET /api/admin/jobs)
 * until it ends, shows its result, then closes after 2 s and reloads the list.
 */
export const CONFIRM_CODE = 'REFRESH';
const WRONG_CODE = "Invalid confirmation code. Please enter 'REFRESH' to confirm.";
const OVERLAY_CLOSE_MS = 2000;
const REFRESH_FAILED = 'An error occurred while refreshing the database.';
const OPERATION_FAILED = 'An error occurred during the operation. Please try again.';

export const $refreshDialogOpen = atom(false);
export const $refreshCode = atom('');
export const $refreshCodeError = atom<string | null>(null);
export type RefreshOverlay =
  { phase: 'processing'; progress?: string } | { phase: 'success' | 'error'; message: string };
export const $refreshOverlay = atom<RefreshOverlay | null>(null);

/** What the dialog says of watched products the refresh keeps fresh; null until known. */
export const $watchCoverage = atom<string | null>(null);

export function openRefreshDialog(): void {
  $refreshCode.set('');
  $refreshCodeError.set(null);
  $refreshDialogOpen.set(true);
  $watchCoverage.set(null);
  fetchWatchCoverage()
    .then(({ data }) => $watchCoverage.set(coverageText(data)))
    .catch(noteAuthFailure);
}

export const closeRefreshDialog = () => $refreshDialogOpen.set(false);

/** The code is forced to uppercase as it is typed. */
export function setRefreshCode(value: string): void {
  $refreshCode.set(value.toUpperCase());
  $refreshCodeError.set(null);
}

function closeLater(reload: boolean) {
  setTimeout(() => {
    if (reload) void loadDeals();
    $refreshOverlay.set(null);
  }, OVERLAY_CLOSE_MS);
}

export async function confirmRefresh(): Promise<void> {
  if ($refreshCode.get().trim() !== CONFIRM_CODE) {
    $refreshCodeError.set(WRONG_CODE);
    return;
  }
  $refreshDialogOpen.set(false);
  $refreshOverlay.set({ phase: 'processing' });
  try {
    const { data, message } = await triggerRefresh();
    if (!data) {
      $refreshOverlay.set({ phase: 'error', message: message ?? REFRESH_FAILED });
      closeLater(false);
      return;
    }
    if (data.jobRunId === undefined) {
      $refreshOverlay.set({ phase: 'success', message: message ?? 'Database refresh started' });
      closeLater(true);
      return;
    }
    const run = await followJob('deal-refresh', data.jobRunId, (running) =>
      $refreshOverlay.set({ phase: 'processing', progress: progressText(running) }),
    );
    $refreshOverlay.set(
      run && run.status !== 'failed'
        ? { phase: 'success', message: resultText(run) }
        : { phase: 'error', message: run ? resultText(run) : REFRESH_FAILED },
    );
    closeLater(true);
  } catch (err) {
    noteAuthFailure(err);
    $refreshOverlay.set({ phase: 'error', message: messageOf(err, OPERATION_FAILED) });
    closeLater(false);
  }
}
