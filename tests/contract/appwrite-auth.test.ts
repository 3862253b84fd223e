// Runs the Auth contract against the Appwrite adapter: through the fake Appwrite, and against a real
// Appwrite 1.9 when configured; plus what only this adapter does (the SSR request shapes, labels).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppwriteAuth } from '#/server/auth/appwrite/appwrite-auth.ts';
import { startFakeAppwrite, type FakeAppwrite } from '../fakes/appwrite/index.ts';
import { realAppwrite, reportSkip } from '../fixtures/appwrite-targets.ts';
import { describeAuthContract } from './auth.contract.ts';

describe('Appwrite auth through the fake Appwrite', () => {
  let fake: FakeAppwrite;
  beforeAll(async () => {
    fake = await startFakeAppwrite();
  });
  afterAll(async () => {
    await fake.close();
  });

  describeAuthContract('appwrite (fake)', async () => ({ auth: createAppwriteAuth(fake) }));

  describe('server-side-rendering pattern', () => {
    it('signs in with the API key, keeps that email/password session as the cookie token, and resolves it with the secret alone', async () => {
      const auth = createAppwriteAuth(fake);
      const { userId } = await auth.createAccount({ email: 'ssr@example.org', password: 'a long enough password' });
      const before = fake.server.requests.length;
      const session = await auth.signInWithPassword({ email: 'ssr@example.org', password: 'a long enough password' }, { userAgent: 'Browser/1.0' });
      const stored = [...fake.auth.sessions.values()].find((candidate) => candidate.secret === session.token);
      expect(stored).toMatchObject({ userId, provider: 'email' });
      expect(session.expiresAt.getTime()).toBe(stored?.expire);
      await auth.resolveSession(session.token);
      await auth.deleteSession(session.token);
      const sent = fake.server.requests.slice(before).map((request) => ({
        call: `${request.method} ${request.path}`,
        key: request.headers['x-appwrite-key'] !== undefined,
        session: request.headers['x-appwrite-session'] !== undefined,
      }));
      expect(sent).toEqual([
        { call: 'POST /v1/account/sessions/email', key: true, session: false },
        { call: 'GET /v1/account/sessions/current', key: false, session: true },
        { call: 'DELETE /v1/account/sessions/current', key: false, session: true },
      ]);
      expect(fake.server.requests[before]?.input).toEqual({ email: 'ssr@example.org', password: 'a long enough password' });
      expect([...fake.auth.sessions.values()].filter((candidate) => candidate.userId === userId)).toEqual([]);
      await auth.deleteAccount(userId);
    });

    it('checks a password alone (verifyPassword) without leaving a session behind', async () => {
      const auth = createAppwriteAuth(fake);
      const { userId } = await auth.createAccount({ email: 'verify@example.org', password: 'a long enough password' });
      expect(await auth.verifyPassword({ email: 'verify@example.org', password: 'a long enough password' })).toEqual({ userId });
      expect([...fake.auth.sessions.values()].filter((candidate) => candidate.userId === userId)).toEqual([]);
      await auth.deleteAccount(userId);
    });

    it('mirrors the admin role to the `admin` label, keeping other labels', async () => {
      const auth = createAppwriteAuth(fake);
      const { userId } = await auth.createAccount({ email: 'labels@example.org', password: 'a long enough password' });
      const user = fake.auth.user(userId);
      user.labels = ['mentor'];
      await auth.mirrorRole(userId, 'admin');
      expect(user.labels).toEqual(['mentor', 'admin']);
      await auth.mirrorRole(userId, 'admin');
      expect(user.labels).toEqual(['mentor', 'admin']);
      await auth.mirrorRole(userId, 'learner');
      expect(user.labels).toEqual(['mentor']);
      await expect(auth.mirrorRole('nobody', 'admin')).rejects.toMatchObject({ code: 'user-not-found' });
      await auth.deleteAccount(userId);
    });

    it('treats a blocked user as signed out and unable to sign in', async () => {
      const auth = createAppwriteAuth(fake);
      const { userId } = await auth.createAccount({ email: 'blocked@example.org', password: 'a long enough password' });
      const session = await auth.createSession(userId, { userAgent: null });
      fake.auth.user(userId).status = false;
      expect(await auth.resolveSession(session.token)).toBeNull();
      await expect(auth.verifyPassword({ email: 'blocked@example.org', password: 'a long enough password' })).rejects.toMatchObject({ code: 'invalid-credential' });
      await auth.deleteAccount(userId);
    });
  });
});

const real = realAppwrite();
if ('skipReason' in real) {
  reportSkip(real.skipReason);
} else {
  describe('Appwrite auth against a real Appwrite 1.9', () => {
    describeAuthContract('appwrite (real)', async () => ({ auth: createAppwriteAuth(real.connection) }));
  });
}
