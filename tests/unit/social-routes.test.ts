// The social sign-in endpoints' logic with a scripted adapter: begin keeps the flow in the state cookie and
// redirects to the provider; the callback signs in (identity or backend session), sets the session cookie
// as a password sign-in does, clears the state cookie and follows the after-sign-in rule; every failure
// goes back to /auth with a code the page turns into a message.
import type { AstroCookies, AstroCookieSetOptions } from 'astro';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SocialSignInError, type SocialResult, type SocialSignIn } from '#/server/auth/social/port.ts';
import { beginSocialSignIn, completeSocialSignIn } from '#/server/route-handlers/social-routes.ts';
import { encodeSocialFlow } from '#/server/route-handlers/social-state-cookie.ts';
import { recordSocialFailure } from '#/server/services/social-accounts.ts';
import { createTestBackend, type TestBackend } from '../fixtures/test-backend.ts';

/** Just enough of Astro's cookies to see what the routes set and delete. */
function fakeCookies(initial: Record<string, string> = {}) {
  const jar = new Map(Object.entries(initial));
  const set: { name: string; value: string; options?: AstroCookieSetOptions }[] = [];
  const deleted: string[] = [];
  const cookies = {
    get: (name: string) => (jar.has(name) ? { value: jar.get(name) ?? '' } : undefined),
    set: (name: string, value: string, options?: AstroCookieSetOptions) => {
      jar.set(name, value);
      set.push({ name, value, options });
    },
    delete: (name: string) => {
      jar.delete(name);
      deleted.push(name);
    },
  } as unknown as AstroCookies;
  return { cookies, set, deleted };
}

let backend: TestBackend;
let completeWith: (() => Promise<SocialResult>) | null;
beforeEach(() => {
  backend = createTestBackend();
  completeWith = null;
  const social: SocialSignIn = {
    providers: () => [{ id: 'google', label: 'Google' }],
    begin: async (providerId, redirects) => {
      if (providerId !== 'google') throw new SocialSignInError('unknown-provider', 'no');
      return { redirectUrl: `https://accounts.example/auth?redirect_uri=${encodeURIComponent(redirects.callbackUrl)}`, state: 'adapter-state' };
    },
    complete: async (_providerId, { state }) => {
      expect(state).toBe('adapter-state');
      if (!completeWith) throw new Error('no result scripted');
      return completeWith();
    },
  };
  backend.social = social;
});
afterEach(async () => {
  await backend.dispose();
});

const request = new Request('http://localhost:4321/x', { headers: { 'user-agent': 'vitest' } });
const context = (url: string, cookies: AstroCookies, provider = 'google') => ({ url: new URL(url), request, cookies, ip: '203.0.113.5', provider });
const flowCookie = (next = '') => ({ 'social-state': encodeSocialFlow({ providerId: 'google', state: 'adapter-state', next, startedAt: Date.now() }) });

