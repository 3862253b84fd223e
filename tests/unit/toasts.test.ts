// Toasts disappear after 3 seconds (rules 39, 44).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $toasts, TOAST_DURATION_MS, dismissToast, showToast } from '#/stores/toasts.ts';

const messages = (): string[] => $toasts.get().map((t) => t.message);

beforeEach(() => {
  vi.useFakeTimers();
  $toasts.set([]);
});

afterEach(() => {
  vi.useRealTimers();
  $toasts.set([]);
});

describe('toasts', () => {
  it('the toast duration is 3 seconds', () => {
    expect(TOAST_DURATION_MS).toBe(3000);
  });

  it('a toast disappears after exactly 3 seconds (still there at 2999 ms, gone at 3000 ms)', () => {
    showToast('Profile saved');
    expect(messages()).toEqual(['Profile saved']);
    vi.advanceTimersByTime(2999);
    expect(messages()).toEqual(['Profile saved']);
    vi.advanceTimersByTime(1);
    expect(messages()).toEqual([]);
  });

  it('several toasts each leave on their own schedule', () => {
    showToast('First');
    vi.advanceTimersByTime(1000);
    showToast('Second');
    vi.advanceTimersByTime(1000);
    showToast('Third');
    expect(messages()).toEqual(['First', 'Second', 'Third']);
    vi.advanceTimersByTime(1000); // 3 s after the first
    expect(messages()).toEqual(['Second', 'Third']);
    vi.advanceTimersByTime(1000); // 3 s after the second
    expect(messages()).toEqual(['Third']);
    vi.advanceTimersByTime(1000); // 3 s after the third
    expect(messages()).toEqual([]);
  });

  it('dismissToast removes that toast only', () => {
    showToast('Keep me');
    const id = showToast('Dismiss me');
    showToast('Keep me too');
    dismissToast(id);
    expect(messages()).toEqual(['Keep me', 'Keep me too']);
  });

  it('a dismissed toast does not disturb the others when its timer runs out', () => {
    const id = showToast('Dismissed');
    dismissToast(id);
    vi.advanceTimersByTime(1000);
    showToast('Later');
    vi.advanceTimersByTime(2000); // the dismissed toast's timer fires now
    expect(messages()).toEqual(['Later']);
  });

  it('ids are unique', () => {
    const ids = Array.from({ length: 100 }, (_, i) => showToast(`Toast ${i}`));
    expect(new Set(ids).size).toBe(100);
    expect(new Set($toasts.get().map((t) => t.id)).size).toBe(100);
  });
});
