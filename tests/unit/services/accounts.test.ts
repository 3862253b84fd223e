// Accounts and sessions (issue 2 §4, rules 12 and 13), on the embedded backend.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changePassword, createAccount, signIn, signOut, signOutEverywhere, signUp } from '#/server/services/accounts.ts';
import { failure } from '../../fixtures/service-failure.ts';
import { createTestBackend, type TestBackend } from '../../fixtures/test-backend.ts';

const meta = { ip: '203.0.113.7', userAgent: 'vitest' };
const ama = { email: 'Ama@Example.org ', password: 'kente cloth weaver', displayName: 'Ama', timezone: 'Africa/Accra' };

let backend: TestBackend;
beforeEach(() => {
  backend = createTestBackend();
});
afterEach(async () => {
  await backend.dispose();
});

describe('sign-up', () => {
  it('creates the users row (learner, free, no tier, browser time zone) and a user_points row at 0', async () => {
    const session = await signUp(backend, ama, meta);
    const user = await backend.store.getRow('users', session.userId);
    expect(user).toMatchObject({ role: 'learner', membershipStatus: 'free', transformationTier: null, timezone: 'Africa/Accra', displayName: 'Ama', onboardingCompletedAt: null });
    expect((await backend.store.getRow('user_points', session.userId))?.points).toBe(0);
  });

  it('signs the new member in with a working session', async () => {
    const session = await signUp(backend, ama, meta);
    expect((await backend.auth.resolveSession(session.token))?.userId).toBe(session.userId);
  });

  it('stores the email normalised and refuses the same email in another case as email-already-in-use', async () => {
    await signUp(backend, ama, meta);
    const error = await failure(signUp(backend, { ...ama, email: 'ama@example.ORG' }, meta));
    expect(error.code).toBe('email-already-in-use');
    expect(error.fields.email).toMatch(/already exists/);
    expect((await backend.store.listRows('users')).total).toBe(1);
  });

  it('removes the credentials again when the profile rows cannot be written', async () => {
    const broken = { ...backend, store: { ...backend.store, transaction: () => Promise.reject(new Error('disk full')) } };
    await expect(createAccount(broken, ama)).rejects.toThrow('disk full');
    expect(await backend.auth.findUserIdByEmail(ama.email)).toBeNull();
  });

  it('allows 10 sign-ups per address in 15 minutes, then answers too-many-requests', async () => {
    for (let i = 0; i < 10; i++) await signUp(backend, { ...ama, email: `p${i}@example.org` }, meta);
    const error = await failure(signUp(backend, { ...ama, email: 'p10@example.org' }, meta));
    expect(error.code).toBe('too-many-requests');
    await signUp(backend, { ...ama, email: 'p11@example.org' }, { ...meta, ip: '198.51.100.1' });
  });
});

