// Session tokens: 256 random bits for the browser, and the SHA-256 of it as the only thing stored,
// so a leaked database cannot be replayed as cookies.
import { createHash, randomBytes } from 'node:crypto';

/** A new token: 32 random bytes, base64url (43 characters). */
export function generateSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The stored id of a session: the first 144 bits of the SHA-256 of its token, in hex. Row ids are at most
 * 36 characters (as in Appwrite); 144 bits still leave finding a token for a stored id out of reach.
 */
export function sessionIdOf(token: string): string {
  return createHash('sha256').update(token).digest('hex').slice(0, 36);
}

/** Whether a cookie value has the shape of one of our tokens (cheap rejection before any store read). */
export function looksLikeSessionToken(value: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(value);
}
