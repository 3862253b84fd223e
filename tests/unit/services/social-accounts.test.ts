// Linking a social sign-in to an account: a provider account is known by its subject (`sub`), stored on
// first link and signed in by afterwards; the first time, a verified email links an existing learner
// account, never an admin's (an admin links from /profile, signed in); a new email gets an account made as a
// sign-up makes one, with no usable password; an unverified email makes nothing; an Appwrite session is
// checked against the same links (an admin's is exchanged for a server-made one); throttled per address.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { destinationAfterSignIn } from '#/domain/after-sign-in.ts';
import type { SocialResult } from '#/server/auth/social/port.ts';
import { createAccount, hasPassword, setFirstPassword, signIn } from '#/server/services/accounts.ts';
import { THROTTLE_LIMITS } from '#/server/services/auth-throttle.ts';
import { displayNameFor, linkSocialAccount, recordSocialFailure, signInWithSocial } from '#/server/services/social-accounts.ts';
import { findLink, linksOf } from '#/server/services/social-links.ts';
import { resolveSessionUser } from '#/server/services/session-user.ts';
import { failure } from '../../fixtures/service-failure.ts';
import { createTestBackend, type TestBackend } from '../../fixtures/test-backend.ts';

const meta = { ip: '203.0.113.9', userAgent: 'vitest' };
const identity = (email: string, emailVerified = true, name: string | null = 'Kofi Mensah', subject = `sub-of-${email.trim().toLowerCase()}`): SocialResult => ({
  kind: 'identity',
  providerId: 'google',
  subject,
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
    subject: `appwrite-uid-${userId}`,
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

describe('the provider account is known by its subject', () => {
  it('is stored on first sign-in, and signs in afterwards whatever email the provider then reports', async () => {
    const first = await signInWithSocial(backend, identity('kofi@example.org', true, 'Kofi', 'google-123'), meta);
    expect(await findLink(backend.store, 'google', 'google-123')).toMatchObject({ userId: first.session.userId, linkedBy: 'sign-up' });
    const later = await signInWithSocial(backend, identity('kofi.new@example.org', false, 'Kofi', 'google-123'), meta);
    expect(later).toMatchObject({ created: false });
    expect(later.session.userId).toBe(first.session.userId);
    expect(await backend.auth.findUserIdByEmail('kofi.new@example.org')).toBeNull();
  });

  it('an existing learner linked by verified email gets the subject stored (linkedBy email)', async () => {
    const { userId } = await createAccount(backend, { email: 'ama@example.org', password: 'kente cloth weaver', displayName: 'Ama', timezone: 'UTC' });
    await signInWithSocial(backend, identity('ama@example.org', true, null, 'google-ama'), meta);
    expect(await linksOf(backend.store, userId)).toEqual([expect.objectContaining({ providerId: 'google', subject: 'google-ama', linkedBy: 'email' })]);
  });

  it('a second provider account with the same verified email does not join an account already linked at that provider', async () => {
    const { userId } = await createAccount(backend, { email: 'ama@example.org', password: 'kente cloth weaver', displayName: 'Ama', timezone: 'UTC' });
    await signInWithSocial(backend, identity('ama@example.org', true, null, 'google-ama'), meta);
    expect((await failure(signInWithSocial(backend, identity('ama@example.org', true, null, 'google-impostor'), meta))).code).toBe('permission-denied');
    expect(await findLink(backend.store, 'google', 'google-impostor')).toBeNull();
    expect((await linksOf(backend.store, userId)).map((link) => link.subject)).toEqual(['google-ama']);
  });

  it('two first sign-ins of one new provider account at once: the second signs into the account the first made', async () => {
    const first = await signInWithSocial(backend, identity('efua@example.org', true, null, 'google-efua'), meta);
    // The second callback looked for the link before the first had written it.
    const listRows = backend.store.listRows.bind(backend.store);
    let hidden = false;
    backend.store.listRows = (async (table: Parameters<typeof listRows>[0], queries?: Parameters<typeof listRows>[1]) => {
      if (table === 'social_links' && !hidden) {
        hidden = true;
        return { total: 0, rows: [] };
      }
      return listRows(table, queries);
    }) as typeof listRows;
    const second = await signInWithSocial(backend, identity('efua@example.org', true, null, 'google-efua'), meta);
    expect(hidden).toBe(true);
    expect(second).toMatchObject({ created: false });
    expect(second.session.userId).toBe(first.session.userId);
  });

  it("a link whose account is gone is forgotten, and the email rule applies again", async () => {
    const first = await signInWithSocial(backend, identity('yaw@example.org', true, null, 'google-yaw'), meta);
    await backend.store.deleteRow('users', first.session.userId);
    await backend.auth.deleteAccount(first.session.userId);
    const again = await signInWithSocial(backend, identity('yaw@example.org', true, null, 'google-yaw'), meta);
    expect(again.created).toBe(true);
    expect(await findLink(backend.store, 'google', 'google-yaw')).toMatchObject({ userId: again.session.userId });
  });
});

describe('an administrator account is never linked by email', () => {
  const admin = () => createAccount(backend, { email: 'admin@example.org', password: 'admin passphrase here', displayName: 'Admin', timezone: 'UTC', role: 'admin' });

  it('a verified admin email at a provider signs into nothing, links nothing, and counts as a failure', async () => {
    const { userId } = await admin();
    const error = await failure(signInWithSocial(backend, identity('admin@example.org', true, 'Mallory', 'attacker'), meta));
    expect(error.code).toBe('permission-denied');
    expect(await findLink(backend.store, 'google', 'attacker')).toBeNull();
    expect((await backend.store.listRows('auth_sessions')).rows.filter((row) => row.userId === userId)).toEqual([]);
    expect((await backend.store.listRows('auth_failures')).rows.map((row) => row.key)).toContain('ip:203.0.113.9');
  });

  it('the admin links a provider account while signed in; it then signs in by its subject, whatever its email', async () => {
    const { userId } = await admin();
    await linkSocialAccount(backend, identity('admin.personal@example.net', false, null, 'admin-own'), userId, meta);
    expect(await findLink(backend.store, 'google', 'admin-own')).toMatchObject({ userId, linkedBy: 'profile' });
    const outcome = await signInWithSocial(backend, identity('admin.personal@example.net', false, null, 'admin-own'), meta);
    expect(outcome.session.userId).toBe(userId);
  });

  it('a link an email match made stops opening the account once it is an admin, until the admin links it again', async () => {
    const { userId } = await createAccount(backend, { email: 'esi@example.org', password: 'kente cloth weaver', displayName: 'Esi', timezone: 'UTC' });
    await signInWithSocial(backend, identity('esi@example.org', true, null, 'google-esi'), meta);
    await backend.store.updateRow('users', userId, { role: 'admin' });
    expect((await failure(signInWithSocial(backend, identity('esi@example.org', true, null, 'google-esi'), meta))).code).toBe('permission-denied');
    await linkSocialAccount(backend, identity('esi@example.org', true, null, 'google-esi'), userId, meta);
    expect((await findLink(backend.store, 'google', 'google-esi'))?.linkedBy).toBe('profile');
    expect((await signInWithSocial(backend, identity('esi@example.org', true, null, 'google-esi'), meta)).session.userId).toBe(userId);
  });

  it('an account its provider account created keeps signing in by it after becoming an admin', async () => {
    const first = await signInWithSocial(backend, identity('abena@example.org', true, null, 'google-abena'), meta);
    await backend.store.updateRow('users', first.session.userId, { role: 'admin' });
    expect((await signInWithSocial(backend, identity('abena@example.org', true, null, 'google-abena'), meta)).session.userId).toBe(first.session.userId);
  });

  it('linking refuses a provider account that already opens another account', async () => {
    const { userId } = await admin();
    const learner = await signInWithSocial(backend, identity('kwame@example.org', true, null, 'google-kwame'), meta);
    expect((await failure(linkSocialAccount(backend, identity('kwame@example.org', true, null, 'google-kwame'), userId, meta))).code).toBe('permission-denied');
    expect(await findLink(backend.store, 'google', 'google-kwame')).toMatchObject({ userId: learner.session.userId });
  });
});

describe("Appwrite's OAuth2 chose the account: checked against the same links", () => {
  const session = (userId: string, subject: string | null = `appwrite-uid-${userId}`): SocialResult => ({
    kind: 'session',
    providerId: 'google',
    subject,
    userId,
    token: `appwrite-oauth-secret-${userId}`,
    expiresAt: new Date(Date.now() + 3600_000),
    email: 'someone@example.org',
    name: null,
  });
  const adminRow = async (userId: string) => {
    await backend.store.createRow('users', userId, { role: 'admin', membershipStatus: 'paid', transformationTier: null, displayName: 'Admin', timezone: 'UTC' });
    await backend.store.createRow('user_points', userId, { points: 0 });
  };

  it("an admin account Appwrite linked by email: refused, and Appwrite's session is deleted", async () => {
    await adminRow('aw-admin');
    const deleteSession = vi.spyOn(backend.auth, 'deleteSession');
    expect((await failure(signInWithSocial(backend, session('aw-admin'), meta))).code).toBe('permission-denied');
    expect(deleteSession).toHaveBeenCalledWith('appwrite-oauth-secret-aw-admin');
    expect(await findLink(backend.store, 'google', 'appwrite-uid-aw-admin')).toBeNull();
  });

  it("an admin's own link: signed in, with a session this server made instead of Appwrite's OAuth2 one", async () => {
    await adminRow('aw-admin');
    await linkSocialAccount(backend, identity('admin@example.org', true, null, 'appwrite-uid-aw-admin'), 'aw-admin', meta);
    const deleteSession = vi.spyOn(backend.auth, 'deleteSession');
    const outcome = await signInWithSocial(backend, session('aw-admin'), meta);
    expect(deleteSession).toHaveBeenCalledWith('appwrite-oauth-secret-aw-admin');
    expect(outcome.session.token).not.toBe('appwrite-oauth-secret-aw-admin');
    expect((await backend.auth.resolveSession(outcome.session.token))?.userId).toBe('aw-admin');
  });

  it('a learner keeps the session, and the subject is stored', async () => {
    const outcome = await signInWithSocial(backend, session('aw-learner'), meta);
    expect(outcome.session.token).toBe('appwrite-oauth-secret-aw-learner');
    expect(await findLink(backend.store, 'google', 'appwrite-uid-aw-learner')).toMatchObject({ userId: 'aw-learner', linkedBy: 'sign-up' });
  });

  it('linking from /profile: refused when Appwrite put the provider account on another account, and its session is deleted', async () => {
    const deleteSession = vi.spyOn(backend.auth, 'deleteSession');
    expect((await failure(linkSocialAccount(backend, session('aw-someone-else'), 'aw-admin', meta))).code).toBe('permission-denied');
    expect(deleteSession).toHaveBeenCalledWith('appwrite-oauth-secret-aw-someone-else');
    await linkSocialAccount(backend, session('aw-admin'), 'aw-admin', meta);
    expect(await findLink(backend.store, 'google', 'appwrite-uid-aw-admin')).toMatchObject({ userId: 'aw-admin', linkedBy: 'profile' });
    expect(deleteSession).toHaveBeenCalledWith('appwrite-oauth-secret-aw-admin');
  });

  it("an admin's session opened by Appwrite's OAuth2 is refused and ended wherever it is presented (a learner's is not)", async () => {
    await adminRow('aw-admin');
    const { userId: learnerId } = await createAccount(backend, { email: 'ama@example.org', password: 'kente cloth weaver', displayName: 'Ama', timezone: 'UTC' });
    const adminSession = await backend.auth.createSession('aw-admin', { userAgent: null });
    const learnerSession = await backend.auth.createSession(learnerId, { userAgent: null });
    const resolve = backend.auth.resolveSession.bind(backend.auth);
    // As the Appwrite adapter reports a session whose provider is `oauth2`.
    backend.auth.resolveSession = async (token) => {
      const found = await resolve(token);
      return found && { ...found, openedByBackendOAuth: true };
    };
    expect(await resolveSessionUser(backend, adminSession.token)).toBeNull();
    backend.auth.resolveSession = resolve;
    expect(await backend.auth.resolveSession(adminSession.token)).toBeNull();
    backend.auth.resolveSession = async (token) => {
      const found = await resolve(token);
      return found && { ...found, openedByBackendOAuth: true };
    };
    expect((await resolveSessionUser(backend, learnerSession.token))?.user.id).toBe(learnerId);
  });
});

describe('displayNameFor', () => {
  it('strips control characters and keeps at most 80 characters', () => {
    expect(displayNameFor('Ama\u0000 Owusu\n', 'x@example.org')).toBe('Ama Owusu');
    expect(displayNameFor('A'.repeat(100), 'x@example.org')).toHaveLength(80);
    expect(displayNameFor('   ', 'yaw@example.org')).toBe('yaw');
  });
});
