// How large a request body may be, per route: one small table, read by the web server before the app sees
// a request. Every route not listed takes the default, which is what a form, an Action or a callable needs.
// Only an exact path gets its listed cap; any other spelling of it falls back to the default.

/** Forms, Actions, callables and anything else not listed. */
export const DEFAULT_BODY_LIMIT = 64 * 1024;

/** Routes whose bodies may differ from the default, in bytes. */
export const BODY_LIMITS: Readonly<Record<string, number>> = {
  /** The landing page's session request (the `pathfinder.request` Action, JSON): a few short fields. */
  '/_actions/pathfinder.request': 16 * 1024,
  /** A payment provider's signed event: Stripe's are a few KB, with room for its largest objects. */
  '/api/payments/webhook': 256 * 1024,
};

/** The largest cap of all, for the adapter's own limit (a second line, should a request reach it unread). */
export const LARGEST_BODY_LIMIT = Math.max(DEFAULT_BODY_LIMIT, ...Object.values(BODY_LIMITS));

/** The cap for a request path (no query string); a trailing slash reaches the same route, so it gets the same cap. */
export function bodyLimitFor(pathname: string): number {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return Object.hasOwn(BODY_LIMITS, path) ? (BODY_LIMITS[path] as number) : DEFAULT_BODY_LIMIT;
}
