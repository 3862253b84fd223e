// Profiles, public profiles, access changes and the lastActive heartbeat (rule 42), on the embedded backend.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setAccess } from '#/server/services/access.ts';
import { createAccount } from '#/server/services/accounts.ts';
import { getOwnProfile, getPublicProfile, touchLastActive, updateOwnProfile } from '#/server/services/profiles.ts';
import { resolveSessionUser } from '#/server/services/session-user.ts';
import { createTestBackend, type TestBackend } from '../../fixtures/test-backend.ts';

let backend: TestBackend;
let ama: string;
let kofi: string;
beforeEach(async () => {
  backend = createTestBackend();
  ({ userId: ama } = await createAccount(backend, { email: 'ama@example.org', password: 'kente cloth weaver', displayName: 'Ama', timezone: 'UTC' }));
  ({ userId: kofi } = await createAccount(backend, { email: 'kofi@example.org', password: 'kente cloth weaver', displayName: 'Kofi', timezone: 'UTC' }));
});
afterEach(async () => {
  await backend.dispose();
});

const changes = { displayName: 'Ama Mensah', bio: 'Leads a team of 12.', country: 'Ghana', timezone: 'Africa/Accra' };

describe('own profile', () => {
  it('a member edits their display name, bio, country and time zone', async () => {
    await updateOwnProfile(backend, ama, ama, changes);
    expect(await getOwnProfile(backend, ama, ama)).toMatchObject({ ...changes, email: 'ama@example.org', points: 0 });
  });

  it("nobody reads or edits another member's private profile", async () => {
    await expect(updateOwnProfile(backend, kofi, ama, changes)).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(getOwnProfile(backend, kofi, ama)).rejects.toMatchObject({ code: 'permission-denied' });
    expect((await backend.store.getRow('users', ama))?.displayName).toBe('Ama');
  });
});

describe('public profile', () => {
  it('shows public fields only: display name, level, rank and join date', async () => {
    await backend.store.updateRow('user_points', ama, { points: 2350 });
    await updateOwnProfile(backend, ama, ama, changes);
    const profile = await getPublicProfile(backend, ama);
    expect(Object.keys(profile ?? {}).sort()).toEqual(['displayName', 'id', 'joinedAt', 'level', 'rank']);
    expect(profile).toMatchObject({ displayName: 'Ama Mensah', level: 3, rank: 'Change Architect' });
  });

  it('is null for an unknown id', async () => {
    expect(await getPublicProfile(backend, 'no-such-user')).toBeNull();
  });
});

describe('access', () => {
  it('role, membership and tier change through the server-only access service, and the flags follow', async () => {
    const session = await backend.auth.createSession(ama, { userAgent: null });
    await setAccess(backend, ama, { role: 'admin', membershipStatus: 'paid', transformationTier: 'corporate_leader' });
    const resolved = await resolveSessionUser(backend, session.token);
    expect(resolved?.user).toMatchObject({ isAdmin: true, isPaid: true, isCorporateMember: true, isIndividualPaid: false });
  });

  it('refuses an unknown user', async () => {
    await expect(setAccess(backend, 'nobody', { role: 'admin' })).rejects.toMatchObject({ code: 'not-found' });
  });
});

describe('lastActive heartbeat', () => {
  it('writes at most once a minute per user, whatever the browser sends', async () => {
    const t0 = new Date('2026-03-01T10:00:00Z');
    expect(await touchLastActive(backend, ama, t0)).toBe(true);
    expect(await touchLastActive(backend, ama, new Date(t0.getTime() + 59_999))).toBe(false);
    expect((await backend.store.getRow('users', ama))?.lastActive).toBe(t0.toISOString());
    expect(await touchLastActive(backend, ama, new Date(t0.getTime() + 60_000))).toBe(true);
  });

  it('writes once when many beats arrive together', async () => {
    const now = new Date('2026-03-01T10:00:00Z');
    const results = await Promise.all(Array.from({ length: 25 }, () => touchLastActive(backend, kofi, now)));
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('does nothing for an unknown user', async () => {
    expect(await touchLastActive(backend, 'nobody')).toBe(false);
  });
});

describe('session user', () => {
  it('is null for no token, an unknown token, and a session whose users row is gone', async () => {
    expect(await resolveSessionUser(backend, undefined)).toBeNull();
    expect(await resolveSessionUser(backend, 'x'.repeat(43))).toBeNull();
    const session = await backend.auth.createSession(kofi, { userAgent: null });
    await backend.store.deleteRow('users', kofi);
    expect(await resolveSessionUser(backend, session.token)).toBeNull();
  });
});
