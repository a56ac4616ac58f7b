/** The super deal countdown (docs/product.md 4.7). */

/** '4h 32m': where the countdown starts when the deal has no end time. */
const COUNTDOWN_START_MINUTES = 4 * 60 + 32;
export const COUNTDOWN_TICK_MS = 60_000;
/** A super deal without dealEndsAt ends 4 hours from now. */
const SUPER_DEAL_DEFAULT_HOURS = 4;

/** "4h 32m", "0h 5m"; 'Just now!' once negative. */
export function countdownText(minutesLeft: number): string {
  if (minutesLeft < 0) return 'Just now!';
  const whole = Math.floor(minutesLeft);
  return `${Math.floor(whole / 60)}h ${whole % 60}m`;
}

/** The deal's end: dealEndsAt, or now + 4 hours when missing or unreadable. */
export function superDealEnd(dealEndsAt: string | null, now: Date): Date {
  const end = dealEndsAt ? Date.parse(dealEndsAt) : Number.NaN;
  return Number.isFinite(end) ? new Date(end) : new Date(now.getTime() + SUPER_DEAL_DEFAULT_HOURS * 3_600_000);
}

/**
 * Minutes shown when the popup opens: time to the real end when the deal has one,
 * else the fixed '4h 32m' start. The countdown then loses one minute per tick.
 */
export function initialCountdownMinutes(dealEndsAt: string | null, now: Date): number {
  if (!dealEndsAt || !Number.isFinite(Date.parse(dealEndsAt))) return COUNTDOWN_START_MINUTES;
  return Math.floor((superDealEnd(dealEndsAt, now).getTime() - now.getTime()) / 60_000);
}
