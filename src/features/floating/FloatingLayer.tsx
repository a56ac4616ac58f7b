import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { listenForAdminShortcut } from '../admin-access/admin-shortcut';
import { whenConsentAnswered } from '../cookie-notice/cookie-consent';
import { $overlay, type Overlay } from '../overlays/overlay.store';
import { FloatingButtons } from './FloatingButtons';

// The flash widget (shown after 2 s) and the modals (on first open) load apart from the page.
const FlashWidget = lazy(() => import('../flash-widget/FlashWidget').then((m) => ({ default: m.FlashWidget })));
const modals: Record<Overlay, ComponentType> = {
  superDeal: lazy(() => import('../super-deal/SuperDealModal').then((m) => ({ default: m.SuperDealModal }))),
  essentials: lazy(() => import('../essentials/EssentialsModal').then((m) => ({ default: m.EssentialsModal }))),
  adminAccess: lazy(() => import('../admin-access/AdminAccessModal').then((m) => ({ default: m.AdminAccessModal }))),
};

/** Everything that floats over the home page: buttons, flash widget and the modals. */
export function FloatingLayer() {
  const overlay = useStore($overlay);
  // A modal stays mounted after its first open so closing can return focus.
  const [mounted, setMounted] = useState<Overlay[]>([]);

  if (overlay && !mounted.includes(overlay)) setMounted([...mounted, overlay]);

  useEffect(listenForAdminShortcut, []);
  // The flash widget waits for the cookie notice to be answered: it never sits on the notice's buttons.
  const [consentAnswered, setConsentAnswered] = useState(false);
  useEffect(() => whenConsentAnswered(() => setConsentAnswered(true)), []);

  return (
    <>
      <FloatingButtons />
      {consentAnswered && (
        <Suspense fallback={null}>
          <FlashWidget />
        </Suspense>
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
