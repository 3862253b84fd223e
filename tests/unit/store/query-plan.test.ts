// The backend-neutral reading of a listRows query (src/server/store/query-plan.ts). The Store contract
// pins what rows each operator returns; this pins the plan both adapters translate: the special cases
// settled once, "not given" kept apart from defaults, and the mistakes refused before any backend is asked.
import { describe, expect, it } from 'vitest';
import { isStoreError } from '#/server/store/port.ts';
import { planQuery } from '#/server/store/query-plan.ts';
import * as q from '#/server/store/query.ts';
import type { Query } from '#/server/store/query.ts';

const plan = (queries: readonly unknown[], table: 'users' | 'user_points' = 'users') => planQuery(table, queries as Query[]);

describe('planQuery', () => {
  it('leaves limit, offset and cursor null when not given, so each backend applies its default', () => {
    expect(plan([])).toEqual({ filters: [], orders: [], limit: null, offset: null, cursor: null });
    expect(plan([q.limit(0), q.offset(7), q.cursorAfter('row-1'), q.orderDesc('lastActive'), q.orderAsc('$id')])).toEqual({
      filters: [],
      orders: [
        { column: 'lastActive', descending: true },
        { column: '$id', descending: false },
      ],
      limit: 0,
      offset: 7,
      cursor: 'row-1',
    });
  });

  it('states equal(null) as isNull, notEqual(null) as isNotNull, and a null in a list as orNull', () => {
    expect(plan([q.equal('country', null), q.equal('country', [null])]).filters).toEqual([
      { op: 'isNull', column: 'country' },
      { op: 'isNull', column: 'country' },
    ]);
    expect(plan([q.notEqual('country', null)]).filters).toEqual([{ op: 'isNotNull', column: 'country' }]);
    expect(plan([q.equal('country', ['UK', null]), q.equal('role', 'admin'), q.equal('country', [])]).filters).toEqual([
      { op: 'equal', column: 'country', values: ['UK'], orNull: true },
      { op: 'equal', column: 'role', values: ['admin'], orNull: false },
      { op: 'equal', column: 'country', values: [], orNull: false },
    ]);
  });

  it('marks notEqual on a nullable column, since rows where it is null differ too', () => {
    expect(plan([q.notEqual('country', 'US'), q.notEqual('role', 'admin')]).filters).toEqual([
      { op: 'notEqual', column: 'country', value: 'US', nullable: true },
      { op: 'notEqual', column: 'role', value: 'admin', nullable: false },
    ]);
  });

  it('splits search into words and plans nothing for a search without words', () => {
    expect(plan([q.search('displayName', '  Ada \t lovelace '), q.search('bio', '   ')]).filters).toEqual([
      { op: 'search', column: 'displayName', words: ['Ada', 'lovelace'] },
    ]);
  });

  it('puts filter values in the port form: datetimes normalised, fractions allowed against integers', () => {
    expect(plan([q.lessThan('lastActive', '2024-01-01 02:00+02:00'), q.equal('leaderboardOptOut', false)]).filters).toEqual([
      { op: 'lessThan', column: 'lastActive', value: '2024-01-01T00:00:00.000Z' },
      { op: 'equal', column: 'leaderboardOptOut', values: [false], orNull: false },
    ]);
    expect(plan([q.greaterThan('points', 2.5)], 'user_points').filters).toEqual([{ op: 'greaterThan', column: 'points', value: 2.5 }]);
  });

  it.each([
    ['a fractional limit', [q.limit(2.5)], /limit must be a whole number from 0 to 5000, got 2.5/],
    ['an offset beyond safe integers', [q.offset(2 ** 53)], /offset must be a whole number/],
    ['a cursor that is not an id', [{ op: 'cursorAfter', value: 7 }], /cursorAfter needs a row id/],
    ['an order on an unknown column', [q.orderAsc('nickname')], /users has no column "nickname"/],
    ['a value of the wrong type', [q.equal('role', 1)], /users.role must be compared with a string, got 1/],
    ['a date that is not ISO 8601', [q.lessThan('lastActive', 'March 7')], /must be an ISO 8601 datetime/],
    ['a comparison with null', [{ op: 'lessThan', column: 'lastActive', value: null }], /lessThan needs a number or string/],
    ['a search on a number column', [q.search('points', '5')], /search needs a text column/],
    ['an unknown operator', [{ op: 'between', column: 'bio' }], /Unknown query operator "between"/],
  ])('refuses %s as invalid', (_what, queries, message) => {
    const table = queries.some((query) => 'column' in query && query.column === 'points') ? 'user_points' : 'users';
    let thrown: unknown;
    try {
      plan(queries, table);
    } catch (error) {
      thrown = error;
    }
    expect(isStoreError(thrown, 'invalid'), String(thrown)).toBe(true);
    expect((thrown as Error).message).toMatch(message);
  });
});