describe('sign-in', () => {
  beforeEach(async () => {
    await createAccount(backend, ama);
  });

  it('gives a new token at every sign-in', async () => {
    const first = await signIn(backend, ama, meta);
    const second = await signIn(backend, ama, meta);
    expect(first.token).not.toBe(second.token);
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('refreshes lastActive', async () => {
    const { userId } = await signIn(backend, ama, meta);
    const lastActive = (await backend.store.getRow('users', userId))?.lastActive;
    expect(Date.now() - Date.parse(lastActive ?? '')).toBeLessThan(5000);
  });

  it('never stores the token itself', async () => {
    const { token } = await signIn(backend, ama, meta);
    const { rows } = await backend.store.listRows('auth_sessions');
    expect(rows.map((r) => r.$id)).not.toContain(token);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('answers a wrong password and an unknown email with the same "Incorrect email or password"', async () => {
    const wrong = await failure(signIn(backend, { ...ama, password: 'not the password' }, meta));
    const unknown = await failure(signIn(backend, { ...ama, email: 'nobody@example.org' }, meta));
    expect(wrong.code).toBe('invalid-credential');
    expect(wrong.message).toBe('Incorrect email or password');
    expect(unknown.code).toBe(wrong.code);
    expect(unknown.message).toBe(wrong.message);
  });

  it('throttles after 10 failed sign-ins for one email within 15 minutes, even with the right password, and says how long to wait', async () => {
    for (let i = 0; i < 10; i++) await failure(signIn(backend, { ...ama, password: `wrong ${i}` }, { ...meta, ip: `192.0.2.${i}` }));
    const error = await failure(signIn(backend, ama, { ...meta, ip: '192.0.2.99' }));
    expect(error.code).toBe('too-many-requests');
    expect(error.retryAfterSeconds).toBeGreaterThan(14 * 60);
    expect(error.retryAfterSeconds).toBeLessThanOrEqual(15 * 60);
    expect(error.message).toMatch(/wait 15 minutes/);
  });

  it('lets the email in again once the failures are older than 15 minutes', async () => {
    for (let i = 0; i < 10; i++) await failure(signIn(backend, { ...ama, password: `wrong ${i}` }, meta));
    expect((await failure(signIn(backend, ama, meta))).code).toBe('too-many-requests');
    // Only the clock moves (timers stay real): the failures are now 15 minutes and a second old.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 15 * 60 * 1000 + 1000 });
    try {
      await expect(signIn(backend, ama, meta)).resolves.toHaveProperty('token');
    } finally {
      vi.useRealTimers();
    }
  });

  it('throttles an address after 30 failures within 15 minutes, whatever the emails', async () => {
    for (let i = 0; i < 30; i++) await failure(signIn(backend, { email: `guess${i}@example.org`, password: 'password1!' }, meta));
    expect((await failure(signIn(backend, ama, meta))).code).toBe('too-many-requests');
    await expect(signIn(backend, ama, { ...meta, ip: '198.51.100.2' })).resolves.toHaveProperty('token');
  });

  it('forgets an email\'s failures after a successful sign-in', async () => {
    for (let i = 0; i < 9; i++) await failure(signIn(backend, { ...ama, password: `wrong ${i}` }, meta));
    await signIn(backend, ama, meta);
    for (let i = 0; i < 9; i++) await failure(signIn(backend, { ...ama, password: `wrong ${i}` }, meta));
    await expect(signIn(backend, ama, meta)).resolves.toHaveProperty('token');
  });
});

describe('sessions', () => {
  it('sign-out deletes the session on the server: the old token no longer resolves', async () => {
    await createAccount(backend, ama);
    const session = await signIn(backend, ama, meta);
    await signOut(backend, session.token);
    expect(await backend.auth.resolveSession(session.token)).toBeNull();
  });

  it('sign out everywhere ends every session of that user only', async () => {
    await createAccount(backend, ama);
    await createAccount(backend, { ...ama, email: 'kofi@example.org' });
    const a = await signIn(backend, ama, meta);
    const b = await signIn(backend, ama, meta);
    const other = await signIn(backend, { ...ama, email: 'kofi@example.org' }, meta);
    await signOutEverywhere(backend, a.userId);
    expect(await backend.auth.resolveSession(a.token)).toBeNull();
    expect(await backend.auth.resolveSession(b.token)).toBeNull();
    expect(await backend.auth.resolveSession(other.token)).not.toBeNull();
  });

  it('expires after 30 days without use and is renewed by use in its second half, never past 90 days', async () => {
    await createAccount(backend, ama);
    const start = new Date('2026-01-01T00:00:00Z');
    backend.setNow(start);
    const session = await signIn(backend, ama, meta);
    const day = 24 * 60 * 60 * 1000;
    backend.setNow(new Date(start.getTime() + 10 * day));
    expect((await backend.auth.resolveSession(session.token))?.renewedUntil).toBeNull();
    backend.setNow(new Date(start.getTime() + 20 * day));
    const renewed = await backend.auth.resolveSession(session.token);
    expect(renewed?.renewedUntil?.getTime()).toBe(start.getTime() + 50 * day);
    for (const d of [40, 60, 80]) {
      backend.setNow(new Date(start.getTime() + d * day));
      expect(await backend.auth.resolveSession(session.token)).not.toBeNull();
    }
    backend.setNow(new Date(start.getTime() + 90 * day + 1));
    expect(await backend.auth.resolveSession(session.token)).toBeNull();
    expect((await backend.store.listRows('auth_sessions')).total).toBe(0);
  });

  it('a session unused for over 30 days no longer works', async () => {
    await createAccount(backend, ama);
    const start = new Date('2026-01-01T00:00:00Z');
    backend.setNow(start);
    const session = await signIn(backend, ama, meta);
    backend.setNow(new Date(start.getTime() + 30 * 24 * 60 * 60 * 1000 + 1));
    expect(await backend.auth.resolveSession(session.token)).toBeNull();
  });

  it('rejects tokens of the wrong shape without reading the store', async () => {
    expect(await backend.auth.resolveSession('not-a-token')).toBeNull();
    expect(await backend.auth.resolveSession('')).toBeNull();
  });
});

describe('change password', () => {
  it('refuses a wrong current password with a message on that field', async () => {
    const { userId } = await createAccount(backend, ama);
    const error = await failure(changePassword(backend, userId, { currentPassword: 'nope nope', newPassword: 'baobab sunrise' }, meta));
    expect(error.code).toBe('invalid-credential');
    expect(error.fields.currentPassword).toBeTruthy();
  });

  it('changes the password, ends every other session and gives this device a new one', async () => {
    const { userId } = await createAccount(backend, ama);
    const elsewhere = await signIn(backend, ama, meta);
    const fresh = await changePassword(backend, userId, { currentPassword: ama.password, newPassword: 'baobab sunrise' }, meta);
    expect(await backend.auth.resolveSession(elsewhere.token)).toBeNull();
    expect((await backend.auth.resolveSession(fresh.token))?.userId).toBe(userId);
    expect((await failure(signIn(backend, ama, meta))).code).toBe('invalid-credential');
    await expect(signIn(backend, { ...ama, password: 'baobab sunrise' }, meta)).resolves.toHaveProperty('token');
  });
});
