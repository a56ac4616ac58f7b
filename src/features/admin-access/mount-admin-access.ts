import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { openOverlay } from '../../stores/overlay.store';
import { AdminAccessModal } from './AdminAccessModal';

let mounted = false;

/** Shows 'Admin Access' in a React root of its own, mounted on the first open. */
export function openAdminAccess(): void {
  if (!mounted) {
    const host = document.createElement('div');
    document.body.append(host);
    createRoot(host).render(createElement(AdminAccessModal));
    mounted = true;
  }
  openOverlay('adminAccess');
}
