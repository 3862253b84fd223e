// The Auth port on Appwrite accounts, in Appwrite's server-side-rendering pattern: the admin client
// (API key) checks passwords and creates sessions, the session's `secret` is what our cookie holds,
// and a session client (`setSession`) built per call resolves or ends it. Users.* does the admin work.
//
// Differences from the embedded adapter, all Appwrite's:
// - a password is checked by creating an email/password session (Appwrite has no other way): at sign-in
//   that session is the one our cookie keeps (signInWithPassword); where only a check is wanted
//   (verifyPassword, changePassword) it is deleted at once;
// - session length is the project's setting (Console → Auth → Security; one year by default), fixed at
//   creation: Appwrite does not slide it, so `renewedUntil` is always null;
// - Appwrite's own sign-in rate limits do not apply to API-key calls; our throttling (services) does.
import { Account, ID, Query, Users } from 'node-appwrite';
import type { Role } from '#/domain/user-flags.ts';
import { appwriteErrorType } from '#/server/store/appwrite/appwrite-errors.ts';
import { adminClient, sessionClient, type AppwriteConnection } from '#/server/store/appwrite/connection.ts';
import { AuthError, normaliseEmail, type Auth, type NewSession, type ResolvedSession } from '../port.ts';
import { accountServiceMessages } from '../../services/accounts.messages.ts';

const m = accountServiceMessages('en');

const INCORRECT = m.incorrect;
const ADMIN_LABEL = 'admin';
/** Types Appwrite answers when an email and password do not open a session. */
const CREDENTIAL_FAILURES = new Set(['user_invalid_credentials', 'user_blocked', 'general_argument_invalid', 'user_not_found']);
/** Types meaning "no valid session behind this secret". */
const NO_SESSION = new Set(['general_unauthorized_scope', 'user_unauthorized', 'user_session_not_found', 'user_jwt_invalid', 'user_blocked']);
/** Appwrite session secrets are opaque strings; anything this long is not one. */
const MAX_SECRET_LENGTH = 4096;

