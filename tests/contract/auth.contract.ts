// The Auth port's contract: what every adapter (embedded, Appwrite) must do with credentials and
// sessions. Written against the port only, so each adapter's test file calls describeAuthContract with
// a way to get a fresh adapter. What the adapters honestly do differently is left out on purpose:
// session length and sliding renewal (embedded: 30 days sliding, 90 at most; Appwrite: the project's
// fixed length, never renewed), and password hashing.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AuthError, type Auth, type AuthErrorCode } from '#/server/auth/port.ts';

/** A fresh adapter with no accounts, and how to dispose of it after the test. */
export type AuthFactory = () => Promise<{ auth: Auth; dispose?: () => Promise<void> }>;

let counter = 0;
/** A unique email per call (real Appwrite projects keep users between runs until cleanup). */
function freshEmail(label: string): string {
  counter += 1;
  return `${label}-${Date.now().toString(36)}-${counter}@contract.example`;
}

async function expectAuthError(promise: Promise<unknown>, code: AuthErrorCode): Promise<AuthError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error, `expected AuthError '${code}'`).toBeInstanceOf(AuthError);
  expect((error as AuthError).code).toBe(code);
  return error as AuthError;
}

const PASSWORD = 'correct horse battery staple';
const NO_AGENT = { userAgent: null };