describe('begin', () => {
  it('keeps the flow (provider, adapter state, safe next) in the state cookie and redirects to the provider with our callback', async () => {
    const { cookies, set } = fakeCookies();
    const response = await beginSocialSignIn(backend, context('http://localhost:4321/api/auth/social/google?next=%2Fbadges', cookies));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`https://accounts.example/auth?redirect_uri=${encodeURIComponent('http://localhost:4321/api/auth/social/google/callback')}`);
    expect(set).toHaveLength(1);
    expect(set[0]?.name).toBe('social-state');
    expect(set[0]?.options).toMatchObject({ httpOnly: true, sameSite: 'lax', path: '/api/auth/social', maxAge: 600 });
    const kept = JSON.parse(Buffer.from(set[0]?.value ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
    expect(kept).toMatchObject({ providerId: 'google', state: 'adapter-state', next: '/badges' });
  });

  it('an unknown provider goes back to /auth with a message, keeping a safe next and dropping an unsafe one', async () => {
    const { cookies, set } = fakeCookies();
    const response = await beginSocialSignIn(backend, context('http://localhost:4321/api/auth/social/nope?next=%2Fpoints', cookies, 'nope'));
    expect(response.headers.get('location')).toBe('/auth?social-error=unknown&next=%2Fpoints');
    expect(set).toEqual([]);
    const unsafe = await beginSocialSignIn(backend, context('http://localhost:4321/api/auth/social/nope?next=%2F%2Fevil.example', cookies, 'nope'));
    expect(unsafe.headers.get('location')).toBe('/auth?social-error=unknown');
  });
});

describe('callback', () => {
  it('a new verified identity: account made, session cookie set, state cookie cleared, /welcome', async () => {
    completeWith = async () => ({ kind: 'identity', providerId: 'google', email: 'efua@example.org', emailVerified: true, name: 'Efua' });
    const { cookies, set, deleted } = fakeCookies(flowCookie());
    const response = await completeSocialSignIn(backend, context('http://localhost:4321/api/auth/social/google/callback?code=x&state=y', cookies));
    expect(response.headers.get('location')).toBe('/welcome');
    expect(deleted).toContain('social-state');
    const session = set.find((c) => c.name === 'session');
    expect(session?.options).toMatchObject({ httpOnly: true, sameSite: 'lax', path: '/' });
    expect((await backend.auth.resolveSession(session?.value ?? ''))?.userId).toBe(await backend.auth.findUserIdByEmail('efua@example.org'));
  });

  it('keeps next from the start of the flow', async () => {
    completeWith = async () => ({ kind: 'identity', providerId: 'google', email: 'efua@example.org', emailVerified: true, name: null });
    const { cookies } = fakeCookies(flowCookie('/badges'));
    const response = await completeSocialSignIn(backend, context('http://localhost:4321/api/auth/social/google/callback', cookies));
    expect(response.headers.get('location')).toBe('/badges');
  });

  it('a session made by the backend (Appwrite) goes into our cookie as it is', async () => {
    const expiresAt = new Date(Date.now() + 3600_000);
    completeWith = async () => ({ kind: 'session', providerId: 'google', userId: 'aw-1', token: 'appwrite-secret', expiresAt, email: 'kwame@example.org', name: 'Kwame' });
    const { cookies, set } = fakeCookies(flowCookie());
    const response = await completeSocialSignIn(backend, context('http://localhost:4321/api/auth/social/google/callback?userId=aw-1&secret=s', cookies));
    expect(response.headers.get('location')).toBe('/welcome');
    expect(set.find((c) => c.name === 'session')).toMatchObject({ value: 'appwrite-secret', options: { expires: expiresAt } });
    expect(await backend.store.getRow('users', 'aw-1')).toMatchObject({ displayName: 'Kwame' });
  });

  it.each([
    ['cancelled', new SocialSignInError('cancelled', 'x'), 'cancelled'],
    ['a bad response', new SocialSignInError('invalid-response', 'x'), 'failed'],
    ['an unverified email from the adapter', new SocialSignInError('email-not-verified', 'x'), 'unverified'],
  ])('%s goes back to /auth with its code and sets no session', async (_what, error, code) => {
    completeWith = () => Promise.reject(error);
    const { cookies, set } = fakeCookies(flowCookie('/badges'));
    const response = await completeSocialSignIn(backend, context('http://localhost:4321/api/auth/social/google/callback', cookies));
    expect(response.headers.get('location')).toBe(`/auth?social-error=${code}&next=%2Fbadges`);
    expect(set.find((c) => c.name === 'session')).toBeUndefined();
  });

  it('an unverified identity is refused by the linking rule', async () => {
    completeWith = async () => ({ kind: 'identity', providerId: 'google', email: 'efua@example.org', emailVerified: false, name: null });
    const { cookies } = fakeCookies(flowCookie());
    const response = await completeSocialSignIn(backend, context('http://localhost:4321/api/auth/social/google/callback', cookies));
    expect(response.headers.get('location')).toBe('/auth?social-error=unverified');
    expect(await backend.auth.findUserIdByEmail('efua@example.org')).toBeNull();
  });

  it('no state cookie (another browser, or too late): expired, and the adapter is not asked', async () => {
    const { cookies } = fakeCookies();
    const response = await completeSocialSignIn(backend, context('http://localhost:4321/api/auth/social/google/callback?code=x', cookies));
    expect(response.headers.get('location')).toBe('/auth?social-error=expired');
  });

  it('too many failures from the address: throttled, before the adapter is asked', async () => {
    for (let i = 0; i < 30; i += 1) await recordSocialFailure(backend, { ip: '203.0.113.5', userAgent: null });
    const { cookies } = fakeCookies(flowCookie());
    const response = await completeSocialSignIn(backend, context('http://localhost:4321/api/auth/social/google/callback', cookies));
    expect(response.headers.get('location')).toBe('/auth?social-error=throttled');
  });
});
