// Social sign-in through Appwrite's OAuth2 (server-side-rendering pattern): `begin` asks Appwrite, with
// the API key, for the provider's sign-in URL (createOAuth2Token); after the provider, Appwrite sends the
// browser to our callback with `userId` and `secret`, which `complete` exchanges for a session
// (createSession) whose secret goes into our cookie. Appwrite creates the account on first sign-in, and
// links a provider account to an existing user whose email matches a verified one (any user, admins too):
// the social accounts service checks the result against our links before the session is used.
//
// A random `state` rides on the callback URL and in the route's short-lived cookie; `complete` refuses a
// callback whose `state` differs, so nobody can sign a browser into their own account with a crafted link.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { Account, AppwriteException, Query, Users, type OAuthProvider } from 'node-appwrite';
import { appwriteErrorType } from '#/server/store/appwrite/appwrite-errors.ts';
import { adminClient, type AppwriteConnection } from '#/server/store/appwrite/connection.ts';
import { SocialSignInError, type SocialProvider, type SocialSignIn } from './port.ts';

const STATE_PARAM = 'state';

function sameState(a: string, b: string): boolean {
  const [x, y] = [Buffer.from(a), Buffer.from(b)];
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * The provider's id for the person who just signed in: Appwrite keeps it as an identity of the user (one per
 * provider account; a token session does not carry it), and the one just used is the most recently updated.
 */
async function latestIdentitySubject(users: Users, userId: string, providerId: string): Promise<string | null> {
  const { identities } = await users.listIdentities({ queries: [Query.equal('userId', [userId]), Query.equal('provider', [providerId]), Query.limit(100)] });
  const latest = identities.toSorted((a, b) => b.$updatedAt.localeCompare(a.$updatedAt))[0];
  return latest?.providerUid || null;
}

/** The Appwrite OAuth2 adapter for the providers enabled in the Appwrite project (ids as Appwrite names them). */
export function createAppwriteSocialSignIn(connection: AppwriteConnection, providers: readonly SocialProvider[]): SocialSignIn {
  const known = (providerId: string): SocialProvider => {
    const provider = providers.find((candidate) => candidate.id === providerId);
    if (provider === undefined) throw new SocialSignInError('unknown-provider', `No sign-in provider called ${providerId}.`);
    return provider;
  };

  return {
    providers: () => providers,

    async begin(providerId, { callbackUrl, failureUrl }) {
      const provider = known(providerId);
      const state = randomBytes(32).toString('base64url');
      const success = new URL(callbackUrl);
      success.searchParams.set(STATE_PARAM, state);
      let redirectUrl: string;
      try {
        redirectUrl = await new Account(adminClient(connection)).createOAuth2Token({
          provider: provider.id as OAuthProvider,
          success: success.href,
          failure: failureUrl,
        });
      } catch (error) {
        // node-appwrite reports a refused redirect by its status only (412: provider disabled in the project).
        if (error instanceof AppwriteException && error.code === 412) {
          throw new SocialSignInError('unknown-provider', `${provider.label} sign-in is not enabled in the Appwrite project.`);
        }
        if (error instanceof AppwriteException && error.code === 400) {
          throw new SocialSignInError('invalid-response', `Appwrite refused the sign-in addresses; is this site's host registered as a Web platform in the Appwrite project?`);
        }
        throw error;
      }
      if (redirectUrl === '') throw new SocialSignInError('invalid-response', `Appwrite gave no sign-in address for ${provider.label}.`);
      return { redirectUrl, state };
    },

    async complete(providerId, { callbackUrl, state }) {
      const provider = known(providerId);
      const params = callbackUrl.searchParams;
      if (params.has('error')) throw new SocialSignInError('cancelled', `The ${provider.label} sign-in was cancelled or failed.`);
      const returned = params.get(STATE_PARAM);
      if (returned === null || state === '' || !sameState(returned, state)) {
        throw new SocialSignInError('invalid-response', `This ${provider.label} sign-in link is not the one this browser started. Please try again.`);
      }
      const userId = params.get('userId');
      const secret = params.get('secret');
      if (!userId || !secret) throw new SocialSignInError('invalid-response', `${provider.label} did not send the sign-in back complete. Please try again.`);
      let session;
      try {
        session = await new Account(adminClient(connection)).createSession({ userId, secret });
      } catch (error) {
        if (error instanceof AppwriteException && (error.code === 401 || appwriteErrorType(error) === 'general_argument_invalid')) {
          throw new SocialSignInError('invalid-response', `The ${provider.label} sign-in has expired or was already used. Please try again.`);
        }
        throw error;
      }
      const users = new Users(adminClient(connection));
      const user = await users.get({ userId: session.userId });
      return {
        kind: 'session',
        providerId: provider.id,
        subject: await latestIdentitySubject(users, session.userId, provider.id),
        userId: session.userId,
        token: session.secret,
        expiresAt: new Date(session.expire),
        email: user.email,
        name: user.name === '' ? null : user.name,
      };
    },
  };
}
