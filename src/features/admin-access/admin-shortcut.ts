/** True for Ctrl+Shift+A (the hidden admin shortcut). */
const isAdminShortcut = (e: Pick<KeyboardEvent, 'ctrlKey' | 'shiftKey' | 'key'>) =>
  e.ctrlKey && e.shiftKey && e.key.toLowerCase() === 'a';

/**
 * Ctrl+Shift+A opens 'Admin Access' on every public page, listened for by the page's own script
 * as soon as it runs (not by an island, which may hydrate seconds later): the modal and React
 * load only when the shortcut is pressed.
 */
export function listenForAdminShortcut(): void {
  window.addEventListener('keydown', (event) => {
    if (!isAdminShortcut(event)) return;
    event.preventDefault();
    void import('./mount-admin-access').then(({ openAdminAccess }) => openAdminAccess());
  });
}
