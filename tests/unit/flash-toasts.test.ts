// Confirmations after a plain form post: `?toast=<key>` shows the known key's text once and leaves the
// address bar; unknown keys show nothing, so a crafted link cannot put arbitrary text on the page.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FLASH_TOASTS, withFlashToast } from '#/domain/flash-toasts.ts';
import { showFlashToast } from '#/lib/flash-toasts.ts';
import { $toasts } from '#/stores/toasts.ts';

interface FakeHistory {
  state: unknown;
  replaceState: ReturnType<typeof vi.fn<(state: unknown, unused: string, url?: string | URL | null) => void>>;
}

function visit(href: string): { history: FakeHistory } {
  const location = { href } as unknown as Location;
  const history: FakeHistory = { state: { scroll: 0 }, replaceState: vi.fn() };
  showFlashToast(location, history as unknown as History);
  return { history };
}

const messages = (): string[] => $toasts.get().map((t) => t.message);

beforeEach(() => {
  vi.useFakeTimers();
  $toasts.set([]);
});

afterEach(() => {
  vi.useRealTimers();
  $toasts.set([]);
});

describe('withFlashToast', () => {
  it('appends ?toast= to a path without a query', () => {
    expect(withFlashToast('/profile', 'profile-saved')).toBe('/profile?toast=profile-saved');
  });

  it('appends &toast= to a path that already has a query', () => {
    expect(withFlashToast('/profile?tab=security', 'password-changed')).toBe(
      '/profile?tab=security&toast=password-changed',
    );
  });
});

describe('showFlashToast', () => {
  it("shows the known key's text", () => {
    visit('https://site.test/profile?toast=profile-saved');
    expect(messages()).toEqual([FLASH_TOASTS['profile-saved']]);
  });

  it('removes the parameter from the address bar, keeping the other parameters, the hash and the history state', () => {
    const { history } = visit('https://site.test/profile?tab=security&toast=password-changed&page=2#password');
    expect(history.replaceState).toHaveBeenCalledTimes(1);
    expect(history.replaceState).toHaveBeenCalledWith({ scroll: 0 }, '', '/profile?tab=security&page=2#password');
  });

  it('leaves a bare path when toast was the only parameter', () => {
    const { history } = visit('https://site.test/leaderboard?toast=welcome-back');
    expect(history.replaceState).toHaveBeenCalledWith({ scroll: 0 }, '', '/leaderboard');
  });

  it('ignores an unknown key', () => {
    visit('https://site.test/profile?toast=no-such-toast');
    expect(messages()).toEqual([]);
  });

  it('never shows arbitrary text from the address', () => {
    visit('https://site.test/profile?toast=' + encodeURIComponent('Your account is locked, call 555-0100'));
    expect(messages()).toEqual([]);
  });

  it('does nothing without a toast parameter', () => {
    const { history } = visit('https://site.test/profile?tab=security');
    expect(history.replaceState).not.toHaveBeenCalled();
    expect(messages()).toEqual([]);
  });
});

describe('flash toasts ignore inherited names', () => {
  it('shows nothing for ?toast=toString, constructor, __proto__ or hasOwnProperty', () => {
    for (const key of ['toString', 'constructor', '__proto__', 'hasOwnProperty']) {
      const before = $toasts.get().length;
      visit(`http://x/profile?toast=${key}`);
      expect($toasts.get().length).toBe(before);
    }
  });
});
