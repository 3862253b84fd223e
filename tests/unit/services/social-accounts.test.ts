// Linking a social sign-in to an account (issue 4, rule 11), on the embedded backend: by verified
// email only; a new email gets an account made as a sign-up makes one, with no usable password; an
// unverified email makes nothing; an Appwrite session only needs its profile row; throttled per address.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { destinationAfterSignIn } from '#/domain/after-sign-in.ts';
import type { SocialResult } from '#/server/auth/social/port.ts';
import { createAccount, hasPassword, setFirstPassword, signIn } from '#/server/services/accounts.ts';
import { THROTTLE_LIMITS } from '#/server/services/auth-throttle.ts';
import { displayNameFor, recordSocialFailure, signInWithSocial } from '#/server/services/social-accounts.ts';
import { failure } from '../../fixtures/service-failure.ts';
import { createTestBackend, type TestBackend } from '../../fixtures/test-backend.ts';

const meta = { ip: '203.0.113.9', userAgent: 'vitest' };
const identity = (email: string, emailVerified = true, name: string | null = 'Kofi Mensah'): SocialResult => ({
  kind: 'identity',
  providerId: 'google',
  email,
  emailVerified,
  name,
});

let backend: TestBackend;
beforeEach(() => {
  backend = createTestBackend();
});
afterEach(async () => {
  await backend.dispose();
});

describe('a verified email nobody has yet', () => {
  it('makes an account as a sign-up does: learner, free, 0 points, onboarding not finished, so it lands on /welcome', async () => {
    const outcome = await signInWithSocial(backend, identity('Kofi@Example.org'), meta);
    expect(outcome.created).toBe(true);
    expect(outcome.onboardingCompleted).toBe(false);
    expect(destinationAfterSignIn({ next: '', onboardingCompleted: outcome.onboardingCompleted })).toBe('/welcome');
    const user = await backend.store.getRow('users', outcome.session.userId);
    expect(user).toMatchObject({ role: 'learner', membershipStatus: 'free', transformationTier: null, displayName: 'Kofi Mensah', timezone: 'UTC', onboardingCompletedAt: null });
    expect(user?.lastActive).not.toBeNull();
    expect((await backend.store.getRow('user_points', outcome.session.userId))?.points).toBe(0);
    expect(await backend.auth.findUserIdByEmail('kofi@example.org')).toBe(outcome.session.userId);
    expect((await backend.auth.resolveSession(outcome.session.token))?.userId).toBe(outcome.session.userId);
  });

  it('gives it no usable password: password sign-in is invalid-credential, until a password is set', async () => {
    const { session } = await signInWithSocial(backend, identity('kofi@example.org'), meta);
    expect((await failure(signIn(backend, { email: 'kofi@example.org', password: '!' }, meta))).code).toBe('invalid-credential');
    expect((await failure(signIn(backend, { email: 'kofi@example.org', password: '' }, meta))).code).toBe('invalid-credential');
    await backend.auth.setPassword(session.userId, 'a brand new passphrase');
    expect((await signIn(backend, { email: 'kofi@example.org', password: 'a brand new passphrase' }, meta)).userId).toBe(session.userId);
  });

  it('can set a first password (no current one), which ends other sessions; once set, only a change works', async () => {
    const { session } = await signInWithSocial(backend, identity('yaw@example.org'), meta);
    expect(await hasPassword(backend, session.userId)).toBe(false);
    const fresh = await setFirstPassword(backend, session.userId, 'groundnut stew on sunday', meta);
    expect(await hasPassword(backend, session.userId)).toBe(true);
    expect(await backend.auth.resolveSession(session.token)).toBeNull();
    expect((await backend.auth.resolveSession(fresh.token))?.userId).toBe(session.userId);
    expect((await signIn(backend, { email: 'yaw@example.org', password: 'groundnut stew on sunday' }, meta)).userId).toBe(session.userId);
    expect((await failure(setFirstPassword(backend, session.userId, 'another passphrase here', meta))).code).toBe('invalid-argument');
  });

  it('names the account after the email when the provider gives no name', async () => {
    const { session } = await signInWithSocial(backend, identity('abena.osei@example.org', true, null), meta);
    expect((await backend.store.getRow('users', session.userId))?.displayName).toBe('abena.osei');
  });

  it('counts as a sign-up for throttling', async () => {
    for (let i = 0; i < THROTTLE_LIMITS.signup; i += 1) await signInWithSocial(backend, identity(`p${i}@example.org`), meta);
    expect((await failure(signInWithSocial(backend, identity('one-more@example.org'), meta))).code).toBe('too-many-requests');
    expect(await backend.auth.findUserIdByEmail('one-more@example.org')).toBeNull();
  });
});

