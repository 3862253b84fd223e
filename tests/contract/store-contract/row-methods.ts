// Contract for the single-row methods (getRow, createRow, updateRow, deleteRow, setCreatedAt, incrementColumn):
// ids, defaults, timestamps, type round trips, error codes, and that a failed write changes nothing.
import { describe, expect, it } from 'vitest';
import type { Store } from '#/server/store/port.ts';
import { equal } from '#/server/store/query.ts';
import { expectStoreError, newUser, sleep, timeOf } from './harness.ts';

/** Registers the row-method tests; `store` returns the current test's fresh store. */
export function describeRowMethods(store: () => Store): void {
  describe('createRow and getRow', () => {
    it('creates a row with the given id and reads it back', async () => {
      const created = await store().createRow('users', 'user-1', newUser({ displayName: 'Ada', country: 'UK' }));
      expect(created).toMatchObject({ $id: 'user-1', displayName: 'Ada', country: 'UK', role: 'learner' });
      expect(await store().getRow('users', 'user-1')).toEqual(created);
    });

    it('picks a unique valid id when given null', async () => {
      const first = await store().createRow('settings', null, { value: '1' });
      const second = await store().createRow('settings', null, { value: '2' });
      for (const id of [first.$id, second.$id]) expect(id).toMatch(/^[a-zA-Z0-9][a-zA-Z0-9._-]{0,35}$/);
      expect(first.$id).not.toBe(second.$id);
      expect((await store().getRow('settings', second.$id))?.value).toBe('2');
    });

    it('returns null for an id that does not exist', async () => {
      expect(await store().getRow('users', 'nobody')).toBeNull();
    });

    it('applies defaults and leaves optional columns null', async () => {
      const user = await store().createRow('users', null, newUser());
      expect(user.timezone).toBe('UTC');
      expect(user.leaderboardOptOut).toBe(false);
      expect(user.bio).toBeNull();
      expect(user.lastActive).toBeNull();
      const points = await store().createRow('user_points', 'p', {});
      expect(points.points).toBe(0);
    });

    it('sets $createdAt and $updatedAt to the creation time', async () => {
      const before = Date.now();
      const row = await store().createRow('settings', 'clock', { value: 'x' });
      const after = Date.now();
      expect(row.$createdAt).toBe(row.$updatedAt);
      expect(timeOf(row.$createdAt)).toBeGreaterThanOrEqual(before - 1000);
      expect(timeOf(row.$createdAt)).toBeLessThanOrEqual(after + 1000);
    });

    it('round-trips booleans, numbers, datetimes and text', async () => {
      const lastActive = '2024-05-06T07:08:09.123Z';
      const user = await store().createRow(
        'users',
        'typed',
        newUser({ leaderboardOptOut: true, lastActive, bio: 'quote \' and "double" and ünïcödé' }),
      );
      const read = await store().getRow('users', 'typed');
      expect(read?.leaderboardOptOut).toBe(true);
      expect(timeOf(read?.lastActive ?? '')).toBe(Date.parse(lastActive));
      expect(read?.bio).toBe(user.bio);
      const points = await store().createRow('user_points', 'numbers', { points: 42 });
      expect((await store().getRow('user_points', points.$id))?.points).toBe(42);
      const off = await store().updateRow('users', 'typed', { leaderboardOptOut: false });
      expect(off.leaderboardOptOut).toBe(false);
      expect((await store().getRow('users', 'typed'))?.leaderboardOptOut).toBe(false);
    });

    it('rejects a taken id with conflict and keeps the existing row', async () => {
      const original = await store().createRow('users', 'same', newUser({ displayName: 'Original' }));
      await expectStoreError(store().createRow('users', 'same', newUser({ displayName: 'Impostor' })), 'conflict');
      expect(await store().getRow('users', 'same')).toEqual(original);
    });

    it('rejects a taken unique index value with conflict and writes nothing', async () => {
      await store().createRow('auth_accounts', 'first', { email: 'a@example.com', passwordHash: 'h1' });
      await expectStoreError(
        store().createRow('auth_accounts', 'second', { email: 'a@example.com', passwordHash: 'h2' }),
        'conflict',
      );
      expect(await store().getRow('auth_accounts', 'second')).toBeNull();
      const all = await store().listRows('auth_accounts');
      expect(all.total).toBe(1);
      expect(all.rows[0]?.passwordHash).toBe('h1');
    });

    it('rejects malformed ids with invalid', async () => {
      for (const id of ['-starts-with-dash', '_underscore', 'has space', 'x'.repeat(37), '', 'semi;colon']) {
        await expectStoreError(store().createRow('settings', id, { value: 'v' }), 'invalid');
      }
      expect((await store().listRows('settings')).total).toBe(0);
    });

    it('rejects unknown columns, bad enum values, oversize text and missing required columns with invalid', async () => {
      await expectStoreError(store().createRow('users', 'u', { ...newUser(), nickname: 'x' } as never), 'invalid');
      await expectStoreError(store().createRow('users', 'u', newUser({ role: 'king' as never })), 'invalid');
      await expectStoreError(store().createRow('users', 'u', newUser({ displayName: 'x'.repeat(81) })), 'invalid');
      const { displayName: _omitted, ...withoutName } = newUser();
      await expectStoreError(store().createRow('users', 'u', withoutName as never), 'invalid');
      await expectStoreError(store().createRow('users', 'u', newUser({ displayName: null as never })), 'invalid');
      await expectStoreError(store().createRow('user_points', 'p', { points: 'many' as never }), 'invalid');
      expect(await store().getRow('users', 'u')).toBeNull();
      expect(await store().getRow('user_points', 'p')).toBeNull();
    });
  });

  describe('updateRow', () => {
    it('changes only the given columns and moves $updatedAt on', async () => {
      const created = await store().createRow('users', 'u', newUser({ displayName: 'Before', country: 'UK' }));
      await sleep(15);
      const updated = await store().updateRow('users', 'u', { displayName: 'After', bio: 'new bio' });
      expect(updated).toMatchObject({ displayName: 'After', bio: 'new bio', country: 'UK', role: 'learner' });
      expect(updated.$createdAt).toBe(created.$createdAt);
      expect(timeOf(updated.$updatedAt)).toBeGreaterThan(timeOf(created.$updatedAt));
      expect(await store().getRow('users', 'u')).toEqual(updated);
    });

    it('sets optional columns back to null', async () => {
      await store().createRow('users', 'u', newUser({ country: 'UK' }));
      expect((await store().updateRow('users', 'u', { country: null })).country).toBeNull();
    });

    it('throws not-found for a missing row', async () => {
      await expectStoreError(store().updateRow('users', 'ghost', { displayName: 'x' }), 'not-found');
      expect(await store().getRow('users', 'ghost')).toBeNull();
    });

    it('throws conflict on a unique index and keeps the row as it was', async () => {
      await store().createRow('auth_accounts', 'a', { email: 'a@example.com', passwordHash: 'h' });
      const b = await store().createRow('auth_accounts', 'b', { email: 'b@example.com', passwordHash: 'h' });
      await expectStoreError(store().updateRow('auth_accounts', 'b', { email: 'a@example.com' }), 'conflict');
      expect(await store().getRow('auth_accounts', 'b')).toEqual(b);
    });

    it('throws invalid for unknown columns and bad values, changing nothing', async () => {
      const user = await store().createRow('users', 'u', newUser());
      await expectStoreError(store().updateRow('users', 'u', { nickname: 'x' } as never), 'invalid');
      await expectStoreError(store().updateRow('users', 'u', { membershipStatus: 'gold' as never }), 'invalid');
      await expectStoreError(store().updateRow('users', 'u', { role: null as never }), 'invalid');
      expect(await store().getRow('users', 'u')).toEqual(user);
    });
  });

  describe('deleteRow', () => {
    it('deletes the row, then throws not-found', async () => {
      await store().createRow('settings', 'gone', { value: 'x' });
      await store().createRow('settings', 'kept', { value: 'y' });
      await store().deleteRow('settings', 'gone');
      expect(await store().getRow('settings', 'gone')).toBeNull();
      expect(await store().getRow('settings', 'kept')).not.toBeNull();
      await expectStoreError(store().deleteRow('settings', 'gone'), 'not-found');
    });
  });

  describe('setCreatedAt', () => {
    it('sets when a row began, keeps its columns, and is read back the same way, in a transaction too', async () => {
      const user = await store().createRow('users', 'joined', newUser({ displayName: 'Amara' }));
      const then = new Date('2026-10-01T07:30:00.000Z');
      await store().setCreatedAt('users', 'joined', then);
      const { $createdAt, $updatedAt, ...columns } = (await store().getRow('users', 'joined'))!;
      expect(timeOf($createdAt)).toBe(then.getTime());
      // Like any write, it moves $updatedAt (Appwrite's update does); the columns stay as they were.
      expect(timeOf($updatedAt)).toBeGreaterThanOrEqual(timeOf(user.$updatedAt));
      const { $createdAt: _created, $updatedAt: _updated, ...before } = user;
      expect(columns).toEqual(before);
      const earlier = new Date('2026-09-15T00:00:00.000Z');
      await store().transaction((tx) => tx.setCreatedAt('users', 'joined', earlier));
      expect(timeOf((await store().getRow('users', 'joined'))!.$createdAt)).toBe(earlier.getTime());
      // Found by a query too (the demo's learners are listed by when they joined).
      expect((await store().findRows('users', [equal('displayName', 'Amara')])).map((row) => timeOf(row.$createdAt))).toEqual([earlier.getTime()]);
    });

    it('throws not-found for a missing row, and invalid for a time that is none', async () => {
      await expectStoreError(store().setCreatedAt('users', 'nobody', new Date()), 'not-found');
      await store().createRow('settings', 's', { value: 'x' });
      await expectStoreError(store().setCreatedAt('settings', 's', new Date(Number.NaN)), 'invalid');
    });
  });

  describe('incrementColumn', () => {
    it('adds positive and negative amounts and returns the updated row', async () => {
      await store().createRow('user_points', 'p', { points: 10 });
      expect((await store().incrementColumn('user_points', 'p', 'points', 5)).points).toBe(15);
      const decreased = await store().incrementColumn('user_points', 'p', 'points', -7);
      expect(decreased).toMatchObject({ $id: 'p', points: 8 });
      expect((await store().getRow('user_points', 'p'))?.points).toBe(8);
    });

    it('throws out-of-range past min or max and changes nothing', async () => {
      await store().createRow('user_points', 'p', { points: 10 });
      await expectStoreError(store().incrementColumn('user_points', 'p', 'points', 5, { max: 12 }), 'out-of-range');
      await expectStoreError(store().incrementColumn('user_points', 'p', 'points', -5, { min: 6 }), 'out-of-range');
      expect((await store().getRow('user_points', 'p'))?.points).toBe(10);
      expect((await store().incrementColumn('user_points', 'p', 'points', 2, { max: 12 })).points).toBe(12);
      expect((await store().incrementColumn('user_points', 'p', 'points', -6, { min: 6 })).points).toBe(6);
    });

    it('throws not-found for a missing row and invalid for a non-number column', async () => {
      await expectStoreError(store().incrementColumn('user_points', 'ghost', 'points', 1), 'not-found');
      await store().createRow('users', 'u', newUser());
      await expectStoreError(store().incrementColumn('users', 'u', 'displayName', 1), 'invalid');
    });

    it('sums 200 concurrent increments exactly', async () => {
      await store().createRow('user_points', 'p', {});
      await Promise.all(Array.from({ length: 200 }, () => store().incrementColumn('user_points', 'p', 'points', 1)));
      expect((await store().getRow('user_points', 'p'))?.points).toBe(200);
      const listed = await store().listRows('user_points', [equal('points', 200)]);
      expect(listed.rows.map((row) => row.$id)).toEqual(['p']);
    });
  });
}
