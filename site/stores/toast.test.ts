import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $toast, TOAST_DURATION_MS, dismissToast, showToast } from './toast';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  dismissToast();
  vi.useRealTimers();
});

describe('toasts', () => {
  it('shows one toast at a time: a new one replaces the old', () => {
    showToast({ title: 'Verification email sent' });
    showToast({ title: 'Reset email sent' });
    expect($toast.get()?.title).toBe('Reset email sent');
  });

  it('closes a toast after 5000 ms', () => {
    showToast({ title: 'Password reset successful' });
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect($toast.get()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect($toast.get()).toBeNull();
  });

  it('does not let an old timer close a newer toast', () => {
    const first = showToast({ title: 'first' });
    vi.advanceTimersByTime(4000);
    showToast({ title: 'second' });
    dismissToast(first);
    vi.advanceTimersByTime(1500);
    expect($toast.get()?.title).toBe('second');
  });
});
