const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** A saved deal ending within this long is highlighted on the saved list. */
const ENDS_SOON_HOURS = 6;

/** 'Ends in 3 h' ('Ends in 25 min' under an hour) when the deal ends within 6 hours, else null. */
export function endsSoonText(dealEndsAt: string | null, now: Date): string | null {
  const end = dealEndsAt ? Date.parse(dealEndsAt) : Number.NaN;
  const left = end - now.getTime();
  if (!Number.isFinite(left) || left <= 0 || left > ENDS_SOON_HOURS * HOUR) return null;
  if (left >= HOUR) return `Ends in ${Math.floor(left / HOUR)} h`;
  return `Ends in ${Math.max(1, Math.floor(left / MINUTE))} min`;
}
