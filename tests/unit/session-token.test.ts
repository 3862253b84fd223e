// Session tokens: 256 random bits for the browser (base64url, 43 characters), and only (a prefix of) their
// SHA-256 stored, so a leaked database cannot be replayed as cookies.
import { describe, expect, it } from 'vitest';
import { generateSessionToken, looksLikeSessionToken, sessionIdOf } from '#/server/auth/local/session-token.ts';

describe('session tokens', () => {
  it('are 43 base64url characters carrying 256 bits', () => {
    const token = generateSessionToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
  });

  it('are distinct across 1000 draws', () => {
    const tokens = new Set(Array.from({ length: 1000 }, generateSessionToken));
    expect(tokens.size).toBe(1000);
  });
});

describe('sessionIdOf', () => {
  it('is the hex SHA-256 of the token, cut to 36 characters (144 bits, the longest row id)', () => {
    // SHA-256("abc"), the FIPS 180-2 test vector, is ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad.
    expect(sessionIdOf('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b003');
    expect(sessionIdOf(generateSessionToken())).toMatch(/^[0-9a-f]{36}$/);
  });

  it('is stable for a token and differs from the token itself', () => {
    const token = generateSessionToken();
    expect(sessionIdOf(token)).toBe(sessionIdOf(token));
    expect(sessionIdOf(token)).not.toBe(token);
  });
});

describe('looksLikeSessionToken', () => {
  it('accepts a generated token', () => {
    expect(looksLikeSessionToken(generateSessionToken())).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['42 characters', 'a'.repeat(42)],
    ['44 characters', 'a'.repeat(44)],
    ['standard base64 (+ and /)', `${'a'.repeat(41)}+/`],
    ['with padding', `${'a'.repeat(42)}=`],
    ['with a space', `${'a'.repeat(21)} ${'a'.repeat(21)}`],
    ['with a trailing newline', `${'a'.repeat(43)}\n`],
    ['a stored session id (36 hex)', 'f'.repeat(36)],
  ])('rejects another shape: %s', (_label, value) => {
    expect(looksLikeSessionToken(value)).toBe(false);
  });
});