export function describeAuthContract(name: string, makeAuth: AuthFactory): void {
  describe(`Auth contract: ${name}`, () => {
    let current: { auth: Auth; dispose?: () => Promise<void> } | null = null;
    const created: string[] = [];
    const auth = () => {
      if (current === null) throw new Error('The adapter is only available inside a test');
      return current.auth;
    };
    const account = async (label = 'user', password = PASSWORD) => {
      const email = freshEmail(label);
      const { userId } = await auth().createAccount({ email, password });
      created.push(userId);
      return { email, userId };
    };
    beforeEach(async () => {
      current = await makeAuth();
    });
    afterEach(async () => {
      for (const userId of created.splice(0)) await current?.auth.deleteAccount(userId);
      await current?.dispose?.();
      current = null;
    });

    describe('accounts', () => {
      it('creates an account whose email is found case-insensitively and stored normalised', async () => {
        const { email, userId } = await account('Mixed');
        expect(userId).toMatch(/^[a-zA-Z0-9][a-zA-Z0-9._-]{0,35}$/);
        expect(await auth().findUserIdByEmail(`  ${email.toUpperCase()} `)).toBe(userId);
        expect(await auth().emailOf(userId)).toBe(email.toLowerCase());
      });

      it('refuses a second account with the same email in another case', async () => {
        const { email } = await account();
        await expectAuthError(auth().createAccount({ email: email.toUpperCase(), password: PASSWORD }), 'email-already-in-use');
      });

      it('answers null for an unknown email or user id', async () => {
        expect(await auth().findUserIdByEmail(freshEmail('nobody'))).toBeNull();
        expect(await auth().emailOf('nobody-with-this-id')).toBeNull();
      });

      it('deletes an account with its sessions; deleting it again is harmless', async () => {
        const { email, userId } = await account();
        const session = await auth().createSession(userId, NO_AGENT);
        await auth().deleteAccount(userId);
        expect(await auth().resolveSession(session.token)).toBeNull();
        expect(await auth().findUserIdByEmail(email)).toBeNull();
        await expectAuthError(auth().verifyPassword({ email, password: PASSWORD }), 'invalid-credential');
        await auth().deleteAccount(userId);
      });

      it('mirrors a role in either direction without failing', async () => {
        const { userId } = await account();
        await auth().mirrorRole(userId, 'admin');
        await auth().mirrorRole(userId, 'learner');
      });
    });

    describe('passwords', () => {
      it('verifies the right password, with the email in any case', async () => {
        const { email, userId } = await account();
        expect(await auth().verifyPassword({ email: email.toUpperCase(), password: PASSWORD })).toEqual({ userId });
      });

      it('answers the same invalid-credential for a wrong password and for an unknown email', async () => {
        const { email } = await account();
        const wrong = await expectAuthError(auth().verifyPassword({ email, password: 'not the password at all' }), 'invalid-credential');
        const unknown = await expectAuthError(auth().verifyPassword({ email: freshEmail('ghost'), password: PASSWORD }), 'invalid-credential');
        expect(unknown.message).toBe(wrong.message);
      });

      it('changes the password only with the current one', async () => {
        const { email, userId } = await account();
        await expectAuthError(auth().changePassword(userId, { currentPassword: 'wrong password!', newPassword: 'a brand new passphrase' }), 'invalid-credential');
        await auth().changePassword(userId, { currentPassword: PASSWORD, newPassword: 'a brand new passphrase' });
        await expectAuthError(auth().verifyPassword({ email, password: PASSWORD }), 'invalid-credential');
        expect(await auth().verifyPassword({ email, password: 'a brand new passphrase' })).toEqual({ userId });
      });

      it('sets a password without the current one, and refuses an unknown user', async () => {
        const { email, userId } = await account();
        await auth().setPassword(userId, 'set by the operator');
        expect(await auth().verifyPassword({ email, password: 'set by the operator' })).toEqual({ userId });
        await expectAuthError(auth().setPassword('nobody-with-this-id', 'whatever it is'), 'user-not-found');
      });
    });

    describe('signing in with a password', () => {
      it('checks the password and opens a fresh session in one step', async () => {
        const { email, userId } = await account();
        const first = await auth().signInWithPassword({ email: ` ${email.toUpperCase()}`, password: PASSWORD }, { userAgent: 'Contract/1.0' });
        const second = await auth().signInWithPassword({ email, password: PASSWORD }, NO_AGENT);
        expect(first.userId).toBe(userId);
        expect(first.token).not.toBe(second.token);
        expect(first.expiresAt.getTime()).toBeGreaterThan(Date.now());
        expect((await auth().resolveSession(first.token))?.userId).toBe(userId);
        expect((await auth().resolveSession(second.token))?.userId).toBe(userId);
      });

      it('opens nothing for a wrong password or an unknown email, failing the same way', async () => {
        const { email } = await account();
        const wrong = await expectAuthError(auth().signInWithPassword({ email, password: 'not the password at all' }, NO_AGENT), 'invalid-credential');
        const unknown = await expectAuthError(auth().signInWithPassword({ email: freshEmail('ghost'), password: PASSWORD }, NO_AGENT), 'invalid-credential');
        expect(unknown.message).toBe(wrong.message);
      });
    });

    describe('sessions', () => {
      it('creates a fresh token each time, each resolving to its user until it expires', async () => {
        const { userId } = await account();
        const before = Date.now();
        const first = await auth().createSession(userId, { userAgent: 'Contract/1.0' });
        const second = await auth().createSession(userId, NO_AGENT);
        expect(first.userId).toBe(userId);
        expect(first.token).not.toBe(second.token);
        expect(first.token.length).toBeGreaterThanOrEqual(32);
        expect(first.expiresAt.getTime()).toBeGreaterThan(before);
        const resolved = await auth().resolveSession(first.token);
        expect(resolved?.userId).toBe(userId);
        expect(Math.abs((resolved?.expiresAt.getTime() ?? 0) - first.expiresAt.getTime())).toBeLessThan(2000);
        expect(resolved?.renewedUntil).toBeNull();
        expect((await auth().resolveSession(second.token))?.userId).toBe(userId);
      });

      it('resolves nothing for tokens it never issued', async () => {
        for (const token of ['', 'x', 'not-a-real-session-token-but-long-enough-to-look-like-one', 'ü'.repeat(64)]) {
          expect(await auth().resolveSession(token)).toBeNull();
        }
      });

      it('ends one session server-side, leaving the others; ending an unknown one is harmless', async () => {
        const { userId } = await account();
        const ended = await auth().createSession(userId, NO_AGENT);
        const kept = await auth().createSession(userId, NO_AGENT);
        await auth().deleteSession(ended.token);
        expect(await auth().resolveSession(ended.token)).toBeNull();
        expect((await auth().resolveSession(kept.token))?.userId).toBe(userId);
        await auth().deleteSession(ended.token);
        await auth().deleteSession('never-issued-token');
      });

      it('ends every session of one user and no one else\'s', async () => {
        const { userId } = await account('everywhere');
        const other = await account('bystander');
        const sessions = [await auth().createSession(userId, NO_AGENT), await auth().createSession(userId, NO_AGENT)];
        const bystander = await auth().createSession(other.userId, NO_AGENT);
        await auth().deleteUserSessions(userId);
        for (const session of sessions) expect(await auth().resolveSession(session.token)).toBeNull();
        expect((await auth().resolveSession(bystander.token))?.userId).toBe(other.userId);
      });
    });
  });
}
