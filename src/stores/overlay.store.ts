import { atom } from 'nanostores';

/**
 * The React modal open, if any: the home page's super deal and essentials, or 'Admin Access' on
 * any page (the newsletter modal is a native dialog of its own).
 */
export type Overlay = 'superDeal' | 'essentials' | 'adminAccess';

export const $overlay = atom<Overlay | null>(null);

export const openOverlay = (overlay: Overlay) => $overlay.set(overlay);
export const closeOverlay = () => $overlay.set(null);
