// The Appwrite adapter's translations (issue 4): Appwrite error types to the port's StoreError codes,
// and the port's queries to Appwrite Query JSON, with the rewrites where SQL semantics differ.
import { AppwriteException } from 'node-appwrite';
import { describe, expect, it } from 'vitest';
import { schema } from '#/server/schema.ts';
import { toStoreError } from '#/server/store/appwrite/appwrite-errors.ts';
import { toAppwriteQueries } from '#/server/store/appwrite/appwrite-queries.ts';
import { decodeRow } from '#/server/store/appwrite/row-values.ts';
import { isStoreError, StoreError } from '#/server/store/port.ts';
import * as q from '#/server/store/query.ts';
import type { Query } from '#/server/store/query.ts';

const failure = (type: string, code: number) => new AppwriteException(`Appwrite says ${type}`, code, type, '{}');

describe('Appwrite errors become StoreErrors by documented type', () => {
  it.each([
    ['row_already_exists', 409, 'conflict'],
    ['transaction_conflict', 409, 'conflict'],
    ['row_not_found', 404, 'not-found'],
    ['general_cursor_not_found', 400, 'not-found'],
    ['column_limit_exceeded', 400, 'out-of-range'],
    ['row_invalid_structure', 400, 'invalid'],
    ['general_query_invalid', 400, 'invalid'],
    ['general_argument_invalid', 400, 'invalid'],
  ] as const)('%s (%i) → %s', (type, code, expected) => {
    const mapped = toStoreError(failure(type, code), 'createRow users/u');
    expect(isStoreError(mapped, expected)).toBe(true);
    expect((mapped as StoreError).message).toContain('createRow users/u');
    expect((mapped as StoreError).cause).toBeInstanceOf(AppwriteException);
  });

  it('passes configuration and outage failures through untouched', () => {
    for (const error of [failure('general_unauthorized_scope', 401), failure('table_not_found', 404), failure('general_unknown', 500), new TypeError('fetch failed')]) {
      expect(toStoreError(error, 'x')).toBe(error);
    }
  });
});

// Queries are built for `users`; the port's Query type without a table parameter knows no columns.
const parsed = (table: 'users' | 'user_points', queries: readonly unknown[]) =>
  toAppwriteQueries(table, queries as Query[]).queries.map((query) => JSON.parse(query) as unknown);

