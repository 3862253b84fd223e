// The social sign-in state cookie: HttpOnly, SameSite=Lax (it must come back on the provider's redirect),
// scoped to the social routes, ten minutes; refused when missing, malformed, expired or for another
// provider; `next` is re-checked so a tampered cookie cannot redirect off-site.
import { describe, expect, it } from 'vitest';
import {
  SOCIAL_STATE_MAX_AGE_SECONDS,
  decodeSocialFlow,
  encodeSocialFlow,
  socialStateCookieName,
  socialStateCookieOptions,
} from '#/server/route-handlers/social-state-cookie.ts';

const now = Date.UTC(2026, 10, 22, 12);
const flow = { providerId: 'google', state: '{"state":"abc"}', next: '/badges', startedAt: now, linkUserId: '' };
const tamper = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('cookie flags', () => {
  it('http site: HttpOnly, Lax, path-scoped, short-lived, not Secure', () => {
    const settings = { siteUrl: new URL('http://localhost:4321') };
    expect(socialStateCookieName(settings)).toBe('social-state');
    expect(socialStateCookieOptions(settings)).toEqual({
      httpOnly: true,
      sameSite: 'lax',
      secure: false,
      path: '/api/auth/social',
      maxAge: SOCIAL_STATE_MAX_AGE_SECONDS,
    });
    expect(SOCIAL_STATE_MAX_AGE_SECONDS).toBe(600);
  });

  it('https site: Secure with the __Secure- prefix', () => {
    const settings = { siteUrl: new URL('https://learn.example') };
    expect(socialStateCookieName(settings)).toBe('__Secure-social-state');
    expect(socialStateCookieOptions(settings).secure).toBe(true);
  });
});

describe('encode and decode', () => {
  it('round-trips a flow for the same provider', () => {
    expect(decodeSocialFlow(encodeSocialFlow(flow), 'google', now + 1000)).toEqual(flow);
  });

  it("round-trips a link's account (the signed-in person who started \"Link <provider>\"); a sign-in has none", () => {
    expect(decodeSocialFlow(encodeSocialFlow({ ...flow, linkUserId: 'user-42' }), 'google', now)?.linkUserId).toBe('user-42');
    const { linkUserId: _none, ...signIn } = flow;
    void _none;
    expect(decodeSocialFlow(encodeSocialFlow(signIn), 'google', now)?.linkUserId).toBe('');
  });

  it('round-trips an empty adapter state (an adapter with nothing to keep)', () => {
    expect(decodeSocialFlow(encodeSocialFlow({ ...flow, state: '' }), 'google', now)?.state).toBe('');
  });

  it('refuses a missing or malformed value', () => {
    expect(decodeSocialFlow(undefined, 'google', now)).toBeNull();
    expect(decodeSocialFlow('not-base64-json', 'google', now)).toBeNull();
    expect(decodeSocialFlow(tamper({ providerId: 'google' }), 'google', now)).toBeNull();
  });

  it('refuses a flow started for another provider', () => {
    expect(decodeSocialFlow(encodeSocialFlow(flow), 'microsoft', now)).toBeNull();
  });

  it('refuses a flow older than ten minutes, or from the future', () => {
    expect(decodeSocialFlow(encodeSocialFlow(flow), 'google', now + 600_000)).not.toBeNull();
    expect(decodeSocialFlow(encodeSocialFlow(flow), 'google', now + 600_001)).toBeNull();
    expect(decodeSocialFlow(encodeSocialFlow(flow), 'google', now - 1)).toBeNull();
  });

  it('drops an unsafe next, whether written by us or tampered with', () => {
    expect(decodeSocialFlow(encodeSocialFlow({ ...flow, next: '//evil.example' }), 'google', now)?.next).toBe('');
    expect(decodeSocialFlow(tamper({ ...flow, next: 'https://evil.example' }), 'google', now)?.next).toBe('');
    expect(decodeSocialFlow(tamper({ ...flow, next: '/\\evil.example' }), 'google', now)?.next).toBe('');
  });
});
