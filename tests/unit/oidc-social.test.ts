// The OpenID Connect adapter's own rules, against a real oidc-provider in this process (the full browser
// flow is the e2e test): the authorization request carries PKCE (S256), state, nonce and our callback;
// a callback whose state does not match, a forged code, an unknown provider and an unreachable issuer all
// fail with the port's error codes. Listens on TEST_OP_PORT (default 4405, this worktree's e2e port: do
// not run it while an e2e server is up).
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOidcSocialSignIn } from '#/server/auth/social/oidc-social.ts';
import { parseOidcProviders } from '#/server/auth/social/oidc-settings.ts';
import { SocialSignInError, type SocialSignIn } from '#/server/auth/social/port.ts';

const port = Number(process.env.TEST_OP_PORT ?? 4405);
const issuer = `http://127.0.0.1:${port}`;
const callbackUrl = 'http://127.0.0.1:4321/api/auth/social/test/callback';
let server: { close: (cb: () => void) => void };
let social: SocialSignIn;

beforeAll(async () => {
  const provider = new Provider(issuer, {
    clients: [{ client_id: 'unit', client_secret: 'unit-secret', redirect_uris: [callbackUrl], token_endpoint_auth_method: 'client_secret_post' }],
    cookies: { keys: ['unit-test-key'] },
  });
  server = provider.listen(port, '127.0.0.1') as typeof server;
  await new Promise((resolve) => setTimeout(resolve, 50));
  social = createOidcSocialSignIn(
    parseOidcProviders(JSON.stringify([{ id: 'test', label: 'Test', issuer, clientId: 'unit', clientSecret: 'unit-secret' }])),
  );
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof SocialSignInError) return error.code;
    throw error;
  }
  return 'no error';
}

describe('begin', () => {
  it('sends the browser to the issuer with code flow, PKCE S256, state, nonce, our callback and the email scope', async () => {
    const start = await social.begin('test', { callbackUrl, failureUrl: 'http://127.0.0.1:4321/auth' });
    const url = new URL(start.redirectUrl);
    expect(url.origin + url.pathname).toBe(`${issuer}/auth`);
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({ client_id: 'unit', response_type: 'code', redirect_uri: callbackUrl, code_challenge_method: 'S256', scope: 'openid email profile' });
    const kept = JSON.parse(start.state) as { state: string; nonce: string; verifier: string };
    expect(params.state).toBe(kept.state);
    expect(params.nonce).toBe(kept.nonce);
    // The verifier stays with us; only its challenge goes out.
    expect(params.code_challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(start.redirectUrl).not.toContain(kept.verifier);
  });

  it('makes new state, nonce and verifier every time', async () => {
    const a = JSON.parse((await social.begin('test', { callbackUrl, failureUrl: '' })).state) as Record<string, string>;
    const b = JSON.parse((await social.begin('test', { callbackUrl, failureUrl: '' })).state) as Record<string, string>;
    expect(a.state).not.toBe(b.state);
    expect(a.nonce).not.toBe(b.nonce);
    expect(a.verifier).not.toBe(b.verifier);
  });

  it('refuses a provider that is not configured', async () => {
    expect(await codeOf(social.begin('other', { callbackUrl, failureUrl: '' }))).toBe('unknown-provider');
  });

  it('an unreachable issuer is invalid-response, and is tried again next time', async () => {
    // Port 1 on this machine: nothing listens there, so the connection is refused.
    const down = createOidcSocialSignIn(
      parseOidcProviders(JSON.stringify([{ id: 'down', label: 'Down', issuer: 'http://127.0.0.1:1', clientId: 'x', clientSecret: 'y' }])),
    );
    expect(await codeOf(down.begin('down', { callbackUrl, failureUrl: '' }))).toBe('invalid-response');
    expect(await codeOf(down.begin('down', { callbackUrl, failureUrl: '' }))).toBe('invalid-response');
  });
});

describe('complete', () => {
  it('refuses a callback whose state is not the one this browser started with', async () => {
    const start = await social.begin('test', { callbackUrl, failureUrl: '' });
    const callback = new URL(`${callbackUrl}?code=abc&state=someone-elses&iss=${encodeURIComponent(issuer)}`);
    expect(await codeOf(social.complete('test', { callbackUrl: callback, state: start.state }))).toBe('invalid-response');
  });

  it('refuses a forged code', async () => {
    const start = await social.begin('test', { callbackUrl, failureUrl: '' });
    const { state } = JSON.parse(start.state) as { state: string };
    const callback = new URL(`${callbackUrl}?code=forged&state=${state}&iss=${encodeURIComponent(issuer)}`);
    expect(await codeOf(social.complete('test', { callbackUrl: callback, state: start.state }))).toBe('invalid-response');
  });

  it('reads access_denied from the provider as cancelled', async () => {
    const start = await social.begin('test', { callbackUrl, failureUrl: '' });
    const { state } = JSON.parse(start.state) as { state: string };
    const callback = new URL(`${callbackUrl}?error=access_denied&state=${state}&iss=${encodeURIComponent(issuer)}`);
    expect(await codeOf(social.complete('test', { callbackUrl: callback, state: start.state }))).toBe('cancelled');
  });

  it('refuses kept state that is not ours', async () => {
    expect(await codeOf(social.complete('test', { callbackUrl: new URL(callbackUrl), state: 'garbage' }))).toBe('invalid-response');
  });
});
