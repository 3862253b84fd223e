// The fake's Account area: email/password sessions and token sessions (created with the API key in the
// server-side-rendering pattern; the `secret` is only returned to key callers), the current session and
// user for a session client, and OAuth2 tokens. For OAuth2 the fake also plays the provider: the URL
// createOAuth2Token redirects to is a consent page on the fake (`/v1/fake-oauth/...`, not an Appwrite
// route) that signs in `as=<email>` (the provider account `uid=<id>`, by default one per email; `unverified=1`
// for an email the provider does not vouch for) and sends the browser to `success` with `userId` and
// `secret`, as Appwrite does after a real provider, having picked the user as Appwrite 1.9 does
// (AuthState.oauthSignIn: by identity, else by verified email, admins included); `deny=1` sends it to `failure`.
import { randomBytes } from 'node:crypto';
import { OAuthProvider } from 'node-appwrite';
import type { AuthState} from './auth-state.ts';
import { sessionBody, userBody } from './auth-state.ts';
import { FakeAppwriteError } from './errors.ts';
import type { FakeServer, RequestContext } from './server.ts';

export interface AccountOptions {
  /** Providers enabled in the fake project (Appwrite ids, e.g. `google`). */
  readonly oauthProviders: readonly string[];
  /** Host names registered as platforms: success/failure URLs must point at one of them. */
  readonly platformHosts: readonly string[];
}

const TOKEN_SECONDS = 900;

export function registerAccount(server: FakeServer, state: AuthState, options: AccountOptions): void {
  const currentSession = (context: RequestContext) => {
    const session = context.caller.kind === 'session' ? state.sessionBySecret(context.caller.secret) : undefined;
    if (session === undefined) throw new FakeAppwriteError('general_unauthorized_scope', 'User (role: guests) missing scopes (["account"])');
    return session;
  };
  const sessionById = (context: RequestContext) => {
    const current = currentSession(context);
    const id = context.params.sessionId;
    const session = id === 'current' ? current : state.sessions.get(id as string);
    if (session === undefined || session.userId !== current.userId) throw new FakeAppwriteError('user_session_not_found', 'The current user session could not be found.');
    return { session, current };
  };
  const checkRedirect = (name: string, value: unknown): string => {
    let url: URL;
    try {
      url = new URL(String(value));
    } catch {
      throw new FakeAppwriteError('general_argument_invalid', `Invalid \`${name}\` param: URL must be absolute`);
    }
    if (!options.platformHosts.includes(url.hostname)) {
      throw new FakeAppwriteError('general_argument_invalid', `Invalid \`${name}\` param: URL host must be one of: ${options.platformHosts.join(', ')}`);
    }
    return url.href;
  };

  server.register({
    method: 'POST',
    path: '/v1/account/sessions/email',
    auth: 'guest-or-key',
    required: ['email', 'password'],
    handle: ({ input, caller }) => {
      const user = state.userByEmail(String(input.email));
      if (user === undefined || !state.passwordMatches(user, String(input.password))) {
        throw new FakeAppwriteError('user_invalid_credentials', 'Invalid credentials. Please check the email and password.');
      }
      if (!user.status) throw new FakeAppwriteError('user_blocked', 'The current user has been blocked.');
      return { status: 201, body: sessionBody(state.createSession(user.$id, 'email'), { withSecret: caller.kind === 'key', current: true }) };
    },
  });
  server.register({
    method: 'POST',
    path: '/v1/account/sessions/token',
    auth: 'guest-or-key',
    required: ['userId', 'secret'],
    handle: ({ input, caller }) => {
      const token = state.tokens.get(String(input.userId));
      if (token === undefined || token.secret !== input.secret || token.expire <= Date.now()) {
        throw new FakeAppwriteError('user_invalid_token', 'Invalid token passed in the request.');
      }
      state.tokens.delete(String(input.userId));
      return { status: 201, body: sessionBody(state.createSession(String(input.userId), 'oauth2'), { withSecret: caller.kind === 'key', current: true }) };
    },
  });
  server.register({
    method: 'GET',
    path: '/v1/account/sessions/:sessionId',
    auth: 'session',
    handle: (context) => {
      const { session, current } = sessionById(context);
      return { status: 200, body: sessionBody(session, { withSecret: false, current: session === current }) };
    },
  });
  server.register({
    method: 'DELETE',
    path: '/v1/account/sessions/:sessionId',
    auth: 'session',
    handle: (context) => {
      state.sessions.delete(sessionById(context).session.$id);
      return { status: 204 };
    },
  });
  server.register({
    method: 'GET',
    path: '/v1/account',
    auth: 'session',
    handle: (context) => ({ status: 200, body: userBody(state.user(currentSession(context).userId)) }),
  });
  server.register({
    method: 'GET',
    path: '/v1/account/tokens/oauth2/:provider',
    auth: 'guest-or-key',
    optional: ['success', 'failure', 'scopes'],
    handle: ({ params, input }) => {
      const provider = params.provider as string;
      if (!(Object.values(OAuthProvider) as string[]).includes(provider)) {
        throw new FakeAppwriteError('general_argument_invalid', `Invalid \`provider\` param: Value must be one of (${Object.values(OAuthProvider).join(', ')})`);
      }
      if (!options.oauthProviders.includes(provider)) {
        throw new FakeAppwriteError('project_provider_disabled', `This provider is disabled. Please enable the provider from your Appwrite console to continue.`);
      }
      const success = checkRedirect('success', input.success);
      const failure = checkRedirect('failure', input.failure);
      const consent = new URL(`${server.endpoint}/fake-oauth/${encodeURIComponent(provider)}/consent`);
      consent.searchParams.set('success', success);
      consent.searchParams.set('failure', failure);
      return { status: 301, location: consent.href };
    },
  });
  server.register({
    method: 'GET',
    path: '/v1/fake-oauth/:provider/consent',
    auth: 'guest-or-key',
    browser: true,
    handle: ({ params, input }) => {
      const success = new URL(String(input.success));
      const failure = new URL(String(input.failure));
      if (input.deny === true || input.deny === '1' || typeof input.as !== 'string') {
        failure.searchParams.set('error', JSON.stringify({ message: 'The user cancelled the sign-in', type: 'user_oauth2_cancelled' }));
        return { status: 302, location: failure.href };
      }
      // The provider account: its id (`uid=`, by default derived from the email) and whether the provider
      // vouches for the email (`unverified=1` says it does not).
      const provider = params.provider as string;
      let user;
      try {
        user = state.oauthSignIn({
          provider,
          providerUid: typeof input.uid === 'string' && input.uid !== '' ? input.uid : `${provider}-uid-${input.as.toLowerCase()}`,
          email: input.as,
          verified: input.unverified !== '1' && input.unverified !== true,
        });
      } catch (error) {
        if (!(error instanceof FakeAppwriteError)) throw error;
        failure.searchParams.set('error', JSON.stringify({ message: error.message, type: error.type }));
        return { status: 302, location: failure.href };
      }
      const secret = randomBytes(32).toString('base64url');
      state.tokens.set(user.$id, { secret, expire: Date.now() + TOKEN_SECONDS * 1000 });
      success.searchParams.set('userId', user.$id);
      success.searchParams.set('secret', secret);
      return { status: 302, location: success.href };
    },
  });
}
