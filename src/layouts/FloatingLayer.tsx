import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { reserveBottomSpace } from '../lib/bottom-reserve';
import type { SuperDeal } from '../schemas/deal';
import { whenConsentAnswered } from '../features/cookie-notice/cookie-consent';
import { $overlay, type Overlay } from '../stores/overlay.store';
import { useFloatingActions } from '../features/floating/floating-actions';
import { FloatingButtons } from '../features/floating/FloatingButtons';
import { SpeedDial } from '../features/floating/SpeedDial';

// The flash widget (shown after 2 s) and the modals (on first open) load apart from the page.
const FlashWidget = lazy(() =>
  import('../features/flash-widget/FlashWidget').then((m) => ({ default: m.FlashWidget })),
);
// 'Admin Access' has a root of its own (features/admin-access), as on every page.
type HomeModal = Exclude<Overlay, 'adminAccess'>;
const modals: Record<HomeModal, ComponentType> = {
  superDeal: lazy(() => import('../features/super-deal/SuperDealModal').then((m) => ({ default: m.SuperDealModal }))),
  essentials: lazy(() =>
    import('../features/essentials/EssentialsModal').then((m) => ({ default: m.EssentialsModal })),
  ),
};
const isHomeModal = (overlay: Overlay | null): overlay is HomeModal => overlay !== null && overlay in modals;

/**
 * Everything that floats over the home page, placed so it never covers a deal: the floating
 * actions (a column in the page margin, or in narrow-screen mode a speed dial in the bottom
 * dock), the flash widget (in the bottom dock) and the modals. `superDeal` comes with the page's
 * data (undefined under `astro dev`, which has none: it is then read in the browser).
 */
export function FloatingLayer({ superDeal }: { superDeal?: SuperDeal | null }) {
  const overlay = useStore($overlay);
  const actions = useFloatingActions(superDeal);
  // A modal stays mounted after its first open so closing can return focus.
  const [mounted, setMounted] = useState<HomeModal[]>([]);

  if (isHomeModal(overlay) && !mounted.includes(overlay)) setMounted([...mounted, overlay]);

  // The bottom dock waits for the cookie notice to be answered: one bar at a time at the bottom,
  // and a tap meant for the flash widget never lands on the notice's buttons.
  const [consentAnswered, setConsentAnswered] = useState(false);
  useEffect(() => whenConsentAnswered(() => setConsentAnswered(true)), []);

  return (
    <>
      <FloatingButtons actions={actions} />
      {consentAnswered && (
        <BottomDock>
          <div className="min-w-0 flex-1">
            <Suspense fallback={null}>
              <FlashWidget />
            </Suspense>
          </div>
          <SpeedDial actions={actions} className="hidden narrow:block" />
        </BottomDock>
      )}
      {mounted.map((name) => {
        const LazyModal = modals[name];
        return (
          <Suspense key={name} fallback={null}>
            <LazyModal />
          </Suspense>
        );
      })}
    </>
  );
}

/**
 * A white bar across the bottom of the window, its height reserved at the page's end
 * (src/lib/bottom-reserve.ts). It shows in narrow-screen mode (the speed dial) and whenever it
 * holds the flash widget; otherwise it is hidden and measures 0.
 */
function BottomDock({ children }: { children: ReactNode }) {
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => reserveBottomSpace(bar.current!), []);
  return (
    <div
      ref={bar}
      className="fixed inset-x-0 bottom-0 z-30 hidden border-t border-brand-100 bg-white shadow-[0_-4px_16px_rgb(43_29_36/0.08)] has-[[data-flash-widget]]:block narrow:block"
      data-testid="bottom-dock"
    >
      <div className="mx-auto flex max-w-6xl items-center gap-3 px-3 py-2 sm:px-4">{children}</div>
    </div>
  );
}
