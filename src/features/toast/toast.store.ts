import { atom } from 'nanostores';

export type ToastType = 'success' | 'error' | 'info';

export interface Toast {
  id: number;
  type: ToastType;
  message: string;
  /** True during the 0.3 s fade before removal. */
  leaving: boolean;
}

export const TOAST_MS = 3500;
export const TOAST_FADE_MS = 300;

/** Empty or exactly one message; a new one replaces the old (SPEC sections 3 and 4). */
export const $toast = atom<Toast | null>(null);

let nextId = 1;
let timers: ReturnType<typeof setTimeout>[] = [];

export function showToast(message: string, type: ToastType = 'success', durationMs: number = TOAST_MS): void {
  timers.forEach(clearTimeout);
  const id = nextId++;
  $toast.set({ id, type, message, leaving: false });
  timers = [
    setTimeout(() => $toast.set({ id, type, message, leaving: true }), durationMs),
    setTimeout(() => $toast.set(null), durationMs + TOAST_FADE_MS),
  ];
}

export function dismissToast(): void {
  timers.forEach(clearTimeout);
  timers = [];
  $toast.set(null);
}
