// Contract for cursorAfter: walking a whole table page by page must return every matching row exactly
// once, in the query's order, even when the order columns tie or hold NULLs.
import { beforeEach, describe, expect, it } from 'vitest';
import type { RowOf } from '#/server/schema.ts';
import type { Store } from '#/server/store/port.ts';
import { INSERTION_ORDER, cursorAfter, equal, limit, orderAsc, orderDesc } from '#/server/store/query.ts';
import type { Query } from '#/server/store/query.ts';
import { expectStoreError, newUser } from './harness.ts';

const ROW_COUNT = 23;
const COUNTRIES = [null, 'AA', 'BB', 'AA', null, 'CC'] as const;
const LAST_ACTIVE = [null, '2024-01-01T00:00:00.000Z', '2024-01-02T00:00:00.000Z', null, '2024-01-01T00:00:00.000Z'];

/** Ids created in a scrambled order, so neither id order nor insertion order matches any sort. */
const idAt = (index: number) => `row-${String((index * 7) % ROW_COUNT).padStart(2, '0')}`;

type User = RowOf<'users'>;

/** Compares two nullable values the way the store sorts: NULL first ascending, last descending. */
function compareNullable(a: string | null, b: string | null, descending: boolean): number {
  if (a === b) return 0;
  const ascending = a === null ? -1 : b === null ? 1 : a < b ? -1 : 1;
  return descending ? -ascending : ascending;
}

/** Registers the cursor pagination tests; `store` returns the current test's fresh store. */
export function describeCursorPagination(store: () => Store): void {
  /** Every page of `queries` at `pageSize`, following cursorAfter from each page's last row. */
  const walk = async (queries: readonly Query<'users'>[], pageSize: number) => {
    const seen: User[] = [];
    const totals = new Set<number>();
    for (let pages = 0; pages <= ROW_COUNT + 1; pages += 1) {
      const last = seen.at(-1);
      const page = await store().listRows('users', [
        ...queries,
        limit(pageSize),
        ...(last === undefined ? [] : [cursorAfter(last.$id)]),
      ]);
      totals.add(page.total);
      seen.push(...page.rows);
      if (page.rows.length < pageSize) return { rows: seen, totals };
    }
    throw new Error('Pagination did not end');
  };
  const everything = async (queries: readonly Query<'users'>[]) => (await store().listRows('users', [...queries, limit(5000)])).rows;
  const idsOf = (rows: readonly User[]) => rows.map((row) => row.$id);

  describe('listRows cursorAfter', () => {
    beforeEach(async () => {
      for (let index = 0; index < ROW_COUNT; index += 1) {
        await store().createRow(
          'users',
          idAt(index),
          newUser({
            displayName: `Person ${index}`,
            role: index % 2 === 0 ? 'learner' : 'admin',
            country: COUNTRIES[index % COUNTRIES.length] ?? null,
            lastActive: LAST_ACTIVE[index % LAST_ACTIVE.length] ?? null,
          }),
        );
      }
    });

    it('walks two order columns with ties and NULLs, every row exactly once and in order', async () => {
      const queries = [orderAsc('country'), orderDesc('lastActive')];
      const { rows, totals } = await walk(queries, 4);
      expect(new Set(idsOf(rows)).size).toBe(ROW_COUNT);
      expect(idsOf(rows)).toEqual(idsOf(await everything(queries)));
      expect([...totals]).toEqual([ROW_COUNT]);
      for (let index = 1; index < rows.length; index += 1) {
        const [before, after] = [rows[index - 1] as User, rows[index] as User];
        const byCountry = compareNullable(before.country, after.country, false);
        expect(byCountry <= 0, `${before.$id} before ${after.$id}`).toBe(true);
        if (byCountry === 0) expect(compareNullable(before.lastActive, after.lastActive, true)).toBeLessThanOrEqual(0);
      }
    });

    it('walks a descending order with NULLs last, page size 3', async () => {
      const { rows } = await walk([orderDesc('country')], 3);
      expect(idsOf(rows)).toEqual(idsOf(await everything([orderDesc('country')])));
      expect(new Set(idsOf(rows)).size).toBe(ROW_COUNT);
      expect(rows.slice(-8).every((row) => row.country === null)).toBe(true);
    });

    it('walks insertion order when no order is given', async () => {
      const { rows } = await walk([], 5);
      expect(idsOf(rows)).toEqual(Array.from({ length: ROW_COUNT }, (_, index) => idAt(index)));
    });

    it('walks insertion order newest first, and oldest first, when asked for it', async () => {
      const created = Array.from({ length: ROW_COUNT }, (_, index) => idAt(index));
      expect(idsOf((await walk([orderDesc(INSERTION_ORDER)], 4)).rows)).toEqual([...created].reverse());
      expect(idsOf((await walk([equal('role', 'learner'), orderAsc(INSERTION_ORDER)], 5)).rows)).toEqual(created.filter((_, index) => index % 2 === 0));
    });

    it('walks a filtered query, with total counting the filtered rows on every page', async () => {
      const queries = [equal('role', 'learner'), orderAsc('lastActive')];
      const { rows, totals } = await walk(queries, 2);
      expect(rows).toHaveLength(12);
      expect(rows.every((row) => row.role === 'learner')).toBe(true);
      expect(idsOf(rows)).toEqual(idsOf(await everything(queries)));
      expect([...totals]).toEqual([12]);
    });

    it('returns nothing after the last row and throws not-found for a cursor row that does not exist', async () => {
      const ordered = await everything([orderAsc('country')]);
      const last = ordered.at(-1);
      const after = await store().listRows('users', [orderAsc('country'), cursorAfter(last?.$id ?? '')]);
      expect(after).toEqual({ total: ROW_COUNT, rows: [] });
      await expectStoreError(store().listRows('users', [cursorAfter('missing-row')]), 'not-found');
    });
  });
}
