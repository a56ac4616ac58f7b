import { useEffect, type ReactNode } from 'react';
import { useIslandStore } from '../../lib/use-island-store';
import { useScrolledPast } from '../../lib/use-scrolled-past';
import { Icon } from '../../components/Icon';
import * as icons from '../../components/icon-paths';
import { SocialIcon } from '../../components/SocialIcon';
import { brand } from '../../config/brand';
import { $isAdmin, signOut } from '../admin-access/admin-flag.store';
import { selectCategory, TRENDING_CATEGORY } from '../deals/deals.store';
import { openOverlay } from '../overlays/overlay.store';
import { $superDeal, loadSuperDeal } from '../super-deal/super-deal.store';
import { showToast } from '../toast/toast.store';

/** Back-to-top shows after this much scroll (SPEC section 9). */
const SCROLL_TOP_AFTER_PX = 300;

const round =
  'inline-flex h-11 w-11 items-center justify-center rounded-full shadow-lg ring-1 ring-black/5 transition hover:scale-105 focus-visible:scale-105';

/** The floating buttons of the home page, stacked bottom right. */
export function FloatingButtons() {
  const superDeal = useIslandStore($superDeal, null);
  const isAdmin = useIslandStore($isAdmin, false);
  const scrolled = useScrolledPast(SCROLL_TOP_AFTER_PX);

  useEffect(loadSuperDeal, []);

  return (
    <div className="fixed right-3 bottom-4 z-30 flex flex-col items-end gap-2" data-testid="floating-buttons">
      {isAdmin && (
        <div className="flex flex-col items-end gap-1">
          <a href="/admin214" className={`${round} w-auto bg-leaf-700 px-4 text-sm font-bold text-white`}>
            Admin
          </a>
          <button
            type="button"
            className="rounded-full bg-white px-2.5 py-1 text-[11px] font-semibold text-ink shadow ring-1 ring-black/10 hover:bg-brand-50"
            onClick={() => void signOut().then(() => showToast('Admin access revoked', 'info'))}
          >
            Revoke admin access
          </button>
        </div>
      )}
      {superDeal && (
        <Fab
          label="Open today's super deal"
          className="animate-bounce bg-sun-300 text-ink [animation-iteration-count:3]"
          onClick={() => openOverlay('superDeal')}
        >
          <Icon d={icons.gift} />
        </Fab>
      )}
      <Fab label="Open Today's Essentials" className="bg-white text-ink" onClick={() => openOverlay('essentials')}>
        <Icon d={icons.roll} />
      </Fab>
      <Fab
        label="Show trending deals"
        className="bg-ink text-white"
        onClick={() => {
          selectCategory(TRENDING_CATEGORY);
          window.scrollTo({ top: 0 });
        }}
      >
        <Icon d={icons.flame} />
      </Fab>
      <a
        href={brand.links.instagram.href}
        target="_blank"
        rel="noopener"
        aria-label={`${brand.links.instagram.label} (opens in a new tab)`}
        className={`${round} bg-gradient-to-br from-[#7b2ff7] to-[#c1125a] text-white`}
      >
        <SocialIcon network="instagram" />
      </a>
      <a
        href={brand.links.facebook.href}
        target="_blank"
        rel="noopener"
        aria-label={`${brand.links.facebook.label} (opens in a new tab)`}
        className={`${round} bg-[#1554b0] text-white`}
      >
        <SocialIcon network="facebook" />
      </a>
      {scrolled && (
        <Fab
          label="Back to top"
          className="bg-brand-700 text-white"
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        >
          <Icon d={icons.arrowUp} />
        </Fab>
      )}
    </div>
  );
}

function Fab({
  label,
  className,
  onClick,
  children,
}: {
  label: string;
  className: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      className={`${round} text-lg ${className}`}
    >
      {children}
    </button>
  );
}
