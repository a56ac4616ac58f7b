import { useSecondsClock } from '../lib/island-stores';
import { claimedText, endsInText, limitedTimeBadge } from '../rules/offer-details';
import type { Deal } from '../schemas/deal';

interface Props {
  deal: Pick<Deal, 'offerType' | 'dealBadge' | 'dealEndsAt' | 'dealPercentClaimed'>;
  size?: 'md' | 'lg';
}

/**
 * A lightning or limited-time deal: its badge, a countdown to its end (ticking each second once on
 * the phone, so the server's and the phone's first render agree) and how much of it is claimed.
 * Nothing for a plain offer.
 */
export function LimitedTimeDeal({ deal, size = 'md' }: Props) {
  const badge = limitedTimeBadge(deal);
  if (!badge) return null;
  const claimed = claimedText(deal.dealPercentClaimed);
  const text = size === 'lg' ? 'text-sm' : 'text-xs';
  return (
    <div className={`flex flex-col gap-1 ${text}`} data-testid="limited-time-deal">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="rounded-full bg-brand-700 px-2 py-0.5 font-bold text-white" data-testid="deal-badge">
          {badge}
        </span>
        {deal.dealEndsAt && <Countdown endsAt={deal.dealEndsAt} />}
      </p>
      {claimed && deal.dealPercentClaimed !== null && (
        <div className="flex items-center gap-2" data-testid="deal-claimed">
          <progress
            className="h-1.5 flex-1 appearance-none overflow-hidden rounded-full bg-brand-100 [&::-moz-progress-bar]:bg-brand-700 [&::-webkit-progress-bar]:bg-brand-100 [&::-webkit-progress-value]:rounded-full [&::-webkit-progress-value]:bg-brand-700"
            aria-label={claimed}
            max={100}
            value={Math.min(100, Math.round(deal.dealPercentClaimed))}
          />
          <span className="shrink-0 text-muted">{claimed}</span>
        </div>
      )}
    </div>
  );
}

/** "Ends in 2h 05m 09s", empty until the page runs in the browser. */
function Countdown({ endsAt }: { endsAt: string }) {
  const now = useSecondsClock();
  return (
    <span className="font-semibold text-brand-800 tabular-nums" data-testid="deal-countdown">
      {now ? (endsInText(endsAt, now) ?? '') : ''}
    </span>
  );
}
