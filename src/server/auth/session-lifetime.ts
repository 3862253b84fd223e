// How long sessions live, shared by every Auth adapter. A session stays valid for 30 days after it was
// last renewed; a request in its second half renews it (sliding expiry), but never past 90 days from sign-in
// (the absolute lifetime of ASVS 7.3.2), after which the person signs in again.
export const SESSION_IDLE_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_RENEW_WHEN_LEFT_MS = SESSION_IDLE_MS / 2;
export const SESSION_ABSOLUTE_MS = 90 * 24 * 60 * 60 * 1000;

/** The new expiry when a session seen at `now` should be renewed, or null when it should not. */
export function renewedExpiry(now: Date, expiresAt: Date, absoluteExpiresAt: Date): Date | null {
  if (expiresAt.getTime() - now.getTime() > SESSION_RENEW_WHEN_LEFT_MS) return null;
  const next = new Date(Math.min(now.getTime() + SESSION_IDLE_MS, absoluteExpiresAt.getTime()));
  return next.getTime() > expiresAt.getTime() ? next : null;
}