export function createAppwriteAuth(connection: AppwriteConnection): Auth {
  const users = () => new Users(adminClient(connection));
  const adminAccount = () => new Account(adminClient(connection));
  const userAccount = (secret: string) => new Account(sessionClient(connection, secret));

  /** Opens and at once deletes an email/password session: Appwrite's only password check. */
  async function checkPassword(email: string, password: string): Promise<string | null> {
    let session;
    try {
      session = await adminAccount().createEmailPasswordSession({ email: normaliseEmail(email), password });
    } catch (error) {
      if (CREDENTIAL_FAILURES.has(appwriteErrorType(error) ?? '')) return null;
      throw error;
    }
    await users().deleteSession({ userId: session.userId, sessionId: session.$id });
    return session.userId;
  }

  async function userOrNull(userId: string) {
    try {
      return await users().get({ userId });
    } catch (error) {
      const type = appwriteErrorType(error);
      if (type === 'user_not_found' || type === 'general_argument_invalid') return null;
      throw error;
    }
  }

  const ignoring = async (types: readonly string[], work: () => Promise<unknown>): Promise<void> => {
    try {
      await work();
    } catch (error) {
      if (!types.includes(appwriteErrorType(error) ?? '')) throw error;
    }
  };

  return {
    async createAccount({ email, password }) {
      try {
        // A social-only account (password null) is an Appwrite user without a password.
        const user = await users().create({ userId: ID.unique(), email: normaliseEmail(email), ...(password === null ? {} : { password }) });
        return { userId: user.$id };
      } catch (error) {
        if (appwriteErrorType(error) === 'user_already_exists' || appwriteErrorType(error) === 'user_email_already_exists') {
          throw new AuthError('email-already-in-use', m.emailTaken);
        }
        throw error;
      }
    },

    async deleteAccount(userId) {
      // Deleting an Appwrite user also ends its sessions.
      await ignoring(['user_not_found'], () => users().delete({ userId }));
    },

    async verifyPassword({ email, password }) {
      const userId = await checkPassword(email, password);
      if (userId === null) throw new AuthError('invalid-credential', INCORRECT);
      return { userId };
    },

    async signInWithPassword({ email, password }, { userAgent }): Promise<NewSession> {
      const client = adminClient(connection);
      if (userAgent) client.setForwardedUserAgent(userAgent);
      try {
        const session = await new Account(client).createEmailPasswordSession({ email: normaliseEmail(email), password });
        return { userId: session.userId, token: session.secret, expiresAt: new Date(session.expire) };
      } catch (error) {
        if (CREDENTIAL_FAILURES.has(appwriteErrorType(error) ?? '')) throw new AuthError('invalid-credential', INCORRECT);
        throw error;
      }
    },

    async createSession(userId, { userAgent }): Promise<NewSession> {
      const client = adminClient(connection);
      if (userAgent) client.setForwardedUserAgent(userAgent);
      const session = await new Users(client).createSession({ userId });
      return { userId, token: session.secret, expiresAt: new Date(session.expire) };
    },

    async resolveSession(token): Promise<ResolvedSession | null> {
      if (typeof token !== 'string' || token === '' || token.length > MAX_SECRET_LENGTH) return null;
      let session;
      try {
        session = await userAccount(token).getSession({ sessionId: 'current' });
      } catch (error) {
        if (NO_SESSION.has(appwriteErrorType(error) ?? '')) return null;
        throw error;
      }
      const expiresAt = new Date(session.expire);
      if (!(expiresAt.getTime() > Date.now())) return null;
      // Our sessions are `email` (password sign-in) or `server` (Users.createSession); `oauth2` ones Appwrite
      // made at the end of its OAuth2 flow, which may not have passed our link check (social-accounts.ts).
      return { userId: session.userId, expiresAt, renewedUntil: null, openedByBackendOAuth: session.provider === 'oauth2' };
    },

    async deleteSession(token) {
      if (typeof token !== 'string' || token === '' || token.length > MAX_SECRET_LENGTH) return;
      await ignoring([...NO_SESSION], () => userAccount(token).deleteSession({ sessionId: 'current' }));
    },

    async deleteUserSessions(userId) {
      await ignoring(['user_not_found'], () => users().deleteSessions({ userId }));
    },

    async changePassword(userId, { currentPassword, newPassword }) {
      const user = await userOrNull(userId);
      const checked = user === null ? null : await checkPassword(user.email, currentPassword);
      if (checked !== userId) throw new AuthError('invalid-credential', m.currentWrong);
      await users().updatePassword({ userId, password: newPassword });
    },

    async setPassword(userId, password) {
      try {
        await users().updatePassword({ userId, password });
      } catch (error) {
        if (appwriteErrorType(error) === 'user_not_found') throw new AuthError('user-not-found', m.noAccount);
        throw error;
      }
    },

    async findUserIdByEmail(email) {
      const { users: found } = await users().list({ queries: [Query.equal('email', [normaliseEmail(email)]), Query.limit(1)] });
      return found[0]?.$id ?? null;
    },

    async emailOf(userId) {
      return (await userOrNull(userId))?.email ?? null;
    },

    async emailsOf(userIds) {
      const emails = new Map<string, string>();
      // Appwrite takes at most 100 values in one query.
      for (let i = 0; i < userIds.length; i += 100) {
        const chunk = userIds.slice(i, i + 100);
        const { users: found } = await users().list({ queries: [Query.equal('$id', chunk), Query.limit(chunk.length)], total: false });
        for (const user of found) emails.set(user.$id, user.email);
      }
      return emails;
    },

    async findAccountsByEmailPrefix(prefix, { limit, after }) {
      const start = normaliseEmail(prefix);
      if (start === '') return [];
      const queries = [Query.startsWith('email', start), Query.orderAsc('email'), Query.limit(limit)];
      if (after) queries.push(Query.cursorAfter(after.userId));
      const { users: found } = await users().list({ queries, total: false });
      return found.map((user) => ({ userId: user.$id, email: user.email }));
    },

    async listUserSessions(userId) {
      let sessions;
      try {
        ({ sessions } = await users().listSessions({ userId, total: false }));
      } catch (error) {
        if (appwriteErrorType(error) === 'user_not_found') return [];
        throw error;
      }
      const now = Date.now();
      return sessions
        .filter((session) => new Date(session.expire).getTime() > now)
        .map((session) => {
          const device = [session.clientName, session.osName].filter((part) => part !== '' && part !== undefined).join(' on ');
          return { createdAt: session.$createdAt, lastUsedAt: session.$updatedAt, expiresAt: session.expire, device: device || null };
        })
        .sort((a, b) => b.lastUsedAt.localeCompare(a.lastUsedAt));
    },

    async setBlocked(userId, blocked) {
      // Appwrite's user status: false blocks every sign-in and every session of the user.
      await ignoring(['user_not_found'], () => users().updateStatus({ userId, status: !blocked }));
    },

    async mirrorRole(userId, role: Role) {
      const user = await userOrNull(userId);
      if (user === null) throw new AuthError('user-not-found', m.noAccount);
      // updateLabels replaces every label, so the others are kept as they are.
      const labels = [...user.labels.filter((label) => label !== ADMIN_LABEL), ...(role === 'admin' ? [ADMIN_LABEL] : [])];
      const unchanged = labels.length === user.labels.length && labels.every((label) => user.labels.includes(label));
      if (!unchanged) await users().updateLabels({ userId, labels });
    },
  };
}
