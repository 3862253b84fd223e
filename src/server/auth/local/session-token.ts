// Session tokens: 256 random bits for the browser, and the SHA-256 of it as the only thing stored,
// so a leaked database cannot be replayed as cookies.
import { createHash, randomBytes } from 'node:crypto';

/** A new token: 32 random bytes, base64url (43 characters). */
export function generateSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The stored id of a session: hex SHA-256 of its token. */
export function sessionIdOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Whether a cookie value has the shape of one of our tokens (cheap rejection before any store read). */
export function looksLikeSessionToken(value: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(value);
}
