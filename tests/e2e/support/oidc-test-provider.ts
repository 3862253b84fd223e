// A real OpenID provider for the social sign-in e2e tests (oidc-provider, with its development login and
// consent pages), started by playwright.config.ts as the first web server. Whoever "signs in" here types
// a login: `ada@example.org` is that email, verified; a login starting with `unverified` gets an
// unverified email. Nothing here is for production: dev keys, any login accepted.
import Provider from 'oidc-provider';

const port = Number(process.env.OIDC_TEST_PORT ?? 4415);
const appOrigin = process.env.OIDC_TEST_APP_ORIGIN ?? 'http://127.0.0.1:4405';
export const TEST_CLIENT = { id: 'leadership-e2e', secret: 'e2e-client-secret-not-for-production' };

const issuer = `http://127.0.0.1:${port}`;

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: TEST_CLIENT.id,
      client_secret: TEST_CLIENT.secret,
      redirect_uris: [`${appOrigin}/api/auth/social/testid/callback`],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    },
  ],
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
  features: { devInteractions: { enabled: true } },
  cookies: { keys: ['e2e-cookie-key-not-for-production'] },
  findAccount: (_ctx, accountId) => ({
    accountId,
    claims: () => {
      const email = accountId.includes('@') ? accountId.toLowerCase() : `${accountId.toLowerCase()}@oidc.example`;
      const local = email.split('@')[0] ?? 'someone';
      return {
        sub: accountId,
        email,
        email_verified: !accountId.startsWith('unverified'),
        name: local.replace(/[._-]+/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase()),
      };
    },
  }),
});

provider.listen(port, '127.0.0.1', () => {
  console.log(`Test OpenID provider at ${issuer}`);
});
