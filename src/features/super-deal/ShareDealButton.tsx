import { useState } from 'react';
import { Icon } from '../../components/Icon';
import { iconPaths } from '../../components/icon-paths';
import { dealPath } from '../../rules/deal-path';
import { shareLink, type ShareOutcome } from '../../lib/share-link';

/**
 * Shares the deal's own page (Web Share API, else copies the link). The outcome shows in place:
 * a toast would sit under the modal dialog.
 */
export function ShareDealButton({ asin, title }: { asin: string; title: string }) {
  const [outcome, setOutcome] = useState<ShareOutcome | null>(null);
  const url = new URL(dealPath(asin, title), location.origin).href;
  return (
    <div className="flex w-full flex-col items-center gap-1">
      <button
        type="button"
        className="btn-secondary w-full"
        onClick={() => void shareLink({ title, url }, navigator).then(setOutcome)}
      >
        <Icon d={iconPaths.share} size={18} />
        Share this deal
      </button>
      <p role="status" className="text-sm font-semibold text-brand-800">
        {outcome === 'copied' && 'Link copied'}
        {outcome === 'failed' && <span className="font-normal break-all text-ink">Copy this link: {url}</span>}
      </p>
    </div>
  );
}
