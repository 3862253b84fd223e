// The browser's side of POST /api/pathfinder: sends the request and turns every answer (or the lack of one)
// into an outcome the form can show. Nothing here throws: a lost connection is an outcome too.
import type { PathfinderField } from '#/domain/pathfinder.ts';

export const PATHFINDER_ENDPOINT = '/api/pathfinder';
/** Long enough for a slow mobile connection, short enough that nobody waits on a dead one. */
export const PATHFINDER_TIMEOUT_MS = 20_000;

export const PATHFINDER_FAILED_MESSAGE =
  'Failed to submit form. We could not reach our server; please check your connection and try again. Everything you typed is still here.';

export type PathfinderSendOutcome =
  /** Stored: the browser goes to the booking page. */
  | { kind: 'stored'; redirect: string }
  /** The server found field problems (the same messages the form shows). */
  | { kind: 'invalid'; errors: Partial<Record<PathfinderField, string>> }
  /** Refused for a reason the visitor can act on (throttled, too large), with the server's words. */
  | { kind: 'refused'; message: string }
  /** Network failure, timeout or server error. */
  | { kind: 'failed' };

export type PathfinderSender = (payload: Record<string, unknown>) => Promise<PathfinderSendOutcome>;

/** Only our own pages or an http(s) page: a redirect from the answer never runs script. */
export function isSafeRedirect(url: string, base: string): boolean {
  try {
    const parsed = new URL(url, base);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:';
  } catch {
    return false;
  }
}

async function readJson(response: Response): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Posts the request as JSON; `fetchImpl` and `base` are injectable for tests. */
export function createPathfinderSender(
  fetchImpl: typeof fetch = (...args) => fetch(...args),
  base: string = typeof location === 'undefined' ? 'http://localhost/' : location.href,
): PathfinderSender {
  return async (payload) => {
    let response: Response;
    try {
      response = await fetchImpl(PATHFINDER_ENDPOINT, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(payload),
        signal: AbortSignal.timeout(PATHFINDER_TIMEOUT_MS),
      });
    } catch {
      return { kind: 'failed' };
    }
    const body = await readJson(response);
    if (response.ok) {
      const redirect = typeof body?.redirect === 'string' ? body.redirect : null;
      return redirect && isSafeRedirect(redirect, base) ? { kind: 'stored', redirect } : { kind: 'failed' };
    }
    if (response.status === 400 && body && typeof body.errors === 'object' && body.errors !== null) {
      const errors = Object.fromEntries(
        Object.entries(body.errors as Record<string, unknown>).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      ) as Partial<Record<PathfinderField, string>>;
      if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
    }
    if (response.status >= 400 && response.status < 500 && typeof body?.error === 'string') {
      return { kind: 'refused', message: body.error };
    }
    return { kind: 'failed' };
  };
}
