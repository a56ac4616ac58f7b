import type { AppDeps } from '../app-deps';
import { queuePushAlerts } from '../services/push-alerts';
import { sendDuePushes } from '../services/push-deliveries';

/**
 * One push round: queue the notifications newly due (matching), then send what is due (instant
 * ones, held ones whose quiet hours ended, retries). Every process may run it at once: rows are
 * queued once (unique key) and claimed by one process each (SKIP LOCKED).
 */
export async function runPushRound(deps: AppDeps): Promise<void> {
  const queued = await queuePushAlerts(deps);
  const sent = await sendDuePushes(deps);
  if (queued.queued > 0 || sent.sent > 0 || sent.failed > 0 || sent.removed > 0) {
    deps.logger.info({ ...queued, ...sent }, 'push round');
  }
}
