import { useEffect, type ReactNode } from 'react';
import { Icon } from '../../components/Icon';
import * as icons from '../../components/icon-paths';
import { SocialIcon } from '../../components/SocialIcon';
import { brand } from '../../config/brand';
import type { SuperDeal } from '../../schemas/deal';
import { useStoreFromServer } from '../../lib/island-stores';
import { useScrolledPast } from '../../lib/use-scrolled-past';
import { $isAdmin, confirmAdmin, signOut } from '../../stores/admin-flag.store';
import { selectCategory, TRENDING_CATEGORY } from '../../stores/deals.store';
import { openOverlay } from '../../stores/overlay.store';
import { $superDeal, startSuperDeal } from '../../stores/super-deal.store';
import { showToast } from '../../stores/toast.store';

/** Back-to-top shows after this much scroll (docs/product.md 4.4). */
const SCROLL_TOP_AFTER_PX = 300;

/**
 * One floating action: a button (`run`) or a link (`href`). The column shows it as a round
 * icon button (or, without an icon, a text pill); the speed dial as a labelled entry.
 */
export interface FloatingAction {
  id: string;
  /** The accessible name (and the speed dial's visible text unless `text` is given). */
  label: string;
  text?: string;
  icon?: ReactNode;
  /** Colours of its round button. */
  tone: string;
  run?: () => void;
  href?: string;
  /** Opens in a new tab. */
  external?: boolean;
  /** Highlighted on arrival (the super deal). */
  attention?: boolean;
  /** A small text button in the column ('Revoke admin access'). */
  minor?: boolean;
}

/**
 * The home page's floating actions, in their order from top to bottom (docs/product.md 4.4).
 * `superDealOfPage`: the super deal in the page's data (undefined when the page has none).
 */
export function useFloatingActions(superDealOfPage?: SuperDeal | null): FloatingAction[] {
  // Before the store is read below: once hydrated, the store already holds what the HTML shows.
  useEffect(() => startSuperDeal(superDealOfPage), [superDealOfPage]);
  const superDeal = useStoreFromServer($superDeal, superDealOfPage ?? null);
  const isAdmin = useStoreFromServer($isAdmin, false);
  // A held admin flag (a UI hint) is checked against the server once.
  useEffect(() => void ($isAdmin.get() && confirmAdmin()), []);
  const scrolled = useScrolledPast(SCROLL_TOP_AFTER_PX);

  const actions: FloatingAction[] = [];
  if (isAdmin)
    actions.push(
      { id: 'admin', label: 'Admin', tone: 'bg-leaf-700 text-white', href: '/admin214' },
      {
        id: 'revoke',
        label: 'Revoke admin access',
        tone: 'bg-white text-ink',
        minor: true,
        run: () => void signOut().then(() => showToast('Admin access revoked', 'info')),
      },
    );
  if (superDeal)
    actions.push({
      id: 'super-deal',
      label: "Open today's super deal",
      text: "Today's super deal",
      icon: <Icon d={icons.gift} />,
      tone: 'bg-sun-300 text-ink',
      run: () => openOverlay('superDeal'),
      attention: true,
    });
  actions.push(
    {
      id: 'essentials',
      label: "Open Today's Essentials",
      text: "Today's Essentials",
      icon: <Icon d={icons.roll} />,
      tone: 'bg-white text-ink',
      run: () => openOverlay('essentials'),
    },
    {
      id: 'trending',
      label: 'Show trending deals',
      text: 'Trending deals',
      icon: <Icon d={icons.flame} />,
      tone: 'bg-ink text-white',
      run: () => {
        selectCategory(TRENDING_CATEGORY);
        window.scrollTo({ top: 0 });
      },
    },
    ...(['instagram', 'facebook'] as const).map((network) => ({
      id: network,
      label: `${brand.links[network].label} (opens in a new tab)`,
      text: brand.links[network].label,
      icon: <SocialIcon network={network} />,
      tone:
        network === 'instagram'
          ? 'bg-gradient-to-br from-[#7b2ff7] to-[#c1125a] text-white'
          : 'bg-[#1554b0] text-white',
      href: brand.links[network].href,
      external: true,
    })),
  );
  if (scrolled)
    actions.push({
      id: 'top',
      label: 'Back to top',
      icon: <Icon d={icons.arrowUp} />,
      tone: 'bg-brand-700 text-white',
      run: () => window.scrollTo({ top: 0, behavior: 'smooth' }),
    });
  return actions;
}
