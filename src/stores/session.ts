// $session: who is signed in, as the browser knows it. Pages rendered for a signed-in person hand it over
// at load (no request needed); static pages ask /api/session. Signing out resets it, and with it $points.
import { atom } from 'nanostores';
import type { BrowserUser } from '#/domain/browser-user.ts';

export type { BrowserUser };

export type SessionState =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; user: BrowserUser };

export const $session = atom<SessionState>({ status: 'loading' });

export function setSignedIn(user: BrowserUser): void {
  $session.set({ status: 'signed-in', user });
}

export function setSignedOut(): void {
  $session.set({ status: 'signed-out' });
}

/**
 * The signed-in person has just become a paid member (a payment completed on this page): everything that
 * follows $session (the header's badge, the menu) changes at once, with no reload and no new sign-in.
 */
export function markPaid(): void {
  const state = $session.get();
  if (state.status !== 'signed-in') return;
  const { user } = state;
  $session.set({ status: 'signed-in', user: { ...user, isPaid: true, isIndividualPaid: !user.isCorporateMember } });
}

/** Learns the session from the server (used by prerendered pages). A failure counts as signed out. */
export async function loadSession(fetchImpl: typeof fetch = fetch): Promise<SessionState> {
  try {
    const response = await fetchImpl('/api/session', { credentials: 'same-origin', headers: { accept: 'application/json' } });
    const body = (await response.json()) as { user: BrowserUser | null };
    if (response.ok && body.user) setSignedIn(body.user);
    else setSignedOut();
  } catch {
    setSignedOut();
  }
  return $session.get();
}
