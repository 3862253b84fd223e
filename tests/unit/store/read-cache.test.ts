// The embedded store's read cache stays bounded by rows held, however many distinct queries ask for many rows
// (an export reading page after page asks for a new page each time).
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { cacheReads, READ_CACHE_LIMITS } from '#/server/store/sqlite/read-cache.ts';
import type { RowOperations } from '#/server/store/sqlite/row-operations.ts';
import { equal, limit } from '#/server/store/query.ts';

/** Row operations that answer every query with `count` rows made up on the spot, and count the reads. */
function madeUpRows(count: number): { rows: RowOperations; reads: () => number } {
  let reads = 0;
  const page = () => {
    reads += 1;
    return Array.from({ length: count }, (_, index) => ({ $id: `row${index}`, points: index }));
  };
  const unused = () => {
    throw new Error('not used here');
  };
  const rows = {
    getRow: unused,
    listRows: () => ({ total: count, rows: page() }),
    findRows: page,
    createRow: unused,
    updateRow: unused,
    deleteRow: unused,
    incrementColumn: unused,
    counterStep: unused,
    addToCounters: unused,
  } as unknown as RowOperations;
  return { rows, reads: () => reads };
}

describe('read cache bounds', () => {
  it('holds at most queriedRowsPerTable rows of query results per table, not queriesPerTable whole results', () => {
    const { rows } = madeUpRows(READ_CACHE_LIMITS.rowsPerQuery);
    const cache = cacheReads(new DatabaseSync(':memory:'), rows);
    for (let page = 0; page < 200; page++) cache.outside.findRows('user_points', [equal('$id', `page-${page}`), limit(1000)]);
    expect(cache.heldRows()).toBeGreaterThan(0);
    expect(cache.heldRows()).toBeLessThanOrEqual(READ_CACHE_LIMITS.queriedRowsPerTable);
    for (let page = 0; page < 200; page++) cache.outside.listRows('users', [equal('$id', `page-${page}`), limit(1000)]);
    expect(cache.heldRows()).toBeLessThanOrEqual(2 * READ_CACHE_LIMITS.queriedRowsPerTable);
  });

  it('still answers a repeated query from memory', () => {
    const { rows, reads } = madeUpRows(10);
    const cache = cacheReads(new DatabaseSync(':memory:'), rows);
    const queries = [equal('$id', 'same'), limit(10)];
    const first = cache.outside.findRows('user_points', queries);
    const again = cache.outside.findRows('user_points', queries);
    expect(again).toEqual(first);
    expect(reads()).toBe(1);
    expect(cache.heldRows()).toBe(10);
  });

  it('keeps no result larger than rowsPerQuery', () => {
    const { rows, reads } = madeUpRows(READ_CACHE_LIMITS.rowsPerQuery + 1);
    const cache = cacheReads(new DatabaseSync(':memory:'), rows);
    cache.outside.findRows('user_points', [limit(2000)]);
    cache.outside.findRows('user_points', [limit(2000)]);
    expect(reads()).toBe(2);
    expect(cache.heldRows()).toBe(0);
  });
});
