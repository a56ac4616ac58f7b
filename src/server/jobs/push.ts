import type { AppDeps } from '../app-deps';
import { queuePushAlerts } from '../services/push-alerts';
import { sendDuePushes } from '../services/push-deliveries';

type Sent = Awaited<ReturnType<typeof sendDuePushes>>;

/**
 * One push round: queue the notifications newly due (matching), then send what is due (instant
 * ones, held ones whose quiet hours ended, retries). Sending starts with the first batch queued,
 * not after the last: a fan-out to many devices matches while it encrypts and posts. Every
 * process may run it at once: rows are queued once (unique key) and claimed by one process each
 * (SKIP LOCKED).
 */
export async function runPushRound(deps: AppDeps): Promise<void> {
  const sent: Partial<Sent> = {};
  const add = (counts: Sent) => {
    for (const [name, n] of Object.entries(counts) as [keyof Sent, number][]) sent[name] = (sent[name] ?? 0) + n;
  };
  let sending = Promise.resolve();
  let busy = false;
  const queued = await queuePushAlerts(deps, () => {
    if (busy) return;
    busy = true;
    sending = sendDuePushes(deps)
      // Its rows stay due or claimed: the send below (or a later round) takes them.
      .then(add, (err: unknown) => deps.logger.warn({ err }, 'push sending failed'))
      .finally(() => (busy = false));
  });
  await sending;
  // What was queued after the early sender found nothing left, and what else is due.
  add(await sendDuePushes(deps));
  if (queued.queued > 0 || sent.sent || sent.failed || sent.removed) {
    deps.logger.info({ ...queued, ...sent }, 'push round');
  }
}
