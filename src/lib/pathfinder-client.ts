// The browser's side of the pathfinder request Action: sends the request and turns every answer (or the lack
// of one) into an outcome the form can show. Nothing here throws: a lost connection is an outcome too (its
// words are in pathfinder-client.messages.ts).
import type { PathfinderField } from '#/domain/pathfinder.ts';
import type { Locale } from '#/i18n/locales.ts';
import type { ActionCallResult } from './action-form.ts';

/** Long enough for a slow mobile connection, short enough that nobody waits on a dead one. */
export const PATHFINDER_TIMEOUT_MS = 20_000;

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

/** The Action call (`actions.pathfinder.request` in the browser). */
export type PathfinderCall = (payload: Record<string, unknown>) => Promise<ActionCallResult<{ redirect: string }>>;

/** Only our own pages or an http(s) page: a redirect from the answer never runs script. */
export function isSafeRedirect(url: string, base: string): boolean {
  try {
    const parsed = new URL(url, base);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:';
  } catch {
    return false;
  }
}

/** Our own "request received" page (the booking page unless an admin names another), in both languages. */
const REQUESTED_PAGE = '/pathfinder/requested';

/**
 * Where a form on a page in `locale` sends the visitor: our own "request received" page at its address in that
 * language (`/fr/pathfinder/requested`); any other booking page as it is.
 */
export function redirectInLocale(redirect: string, locale: Locale, base: string): string {
  if (locale === 'en') return redirect;
  try {
    const url = new URL(redirect, base);
    if (url.origin !== new URL(base).origin || url.pathname !== REQUESTED_PAGE) return redirect;
    return `/${locale}${url.pathname}${url.search}${url.hash}`;
  } catch {
    return redirect;
  }
}

function timeout(ms: number): Promise<never> {
  return new Promise((_resolve, reject) => setTimeout(() => reject(new Error('timed out')), ms));
}

/** Sends through `call`; `base` is where relative redirects resolve (injectable for tests). */
export function createPathfinderSender(
  call: PathfinderCall,
  base: string = typeof location === 'undefined' ? 'http://localhost/' : location.href,
  timeoutMs: number = PATHFINDER_TIMEOUT_MS,
): PathfinderSender {
  return async (payload) => {
    let result: Awaited<ReturnType<PathfinderCall>>;
    try {
      result = await Promise.race([call(payload), timeout(timeoutMs)]);
    } catch {
      return { kind: 'failed' };
    }
    if (!result.error) {
      const redirect = result.data.redirect;
      return typeof redirect === 'string' && isSafeRedirect(redirect, base) ? { kind: 'stored', redirect } : { kind: 'failed' };
    }
    const { error } = result;
    if (error.type === 'AstroActionInputError') {
      const errors: Partial<Record<PathfinderField, string>> = {};
      for (const [field, messages] of Object.entries(error.fields ?? {})) {
        if (messages?.[0]) errors[field as PathfinderField] = messages[0];
      }
      if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
    }
    const status = error.status ?? 500;
    if (status >= 400 && status < 500 && error.message) return { kind: 'refused', message: error.message };
    return { kind: 'failed' };
  };
}
