import { openOverlay } from '../../stores/overlay.store';
import { $isAdmin, confirmAdmin } from '../../stores/admin-flag.store';

/** True for Ctrl+Shift+A (the hidden admin shortcut). */
export const isAdminShortcut = (e: Pick<KeyboardEvent, 'ctrlKey' | 'shiftKey' | 'key'>) =>
  e.ctrlKey && e.shiftKey && e.key.toLowerCase() === 'a';

/**
 * Ctrl+Shift+A opens 'Admin Access'; a held admin flag is checked against the server
 * once. Returns the cleanup.
 */
export function listenForAdminShortcut(): () => void {
  const onKey = (e: KeyboardEvent) => {
    if (!isAdminShortcut(e)) return;
    e.preventDefault();
    openOverlay('adminAccess');
  };
  window.addEventListener('keydown', onKey);
  if ($isAdmin.get()) void confirmAdmin();
  return () => window.removeEventListener('keydown', onKey);
}
