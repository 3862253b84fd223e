// The embedded Auth adapter: credentials and sessions in the Store (tables auth_accounts and
// auth_sessions), scrypt hashes, hashed session tokens.
import { randomBytes } from 'node:crypto';
import { isStoreError, type Store } from '#/server/store/port.ts';
import { deleteIfPresent, deleteWhere } from '#/server/store/deleting.ts';
import { prefixEnd } from '#/domain/name-terms.ts';
import { equal, greaterThan, greaterThanEqual, limit, lessThan, orderAsc } from '#/server/store/query.ts';
import { AuthError, normaliseEmail, type Auth, type NewSession, type ResolvedSession } from '../port.ts';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, renewedExpiry } from '../session-lifetime.ts';
import { DEFAULT_SCRYPT_COST, NO_PASSWORD, decoyHash, hashPassword, needsRehash, verifyPasswordHash, type ScryptCost } from './password-hash.ts';
import { generateSessionToken, looksLikeSessionToken, sessionIdOf } from './session-token.ts';
import { accountServiceMessages } from '../../services/accounts.messages.ts';

const m = accountServiceMessages('en');

const INCORRECT = m.incorrect;

export interface LocalAuthOptions {
  clock?: () => Date;
  /** Lower only in tests, to keep them fast. */
  passwordCost?: ScryptCost;
}

