// Contract for listRows' filters, ordering, limit/offset and total: every query operator against a
// small fixed table, with NULLs, ties and look-alike text that only exact semantics tell apart.
import { beforeEach, describe, expect, it } from 'vitest';
import type { NewRow } from '#/server/schema.ts';
import type { Store } from '#/server/store/port.ts';
import {
  equal,
  greaterThan,
  greaterThanEqual,
  isNotNull,
  isNull,
  lessThan,
  lessThanEqual,
  limit,
  notEqual,
  offset,
  orderAsc,
  orderDesc,
  search,
} from '#/server/store/query.ts';
import type { Query } from '#/server/store/query.ts';
import { expectStoreError, newUser } from './harness.ts';

// Created in this order, which is deliberately not the alphabetical order of the ids.
const PEOPLE: readonly (readonly [string, NewRow<'users'>])[] = [
  [
    'ada',
    newUser({
      displayName: 'Ada Lovelace',
      role: 'admin',
      country: 'UK',
      bio: 'Writes 50% of the notes',
      lastActive: '2024-01-01T00:00:00.000Z',
    }),
  ],
  [
    'grace',
    newUser({
      displayName: 'Grace Hopper',
      country: 'US',
      bio: 'Likes snake_case names',
      lastActive: '2024-02-01T00:00:00.000Z',
      leaderboardOptOut: true,
    }),
  ],
  ['alan', newUser({ displayName: 'alan turing', country: null, bio: null, lastActive: null })],
  [
    'katherine',
    newUser({
      displayName: 'Katherine Johnson',
      country: 'US',
      bio: 'Counts 500 of them',
      lastActive: '2024-03-01T00:00:00.000Z',
    }),
  ],
  [
    'edsger',
    newUser({
      displayName: 'Edsger Dijkstra',
      role: 'admin',
      country: 'NL',
      bio: 'A snakeXcase fan, 100\\ sure',
      lastActive: '2024-02-15T00:00:00.000Z',
    }),
  ],
];

