import { atom } from 'nanostores';

/** The one toast of the site and the admin panel: empty or exactly one message (docs/product.md 4.11). */
export type ToastType = 'success' | 'error' | 'info';

export interface Toast {
  id: number;
  type: ToastType;
  message: string;
  /** True during the 0.3 s fade before removal. */
  leaving: boolean;
}

const TOAST_MS = 3500;
const TOAST_FADE_MS = 300;

/** Shown by Toaster.astro on public pages and by AdminToast in the admin panel. */
export const $toast = atom<Toast | null>(null);

let nextId = 1;
let timers: ReturnType<typeof setTimeout>[] = [];

/** Shows `message`, replacing any other; it fades after 3.5 s. */
export function showToast(message: string, type: ToastType = 'success'): void {
  timers.forEach(clearTimeout);
  const id = nextId++;
  $toast.set({ id, type, message, leaving: false });
  timers = [
    setTimeout(() => $toast.set({ id, type, message, leaving: true }), TOAST_MS),
    setTimeout(() => $toast.set(null), TOAST_MS + TOAST_FADE_MS),
  ];
}

export function dismissToast(): void {
  timers.forEach(clearTimeout);
  timers = [];
  $toast.set(null);
}