export function createLocalAuth(store: Store, options: LocalAuthOptions = {}): Auth {
  const clock = options.clock ?? (() => new Date());
  const cost = options.passwordCost ?? DEFAULT_SCRYPT_COST;
  const hash = (password: string) => hashPassword(password, cost);
  async function accountByEmail(email: string) {
    const { rows } = await store.listRows('auth_accounts', [equal('email', normaliseEmail(email)), limit(1)]);
    return rows[0] ?? null;
  }

  const deleteUserSessions = (userId: string): Promise<void> => deleteWhere(store, 'auth_sessions', [equal('userId', userId)]);

  const auth: Auth = {
    async createAccount({ email, password }) {
      const userId = randomBytes(10).toString('hex');
      const passwordHash = password === null ? NO_PASSWORD : await hash(password);
      try {
        await store.createRow('auth_accounts', userId, { email: normaliseEmail(email), passwordHash });
      } catch (error) {
        if (isStoreError(error, 'conflict')) {
          throw new AuthError('email-already-in-use', m.emailTaken);
        }
        throw error;
      }
      return { userId };
    },

    async deleteAccount(userId) {
      await deleteUserSessions(userId);
      await deleteIfPresent(store, 'auth_accounts', userId);
    },

    async verifyPassword({ email, password }) {
      const account = await accountByEmail(email);
      // No account, or one without a password: the same work as a wrong password, so timing tells nothing.
      if (!account || account.passwordHash === NO_PASSWORD) {
        await verifyPasswordHash(password, await decoyHash(cost));
        throw new AuthError('invalid-credential', INCORRECT);
      }
      if (!(await verifyPasswordHash(password, account.passwordHash))) {
        throw new AuthError('invalid-credential', INCORRECT);
      }
      if (needsRehash(account.passwordHash, cost)) {
        await store.updateRow('auth_accounts', account.$id, { passwordHash: await hash(password) });
      }
      return { userId: account.$id };
    },

    async signInWithPassword(input, meta) {
      const { userId } = await auth.verifyPassword(input);
      return auth.createSession(userId, meta);
    },

    async createSession(userId, { userAgent }): Promise<NewSession> {
      const token = generateSessionToken();
      const now = clock();
      const expiresAt = new Date(now.getTime() + SESSION_IDLE_MS);
      await store.createRow('auth_sessions', sessionIdOf(token), {
        userId,
        expiresAt: expiresAt.toISOString(),
        absoluteExpiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS).toISOString(),
        userAgent: userAgent?.slice(0, 256) ?? null,
      });
      // Expired sessions of anyone are swept here, a handful at a time, so the table cannot grow without bound.
      const { rows: expired } = await store.listRows('auth_sessions', [lessThan('expiresAt', now.toISOString()), limit(20)]);
      for (const row of expired) await deleteIfPresent(store, 'auth_sessions', row.$id);
      return { userId, token, expiresAt };
    },

    async resolveSession(token): Promise<ResolvedSession | null> {
      if (!looksLikeSessionToken(token)) return null;
      const id = sessionIdOf(token);
      const row = await store.getRow('auth_sessions', id);
      if (!row) return null;
      const now = clock();
      const expiresAt = new Date(row.expiresAt);
      if (expiresAt.getTime() <= now.getTime()) {
        await deleteIfPresent(store, 'auth_sessions', id);
        return null;
      }
      const renewed = renewedExpiry(now, expiresAt, new Date(row.absoluteExpiresAt));
      if (renewed) await store.updateRow('auth_sessions', id, { expiresAt: renewed.toISOString() });
      return { userId: row.userId, expiresAt: renewed ?? expiresAt, renewedUntil: renewed };
    },

    async deleteSession(token) {
      if (!looksLikeSessionToken(token)) return;
      await deleteIfPresent(store, 'auth_sessions', sessionIdOf(token));
    },

    deleteUserSessions,

    async changePassword(userId, { currentPassword, newPassword }) {
      const account = await store.getRow('auth_accounts', userId);
      if (!account || !(await verifyPasswordHash(currentPassword, account.passwordHash))) {
        throw new AuthError('invalid-credential', m.currentWrong);
      }
      await store.updateRow('auth_accounts', userId, { passwordHash: await hash(newPassword) });
    },

    async setPassword(userId, password) {
      const account = await store.getRow('auth_accounts', userId);
      if (!account) throw new AuthError('user-not-found', m.noAccount);
      await store.updateRow('auth_accounts', userId, { passwordHash: await hash(password) });
    },

    async hasPassword(userId) {
      const account = await store.getRow('auth_accounts', userId);
      return !!account && account.passwordHash !== NO_PASSWORD;
    },

    async findUserIdByEmail(email) {
      return (await accountByEmail(email))?.$id ?? null;
    },

    async emailOf(userId) {
      return (await store.getRow('auth_accounts', userId))?.email ?? null;
    },

    async emailsOf(userIds) {
      const emails = new Map<string, string>();
      // One lookup per page of the CSV export (2,000 learners) rather than twenty small ones.
      for (let i = 0; i < userIds.length; i += 2000) {
        const chunk = userIds.slice(i, i + 2000);
        const rows = await store.findRows('auth_accounts', [equal('$id', chunk), limit(chunk.length)]);
        for (const row of rows) emails.set(row.$id, row.email);
      }
      return emails;
    },

    async findAccountsByEmailPrefix(prefix, { limit: count, after }) {
      // The unique email index answers a prefix as a range: prefix <= email < the prefix's successor.
      const start = normaliseEmail(prefix);
      if (start === '') return [];
      const rows = await store.findRows('auth_accounts', [
        after ? greaterThan('email', after.email) : greaterThanEqual('email', start),
        lessThan('email', prefixEnd(start)),
        orderAsc('email'),
        limit(count),
      ]);
      return rows.map((row) => ({ userId: row.$id, email: row.email }));
    },

    async listUserSessions(userId) {
      const rows = await store.findRows('auth_sessions', [equal('userId', userId), limit(100)]);
      const now = clock().toISOString();
      return rows
        .filter((row) => row.expiresAt > now)
        .map((row) => ({ createdAt: row.$createdAt, lastUsedAt: row.$updatedAt, expiresAt: row.expiresAt, device: row.userAgent }))
        .sort((a, b) => b.lastUsedAt.localeCompare(a.lastUsedAt));
    },

    // Sign-in reads the `users` row's suspendedAt (services/accounts.ts); nothing to record here.
    async setBlocked() {},

    // The role lives in the `users` row only; there is no separate identity provider to tell.
    async mirrorRole() {},
  };
  return auth;
}
