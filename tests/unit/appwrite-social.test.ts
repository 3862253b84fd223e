// Social sign-in through Appwrite OAuth2 (issue 4), against the fake Appwrite, which also plays the
// provider: begin asks for createOAuth2Token with our callback (carrying the state) and failure URLs;
// complete exchanges userId and secret for a session whose secret is the cookie token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppwriteAuth } from '#/server/auth/appwrite/appwrite-auth.ts';
import { createAppwriteSocialSignIn } from '#/server/auth/social/appwrite-social.ts';
import { SocialSignInError, type SocialErrorCode, type SocialSignIn } from '#/server/auth/social/port.ts';
import { startFakeAppwrite, type FakeAppwrite } from '../fakes/appwrite/index.ts';

const REDIRECTS = {
  callbackUrl: 'http://localhost:4404/auth/social/google/callback',
  failureUrl: 'http://localhost:4404/auth?social=failed',
};

async function expectSocialError(promise: Promise<unknown>, code: SocialErrorCode): Promise<void> {
  const error = await promise.then(() => null, (caught: unknown) => caught);
  expect(error).toBeInstanceOf(SocialSignInError);
  expect((error as SocialSignInError).code).toBe(code);
}

describe('Appwrite social sign-in', () => {
  let fake: FakeAppwrite;
  let social: SocialSignIn;
  beforeAll(async () => {
    fake = await startFakeAppwrite({ oauthProviders: ['google', 'microsoft'] });
    social = createAppwriteSocialSignIn(fake, [
      { id: 'google', label: 'Google' },
      { id: 'microsoft', label: 'Microsoft' },
      { id: 'linkedin', label: 'LinkedIn' },
    ]);
  });
  afterAll(async () => {
    await fake.close();
  });

  /** Begins, then plays the browser at the provider: returns the callback URL Appwrite sends it to. */
  const signInAt = async (provider: string, as: string | null, account: { uid?: string; unverified?: boolean } = {}) => {
    const start = await social.begin(provider, REDIRECTS);
    const consent = new URL(start.redirectUrl);
    if (as === null) consent.searchParams.set('deny', '1');
    else consent.searchParams.set('as', as);
    if (account.uid) consent.searchParams.set('uid', account.uid);
    if (account.unverified) consent.searchParams.set('unverified', '1');
    const response = await fetch(consent, { redirect: 'manual' });
    expect(response.status).toBe(302);
    return { start, callbackUrl: new URL(response.headers.get('location') ?? '') };
  };

  it('lists the configured providers', () => {
    expect(social.providers().map((provider) => provider.id)).toEqual(['google', 'microsoft', 'linkedin']);
  });

  it('begins with createOAuth2Token on the admin client: provider in the path, success carrying the state, failure', async () => {
    const before = fake.server.requests.length;
    const start = await social.begin('google', REDIRECTS);
    const request = fake.server.requests.slice(before).find((sent) => sent.path === '/v1/account/tokens/oauth2/google');
    expect(request?.method).toBe('GET');
    expect(request?.headers['x-appwrite-key']).toBe('(set)');
    expect(request?.headers['x-appwrite-session']).toBeUndefined();
    const success = new URL(String(request?.input.success));
    expect(`${success.origin}${success.pathname}`).toBe(REDIRECTS.callbackUrl);
    expect(success.searchParams.get('state')).toBe(start.state);
    expect(start.state.length).toBeGreaterThanOrEqual(43);
    expect(request?.input.failure).toBe(REDIRECTS.failureUrl);
    expect(start.redirectUrl).toContain('/fake-oauth/google/');
  });

  it('completes with createSession(userId, secret): a session for the provider account, usable as our cookie token', async () => {
    const { start, callbackUrl } = await signInAt('google', 'Ada@Example.org');
    expect(callbackUrl.searchParams.get('userId')).toBeTruthy();
    expect(callbackUrl.searchParams.get('secret')).toBeTruthy();
    const before = fake.server.requests.length;
    const result = await social.complete('google', { callbackUrl, state: start.state });
    const exchange = fake.server.requests.slice(before).find((sent) => sent.path === '/v1/account/sessions/token');
    expect(exchange?.input).toEqual({ userId: callbackUrl.searchParams.get('userId'), secret: callbackUrl.searchParams.get('secret') });
    expect(result).toMatchObject({ kind: 'session', providerId: 'google', userId: callbackUrl.searchParams.get('userId'), email: 'ada@example.org' });
    if (result.kind !== 'session') throw new Error('expected a session');
    expect(result.expiresAt.getTime()).toBeGreaterThan(Date.now());
    const resolved = await createAppwriteAuth(fake).resolveSession(result.token);
    expect(resolved?.userId).toBe(result.userId);
  });

  it("names the provider account: the subject is Appwrite's identity providerUid for it", async () => {
    const { start, callbackUrl } = await signInAt('google', 'kojo@example.org', { uid: 'google-10987' });
    const result = await social.complete('google', { callbackUrl, state: start.state });
    expect(result).toMatchObject({ kind: 'session', subject: 'google-10987' });
    const listed = fake.server.requests.find((sent) => sent.path === '/v1/users/identities');
    expect(listed?.headers['x-appwrite-key']).toBe('(set)');
  });

  it('the session Appwrite opened at the end of its OAuth2 flow is marked as such; one this server makes is not', async () => {
    const { start, callbackUrl } = await signInAt('google', 'efua@example.org');
    const result = await social.complete('google', { callbackUrl, state: start.state });
    if (result.kind !== 'session') throw new Error('expected a session');
    const auth = createAppwriteAuth(fake);
    expect(await auth.resolveSession(result.token)).toMatchObject({ userId: result.userId, openedByBackendOAuth: true });
    const ours = await auth.createSession(result.userId, { userAgent: null });
    expect(await auth.resolveSession(ours.token)).toMatchObject({ userId: result.userId, openedByBackendOAuth: false });
  });

  it('like Appwrite 1.9, links a provider account to an existing user on a verified email match, administrators included', async () => {
    const admin = fake.auth.createUser({ userId: 'appwrite-admin', email: 'boss@example.org', password: 'a strong admin passphrase', name: 'Boss' });
    admin.labels = ['admin'];
    const { start, callbackUrl } = await signInAt('google', 'boss@example.org', { uid: 'someone-elses-google' });
    const result = await social.complete('google', { callbackUrl, state: start.state });
    // Appwrite chose the admin: the service must check this against our links (social-accounts.ts).
    expect(result).toMatchObject({ userId: 'appwrite-admin', subject: 'someone-elses-google' });
    // An unverified email that matches is refused by Appwrite itself.
    const unverified = await signInAt('google', 'boss@example.org', { uid: 'another-google', unverified: true });
    expect(`${unverified.callbackUrl.origin}${unverified.callbackUrl.pathname}`).toBe('http://localhost:4404/auth');
    expect(JSON.parse(unverified.callbackUrl.searchParams.get('error') ?? '{}')).toMatchObject({ type: 'general_bad_request' });
    // A provider account already linked signs into its user, whatever email it reports now.
    const again = await signInAt('google', 'new-address@example.org', { uid: 'someone-elses-google' });
    expect(await social.complete('google', { callbackUrl: again.callbackUrl, state: again.start.state })).toMatchObject({ userId: 'appwrite-admin' });
  });

  it('refuses a callback whose state is not the one this browser began with', async () => {
    const { callbackUrl } = await signInAt('google', 'mallory@example.org');
    const other = await social.begin('google', REDIRECTS);
    await expectSocialError(social.complete('google', { callbackUrl, state: other.state }), 'invalid-response');
    await expectSocialError(social.complete('google', { callbackUrl, state: '' }), 'invalid-response');
  });

  it('refuses a secret used twice, and a callback without userId or secret', async () => {
    const { start, callbackUrl } = await signInAt('microsoft', 'grace@example.org');
    await social.complete('microsoft', { callbackUrl, state: start.state });
    await expectSocialError(social.complete('microsoft', { callbackUrl, state: start.state }), 'invalid-response');
    const stripped = new URL(callbackUrl);
    stripped.searchParams.delete('secret');
    await expectSocialError(social.complete('microsoft', { callbackUrl: stripped, state: start.state }), 'invalid-response');
  });

  it('reports a cancelled sign-in as cancelled', async () => {
    const { start, callbackUrl } = await signInAt('google', null);
    expect(`${callbackUrl.origin}${callbackUrl.pathname}`).toBe('http://localhost:4404/auth');
    expect(callbackUrl.searchParams.get('social')).toBe('failed');
    await expectSocialError(social.complete('google', { callbackUrl, state: start.state }), 'cancelled');
  });

  it('refuses providers that are not configured here or not enabled in the Appwrite project', async () => {
    await expectSocialError(social.begin('github', REDIRECTS), 'unknown-provider');
    await expectSocialError(social.complete('github', { callbackUrl: new URL(REDIRECTS.callbackUrl), state: 'x' }), 'unknown-provider');
    await expectSocialError(social.begin('linkedin', REDIRECTS), 'unknown-provider');
  });

  it('refuses callback hosts Appwrite does not know as platforms', async () => {
    await expectSocialError(social.begin('google', { callbackUrl: 'https://evil.example/cb', failureUrl: REDIRECTS.failureUrl }), 'invalid-response');
  });
});