describe('port queries become Appwrite Query JSON', () => {
  it('maps filters, orders and paging one to one', () => {
    expect(
      parsed('users', [
        q.equal('role', 'admin'),
        q.lessThan('lastActive', '2024-01-01T02:00:00+02:00'),
        q.greaterThanEqual('$createdAt', '2024-01-01T00:00:00.000Z'),
        q.isNull('bio'),
        q.isNotNull('country'),
        q.orderDesc('lastActive'),
        q.orderAsc('$id'),
        q.limit(10),
        q.offset(5),
        q.cursorAfter('row-1'),
      ]),
    ).toEqual([
      { method: 'equal', attribute: 'role', values: ['admin'] },
      { method: 'lessThan', attribute: 'lastActive', values: ['2024-01-01T00:00:00.000Z'] },
      { method: 'greaterThanEqual', attribute: '$createdAt', values: ['2024-01-01T00:00:00.000Z'] },
      { method: 'isNull', attribute: 'bio' },
      { method: 'isNotNull', attribute: 'country' },
      { method: 'orderDesc', attribute: 'lastActive' },
      { method: 'orderAsc', attribute: '$id' },
      { method: 'limit', values: [10] },
      { method: 'offset', values: [5] },
      { method: 'cursorAfter', values: ['row-1'] },
    ]);
  });

  it('turns null in equal into isNull, and keeps nulls for notEqual on nullable columns only', () => {
    expect(parsed('users', [q.equal('country', null)])).toEqual([{ method: 'isNull', attribute: 'country' }]);
    expect(parsed('users', [q.equal('country', ['UK', null])])).toEqual([
      { method: 'or', values: [{ method: 'equal', attribute: 'country', values: ['UK'] }, { method: 'isNull', attribute: 'country' }] },
    ]);
    expect(parsed('users', [q.notEqual('country', 'US')])).toEqual([
      { method: 'or', values: [{ method: 'notEqual', attribute: 'country', values: ['US'] }, { method: 'isNull', attribute: 'country' }] },
    ]);
    expect(parsed('users', [q.notEqual('role', 'admin')])).toEqual([{ method: 'notEqual', attribute: 'role', values: ['admin'] }]);
    expect(parsed('users', [q.notEqual('country', null)])).toEqual([{ method: 'isNotNull', attribute: 'country' }]);
  });

  it('answers an empty equal list without asking, and splits long lists at 100 values', () => {
    expect(toAppwriteQueries('users', [q.equal('country', [])] as unknown as Query[]).matchesNothing).toBe(true);
    const ids = Array.from({ length: 150 }, (_, index) => `id-${index}`);
    const [split] = parsed('users', [q.equal('$id', ids)]) as [{ method: string; values: { values: string[] }[] }];
    expect(split.method).toBe('or');
    expect(split.values.map((part) => part.values.length)).toEqual([100, 50]);
  });

  it('turns search into one case-insensitive contains per word (no fulltext index needed)', () => {
    expect(parsed('users', [q.search('displayName', '  Ada   lovelace ')])).toEqual([
      { method: 'contains', attribute: 'displayName', values: ['Ada'] },
      { method: 'contains', attribute: 'displayName', values: ['lovelace'] },
    ]);
  });

  it('refuses unknown columns, wrong value types and bad paging as invalid before any request', () => {
    const refused = (queries: readonly unknown[]) => () => toAppwriteQueries('users', queries as Query[]);
    expect(refused([q.equal('nickname', 'x')])).toThrow(StoreError);
    expect(refused([q.equal('leaderboardOptOut', 'yes')])).toThrow(/must be compared with a boolean/);
    expect(refused([q.lessThan('leaderboardOptOut', 1)])).toThrow(/needs a number or string column/);
    expect(refused([q.search('leaderboardOptOut', 'x')])).toThrow(/search needs a text column/);
    expect(refused([q.limit(5001)])).toThrow(/limit must be a whole number/);
    expect(refused([q.offset(-1)])).toThrow(/offset must be a whole number/);
    expect(refused([{ op: 'regex', column: 'bio', value: '.*' }])).toThrow(/Unknown query operator/);
    expect(() => toAppwriteQueries('user_points', [q.greaterThan('points', 'many' as never)] as unknown as Query[])).toThrow(/finite number/);
  });
});

describe('Appwrite rows become port rows', () => {
  it('keeps $id and the timestamps, normalises datetimes to toISOString, drops Appwrite-only fields, fills absent columns with null', () => {
    const row = decodeRow('user_points', {
      $id: 'p',
      $sequence: '7',
      $tableId: 'user_points',
      $databaseId: 'platform',
      $permissions: [],
      $createdAt: '2024-05-06T07:08:09.123+00:00',
      $updatedAt: '2024-05-06T09:08:09.123+02:00',
      points: 5,
    });
    // Every other column of user_points was absent from the Appwrite row: each reads as null.
    const absent = Object.fromEntries(Object.keys(schema.user_points.columns).filter((c) => c !== 'points').map((c) => [c, null]));
    expect(row).toEqual({ $id: 'p', $createdAt: '2024-05-06T07:08:09.123Z', $updatedAt: '2024-05-06T07:08:09.123Z', points: 5, ...absent });
    expect(Object.keys(absent).length).toBeGreaterThan(0);
    expect(decodeRow('users', { $id: 'u', $createdAt: '2024-01-01T00:00:00.000+00:00', $updatedAt: '2024-01-01T00:00:00.000+00:00' }).bio).toBeNull();
  });
});
