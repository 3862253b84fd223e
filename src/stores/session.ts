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
