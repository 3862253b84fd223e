// Session cookie flags (issue 2 §4, ASVS 3.3): HttpOnly, SameSite=Lax, Path=/ always; Secure and __Host-
// prefixed when the site is served over https.
import { describe, expect, it } from 'vitest';
import { sessionCookieName, sessionCookieOptions } from '#/server/route-handlers/session-cookie.ts';

const expires = new Date('2030-01-01T00:00:00Z');

describe('session cookie', () => {
  it('in production over https: __Host-session, Secure, HttpOnly, SameSite=Lax, Path=/, no Domain', () => {
    const settings = { siteUrl: new URL('https://learn.example.org') };
    expect(sessionCookieName(settings)).toBe('__Host-session');
    const options = sessionCookieOptions(settings, expires);
    expect(options).toEqual({ httpOnly: true, sameSite: 'lax', secure: true, path: '/', expires });
    expect(options).not.toHaveProperty('domain');
  });

  it('on plain-http local development: session, HttpOnly, SameSite=Lax, Path=/, not Secure', () => {
    const settings = { siteUrl: new URL('http://localhost:4321') };
    expect(sessionCookieName(settings)).toBe('session');
    expect(sessionCookieOptions(settings, expires)).toEqual({ httpOnly: true, sameSite: 'lax', secure: false, path: '/', expires });
  });
});