describe('a verified email that has an account', () => {
  it('signs into that account (no second account), keeping its password and its onboarding state', async () => {
    const { userId } = await createAccount(backend, { email: 'ama@example.org', password: 'kente cloth weaver', displayName: 'Ama', timezone: 'Africa/Accra' });
    await backend.store.updateRow('users', userId, { onboardingCompletedAt: new Date().toISOString() });
    const outcome = await signInWithSocial(backend, identity(' AMA@example.org', true, 'Someone Else'), meta);
    expect(outcome).toMatchObject({ created: false, onboardingCompleted: true });
    expect(outcome.session.userId).toBe(userId);
    expect((await backend.store.getRow('users', userId))?.displayName).toBe('Ama');
    expect((await backend.store.listRows('auth_accounts')).total).toBe(1);
    expect((await signIn(backend, { email: 'ama@example.org', password: 'kente cloth weaver' }, meta)).userId).toBe(userId);
  });
});

describe('an unverified email', () => {
  it('is refused with a clear error, makes no account and signs into none', async () => {
    const { userId } = await createAccount(backend, { email: 'ama@example.org', password: 'kente cloth weaver', displayName: 'Ama', timezone: 'UTC' });
    const error = await failure(signInWithSocial(backend, identity('ama@example.org', false), meta));
    expect(error.code).toBe('invalid-credential');
    expect(error.message).toMatch(/not verified/);
    expect(await failure(signInWithSocial(backend, identity('new@example.org', false), meta))).toMatchObject({ code: 'invalid-credential' });
    expect(await backend.auth.findUserIdByEmail('new@example.org')).toBeNull();
    expect((await backend.store.listRows('auth_sessions')).rows.filter((s) => s.userId === userId)).toEqual([]);
  });
});

describe('throttling per address, like sign-in', () => {
  it('after 30 failures from one address, even a good sign-in must wait', async () => {
    for (let i = 0; i < THROTTLE_LIMITS.ip; i += 1) await recordSocialFailure(backend, meta);
    const error = await failure(signInWithSocial(backend, identity('kofi@example.org'), meta));
    expect(error.code).toBe('too-many-requests');
    expect(error.retryAfterSeconds).toBeGreaterThan(0);
    expect(await signInWithSocial(backend, identity('kofi@example.org'), { ...meta, ip: '198.51.100.1' })).toMatchObject({ created: true });
  });
});

describe('a session made by the backend (Appwrite OAuth)', () => {
  const appwriteSession = (userId: string): SocialResult => ({
    kind: 'session',
    providerId: 'google',
    userId,
    token: 'appwrite-session-secret',
    expiresAt: new Date(Date.now() + 3600_000),
    email: 'esi@example.org',
    name: 'Esi Boateng',
  });

  it('keeps the token as is and makes the missing profile row with sign-up defaults', async () => {
    const outcome = await signInWithSocial(backend, appwriteSession('appwrite-user-1'), meta);
    expect(outcome.session).toMatchObject({ userId: 'appwrite-user-1', token: 'appwrite-session-secret' });
    expect(outcome).toMatchObject({ created: true, onboardingCompleted: false });
    expect(await backend.store.getRow('users', 'appwrite-user-1')).toMatchObject({ role: 'learner', membershipStatus: 'free', displayName: 'Esi Boateng' });
    expect((await backend.store.getRow('user_points', 'appwrite-user-1'))?.points).toBe(0);
  });

  it('leaves an existing profile alone', async () => {
    await signInWithSocial(backend, appwriteSession('appwrite-user-2'), meta);
    await backend.store.updateRow('users', 'appwrite-user-2', { displayName: 'Esi B.', onboardingCompletedAt: new Date().toISOString() });
    const again = await signInWithSocial(backend, appwriteSession('appwrite-user-2'), meta);
    expect(again).toMatchObject({ created: false, onboardingCompleted: true });
    expect((await backend.store.getRow('users', 'appwrite-user-2'))?.displayName).toBe('Esi B.');
  });
});

describe('displayNameFor', () => {
  it('strips control characters and keeps at most 80 characters', () => {
    expect(displayNameFor('Ama\u0000 Owusu\n', 'x@example.org')).toBe('Ama Owusu');
    expect(displayNameFor('A'.repeat(100), 'x@example.org')).toHaveLength(80);
    expect(displayNameFor('   ', 'yaw@example.org')).toBe('yaw');
  });
});
