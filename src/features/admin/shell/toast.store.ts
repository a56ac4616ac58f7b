import { atom } from 'nanostores';

/** The admin panel's inline toast: empty or one message; a new one replaces the old. */
export const TOAST_MS = 3500;
export const TOAST_FADE_MS = 300;

export type ToastType = 'success' | 'error' | 'info';
export interface AdminToast {
  id: number;
  type: ToastType;
  message: string;
  /** True during the 0.3 s fade-out. */
  leaving: boolean;
}

export const $adminToast = atom<AdminToast | null>(null);

let seq = 0;
let timers: ReturnType<typeof setTimeout>[] = [];

export function showToast(type: ToastType, message: string): void {
  timers.forEach(clearTimeout);
  const id = ++seq;
  $adminToast.set({ id, type, message, leaving: false });
  timers = [
    setTimeout(() => $adminToast.set({ id, type, message, leaving: true }), TOAST_MS),
    setTimeout(() => $adminToast.set(null), TOAST_MS + TOAST_FADE_MS),
  ];
}

export function dismissToast(): void {
  timers.forEach(clearTimeout);
  $adminToast.set(null);
}
