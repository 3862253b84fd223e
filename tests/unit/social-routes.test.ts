// The social sign-in endpoints' logic with a scripted adapter: begin keeps the flow in the state cookie and
// redirects to the provider; the callback signs in (identity or backend session), sets the session cookie
// as a password sign-in does, clears the state cookie and follows the after-sign-in rule; every failure
// goes back to /auth with a code the page turns into a message.
import type { AstroCookies, AstroCookieSetOptions } from 'astro';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SocialSignInError, type SocialResult, type SocialSignIn } from '#/server/auth/social/port.ts';
import { beginSocialLink, beginSocialSignIn, completeSocialSignIn } from '#/server/route-handlers/social-routes.ts';
import { encodeSocialFlow } from '#/server/route-handlers/social-state-cookie.ts';
import { recordSocialFailure } from '#/server/services/social-accounts.ts';
import { createAccount } from '#/server/services/accounts.ts';
import { findLink } from '#/server/services/social-links.ts';
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
const context = (url: string, cookies: AstroCookies, provider = 'google', viewer: string | null = null) => ({ url: new URL(url), request, cookies, ip: '203.0.113.5', provider, viewer });
const flowCookie = (next = '', linkUserId = '') => ({ 'social-state': encodeSocialFlow({ providerId: 'google', state: 'adapter-state', next, startedAt: Date.now(), linkUserId }) });
const callback = 'http://localhost:4321/api/auth/social/google/callback?code=x&state=y';

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
    completeWith = async () => ({ kind: 'identity', providerId: 'google', subject: 'google-sub-1', email: 'efua@example.org', emailVerified: true, name: 'Efua' });
    const { cookies, set, deleted } = fakeCookies(flowCookie());
    const response = await completeSocialSignIn(backend, context('http://localhost:4321/api/auth/social/google/callback?code=x&state=y', cookies));
    expect(response.headers.get('location')).toBe('/welcome');
    expect(deleted).toContain('social-state');
    const session = set.find((c) => c.name === 'session');
    expect(session?.options).toMatchObject({ httpOnly: true, sameSite: 'lax', path: '/' });
    expect((await backend.auth.resolveSession(session?.value ?? ''))?.userId).toBe(await backend.auth.findUserIdByEmail('efua@example.org'));
  });

  it('keeps next from the start of the flow', async () => {
    completeWith = async () => ({ kind: 'identity', providerId: 'google', subject: 'google-sub-1', email: 'efua@example.org', emailVerified: true, name: null });
    const { cookies } = fakeCookies(flowCookie('/badges'));
    const response = await completeSocialSignIn(backend, context('http://localhost:4321/api/auth/social/google/callback', cookies));
    expect(response.headers.get('location')).toBe('/badges');
  });

  it('a session made by the backend (Appwrite) goes into our cookie as it is', async () => {
    const expiresAt = new Date(Date.now() + 3600_000);
    completeWith = async () => ({ kind: 'session', providerId: 'google', subject: 'google-sub-aw-1', userId: 'aw-1', token: 'appwrite-secret', expiresAt, email: 'kwame@example.org', name: 'Kwame' });
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
    completeWith = async () => ({ kind: 'identity', providerId: 'google', subject: 'google-sub-1', email: 'efua@example.org', emailVerified: false, name: null });
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

describe('a provider account that may not open the account its email names', () => {
  it('an admin email at the provider goes back to /auth with not-linked, and no session is set', async () => {
    const { userId } = await createAccount(backend, { email: 'admin@example.org', password: 'admin passphrase here', displayName: 'Admin', timezone: 'UTC', role: 'admin' });
    completeWith = async () => ({ kind: 'identity', providerId: 'google', subject: 'attacker-sub', email: 'admin@example.org', emailVerified: true, name: null });
    const { cookies, set } = fakeCookies(flowCookie('/admin'));
    const response = await completeSocialSignIn(backend, context(callback, cookies));
    expect(response.headers.get('location')).toBe('/auth?social-error=not-linked&next=%2Fadmin');
    expect(set.find((c) => c.name === 'session')).toBeUndefined();
    expect(await findLink(backend.store, 'google', 'attacker-sub')).toBeNull();
    expect((await backend.store.listRows('auth_sessions')).rows.filter((row) => row.userId === userId)).toEqual([]);
  });

  it('a next beyond Latin-1 kept in the flow comes back percent-encoded (a valid Location)', async () => {
    completeWith = async () => ({ kind: 'identity', providerId: 'google', subject: 'sub-x', email: 'yaa@example.org', emailVerified: true, name: null });
    const { cookies } = fakeCookies(flowCookie('/一'));
    const response = await completeSocialSignIn(backend, context(callback, cookies));
    expect(response.headers.get('location')).toBe('/%E4%B8%80');
  });
});

describe('"Link <provider>" from /profile', () => {
  it('starts the flow for the signed-in person: their id rides in the state cookie', async () => {
    const { cookies, set } = fakeCookies();
    const response = await beginSocialLink(backend, context('http://localhost:4321/api/auth/social/google', cookies, 'google', 'user-1'));
    // Not a redirect: the form's policy (form-action 'self') would refuse one to the provider's origin.
    expect(response.status).toBe(200);
    expect(response.headers.get('location')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('no-store');
    const page = await response.text();
    expect(page).toContain(`<meta http-equiv="refresh" content="0; url='https://accounts.example/auth?redirect_uri=http%3A%2F%2Flocalhost%3A4321%2Fapi%2Fauth%2Fsocial%2Fgoogle%2Fcallback'">`);
    expect(page).toContain('Continue to Google</a>');
    const kept = JSON.parse(Buffer.from(set[0]?.value ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
    expect(kept).toMatchObject({ providerId: 'google', linkUserId: 'user-1', next: '' });
  });

  it('signed out, it sends the person to sign in first and starts nothing', async () => {
    const { cookies, set } = fakeCookies();
    const response = await beginSocialLink(backend, context('http://localhost:4321/api/auth/social/google', cookies));
    expect(response.headers.get('location')).toBe('/auth?next=%2Fprofile');
    expect(set).toEqual([]);
  });

  it('an unknown provider comes back to /profile with a message', async () => {
    const { cookies } = fakeCookies();
    const response = await beginSocialLink(backend, context('http://localhost:4321/api/auth/social/nope', cookies, 'nope', 'user-1'));
    expect(response.headers.get('location')).toBe('/profile?social-error=unknown');
  });

  it("the callback links the provider account to the person's account, says so on /profile, and starts no new session", async () => {
    const { userId } = await createAccount(backend, { email: 'admin@example.org', password: 'admin passphrase here', displayName: 'Admin', timezone: 'UTC', role: 'admin' });
    completeWith = async () => ({ kind: 'identity', providerId: 'google', subject: 'admin-work-account', email: 'someone.else@example.org', emailVerified: false, name: null });
    const { cookies, set } = fakeCookies(flowCookie('', userId));
    const response = await completeSocialSignIn(backend, context(callback, cookies, 'google', userId));
    expect(response.headers.get('location')).toBe('/profile?toast=provider-linked');
    expect(set.find((c) => c.name === 'session')).toBeUndefined();
    expect(await findLink(backend.store, 'google', 'admin-work-account')).toMatchObject({ userId, linkedBy: 'profile' });
  });

  it('refused when the browser is no longer signed in as the person who started it', async () => {
    completeWith = async () => ({ kind: 'identity', providerId: 'google', subject: 'sub-2', email: 'x@example.org', emailVerified: true, name: null });
    const other = fakeCookies(flowCookie('', 'user-1'));
    expect((await completeSocialSignIn(backend, context(callback, other.cookies, 'google', 'user-2'))).headers.get('location')).toBe('/profile?social-error=expired');
    const signedOut = fakeCookies(flowCookie('', 'user-1'));
    expect((await completeSocialSignIn(backend, context(callback, signedOut.cookies))).headers.get('location')).toBe('/auth?social-error=expired&next=%2Fprofile');
    expect(await findLink(backend.store, 'google', 'sub-2')).toBeNull();
  });

  it('refused when that provider account already opens another account', async () => {
    const first = await createAccount(backend, { email: 'ama@example.org', password: 'kente cloth weaver', displayName: 'Ama', timezone: 'UTC' });
    const second = await createAccount(backend, { email: 'kofi@example.org', password: 'palm wine sunset', displayName: 'Kofi', timezone: 'UTC' });
    completeWith = async () => ({ kind: 'identity', providerId: 'google', subject: 'shared-sub', email: 'ama@example.org', emailVerified: true, name: null });
    await completeSocialSignIn(backend, context(callback, fakeCookies(flowCookie('', first.userId)).cookies, 'google', first.userId));
    const response = await completeSocialSignIn(backend, context(callback, fakeCookies(flowCookie('', second.userId)).cookies, 'google', second.userId));
    expect(response.headers.get('location')).toBe('/profile?social-error=taken');
    expect(await findLink(backend.store, 'google', 'shared-sub')).toMatchObject({ userId: first.userId });
  });

  it('a cancel at the provider comes back to /profile', async () => {
    completeWith = () => Promise.reject(new SocialSignInError('cancelled', 'x'));
    const response = await completeSocialSignIn(backend, context(callback, fakeCookies(flowCookie('', 'user-1')).cookies, 'google', 'user-1'));
    expect(response.headers.get('location')).toBe('/profile?social-error=cancelled');
  });
});
