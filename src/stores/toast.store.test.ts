import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $toast, dismissToast, showToast } from './toast.store';

describe('toast store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('holds one message, fades after 3.5 s and is gone 0.3 s later', () => {
    showToast('Subscribed!');
    expect($toast.get()).toMatchObject({ message: 'Subscribed!', type: 'success', leaving: false });
    vi.advanceTimersByTime(3500);
    expect($toast.get()?.leaving).toBe(true);
    vi.advanceTimersByTime(300);
    expect($toast.get()).toBeNull();
  });

  it('replaces the old message and restarts the timer', () => {
    showToast('First');
    vi.advanceTimersByTime(3000);
    showToast('Second', 'error');
    expect($toast.get()).toMatchObject({ message: 'Second', type: 'error' });
    vi.advanceTimersByTime(3000);
    expect($toast.get()?.message).toBe('Second');
    expect($toast.get()?.leaving).toBe(false);
  });

  it('is gone at once when dismissed, and the old timers bring nothing back', () => {
    showToast('Deals exported successfully');
    dismissToast();
    expect($toast.get()).toBeNull();
    vi.advanceTimersByTime(3500);
    expect($toast.get()).toBeNull();
  });
});