/** Registers the listRows operator tests; `store` returns the current test's fresh store. */
export function describeQueryOperators(store: () => Store): void {
  const ids = async (queries: readonly Query<'users'>[]) =>
    (await store().listRows('users', queries)).rows.map((row) => row.$id);
  const pointIds = async (queries: readonly Query<'user_points'>[]) =>
    (await store().listRows('user_points', queries)).rows.map((row) => row.$id);

  describe('listRows filters, order and paging', () => {
    beforeEach(async () => {
      for (const [id, person] of PEOPLE) await store().createRow('users', id, person);
      for (const [id, points] of [['p0', 0], ['p5', 5], ['p10a', 10], ['p10b', 10], ['p20', 20]] as const) {
        await store().createRow('user_points', id, { points });
      }
    });

    it('returns every row in insertion order when no order is given', async () => {
      const all = await store().listRows('users');
      expect(all.total).toBe(5);
      expect(all.rows.map((row) => row.$id)).toEqual(['ada', 'grace', 'alan', 'katherine', 'edsger']);
    });

    it('equal matches one value, any of a list, null, booleans and system columns', async () => {
      expect(await ids([equal('role', 'admin')])).toEqual(['ada', 'edsger']);
      expect(await ids([equal('country', ['UK', 'NL'])])).toEqual(['ada', 'edsger']);
      expect(await ids([equal('country', null)])).toEqual(['alan']);
      expect(await ids([equal('leaderboardOptOut', true)])).toEqual(['grace']);
      expect(await ids([equal('$id', ['alan', 'ada', 'nobody'])])).toEqual(['ada', 'alan']);
    });

    it('equal with an empty list matches nothing', async () => {
      expect(await store().listRows('users', [equal('country', [])])).toEqual({ total: 0, rows: [] });
    });

    it('notEqual keeps rows whose column is null; notEqual null means not null', async () => {
      expect(await ids([notEqual('country', 'US')])).toEqual(['ada', 'alan', 'edsger']);
      expect(await ids([notEqual('country', null)])).toEqual(['ada', 'grace', 'katherine', 'edsger']);
      expect(await ids([notEqual('leaderboardOptOut', true)])).toEqual(['ada', 'alan', 'katherine', 'edsger']);
    });

    it('compares numbers with lessThan, lessThanEqual, greaterThan and greaterThanEqual', async () => {
      expect(await pointIds([lessThan('points', 10)])).toEqual(['p0', 'p5']);
      expect(await pointIds([lessThanEqual('points', 10)])).toEqual(['p0', 'p5', 'p10a', 'p10b']);
      expect(await pointIds([greaterThan('points', 10)])).toEqual(['p20']);
      expect(await pointIds([greaterThanEqual('points', 10)])).toEqual(['p10a', 'p10b', 'p20']);
      expect(await pointIds([greaterThan('points', 0), lessThan('points', 20)])).toEqual(['p5', 'p10a', 'p10b']);
    });

    it('compares datetimes and leaves null out of every comparison', async () => {
      expect(await ids([lessThan('lastActive', '2024-02-01T00:00:00.000Z')])).toEqual(['ada']);
      expect(await ids([lessThanEqual('lastActive', '2024-02-01T00:00:00.000Z')])).toEqual(['ada', 'grace']);
      expect(await ids([greaterThan('lastActive', '2024-02-01T00:00:00.000Z')])).toEqual(['katherine', 'edsger']);
      expect(await ids([greaterThanEqual('lastActive', '2024-02-15T00:00:00.000Z')])).toEqual(['katherine', 'edsger']);
    });

    it('isNull and isNotNull', async () => {
      expect(await ids([isNull('bio')])).toEqual(['alan']);
      expect(await ids([isNotNull('bio')])).toEqual(['ada', 'grace', 'katherine', 'edsger']);
      expect(await ids([isNull('displayName')])).toEqual([]);
    });

    it('search ignores case and needs every word, in any order', async () => {
      expect(await ids([search('displayName', 'ADA')])).toEqual(['ada']);
      expect(await ids([search('displayName', 'Turing')])).toEqual(['alan']);
      expect(await ids([search('displayName', 'lovelace   ada')])).toEqual(['ada']);
      expect(await ids([search('displayName', 'grace turing')])).toEqual([]);
    });

    it('search treats % and _ and the escape character literally', async () => {
      expect(await ids([search('bio', '50%')])).toEqual(['ada']);
      expect(await ids([search('bio', 'snake_case')])).toEqual(['grace']);
      expect(await ids([search('bio', '100\\')])).toEqual(['edsger']);
      expect(await ids([search('bio', '%')])).toEqual(['ada']);
    });

    it('combines filters with AND', async () => {
      expect(await ids([equal('role', 'learner'), equal('country', 'US')])).toEqual(['grace', 'katherine']);
      expect(await ids([equal('role', 'admin'), search('bio', 'snakexcase')])).toEqual(['edsger']);
    });

    it('orders ascending with nulls first and descending with nulls last', async () => {
      expect(await ids([orderAsc('lastActive')])).toEqual(['alan', 'ada', 'grace', 'edsger', 'katherine']);
      expect(await ids([orderDesc('lastActive')])).toEqual(['katherine', 'edsger', 'grace', 'ada', 'alan']);
    });

    it('orders by several columns in turn', async () => {
      expect(await ids([orderAsc('role'), orderDesc('lastActive')])).toEqual(['edsger', 'ada', 'katherine', 'grace', 'alan']);
      expect(await pointIds([orderDesc('points'), orderAsc('$id')])).toEqual(['p20', 'p10a', 'p10b', 'p5', 'p0']);
      expect(await pointIds([orderDesc('points'), orderDesc('$id')])).toEqual(['p20', 'p10b', 'p10a', 'p5', 'p0']);
    });

    it('applies limit and offset after filtering and ordering, with total ignoring them', async () => {
      const page = await store().listRows('users', [orderDesc('lastActive'), limit(2), offset(1)]);
      expect(page.rows.map((row) => row.$id)).toEqual(['edsger', 'grace']);
      expect(page.total).toBe(5);
      const filtered = await store().listRows('users', [equal('role', 'learner'), limit(1)]);
      expect(filtered.total).toBe(3);
      expect(filtered.rows.map((row) => row.$id)).toEqual(['grace']);
      expect(await store().listRows('users', [offset(10)])).toEqual({ total: 5, rows: [] });
    });

    it('rejects unknown columns and out-of-range limits with invalid', async () => {
      const unknown = (query: unknown) => store().listRows('users', [query] as unknown as Query<'users'>[]);
      await expectStoreError(unknown(equal('nickname', 'x')), 'invalid');
      await expectStoreError(unknown(orderAsc('nickname')), 'invalid');
      await expectStoreError(unknown(search('nickname', 'x')), 'invalid');
      await expectStoreError(store().listRows('users', [limit(5001)]), 'invalid');
      await expectStoreError(store().listRows('users', [limit(-1)]), 'invalid');
      await expectStoreError(store().listRows('users', [offset(-1)]), 'invalid');
      expect((await store().listRows('users', [limit(5000)])).rows).toHaveLength(5);
    });
  });

  describe('listRows default limit', () => {
    it('returns 25 rows by default but counts them all', async () => {
      for (let index = 0; index < 30; index += 1) await store().createRow('settings', `key-${index}`, { value: String(index) });
      const page = await store().listRows('settings');
      expect(page.total).toBe(30);
      expect(page.rows.map((row) => row.value)).toEqual(Array.from({ length: 25 }, (_, index) => String(index)));
    });
  });
}
