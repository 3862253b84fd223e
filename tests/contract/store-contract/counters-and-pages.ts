// Contract for the two primitives the gamification engine needs from every adapter: an increment that
// creates its row when it is missing (counters that appear with their first use), and findRows, a page of
// rows without counting every match (Appwrite counts at most 5000 and counting is most of a big read).
import { describe, expect, it } from 'vitest';
import type { Store } from '#/server/store/port.ts';
import { cursorAfter, equal, greaterThan, limit, orderAsc, orderDesc } from '#/server/store/query.ts';
import { expectStoreError } from './harness.ts';

/** Registers the tests; `store` returns the current test's fresh store. */
export function describeCountersAndPages(store: () => Store): void {
  describe('incrementColumn with orCreate', () => {
    const counter = { userId: 'u1', kind: 'module' } as const;

    it('creates a missing row from the given columns, the counted column starting from its value plus the step', async () => {
      const created = await store().incrementColumn('achievement_counts', 'c1', 'count', 1, { orCreate: { ...counter, count: 0 } });
      expect(created).toMatchObject({ $id: 'c1', userId: 'u1', kind: 'module', count: 1 });
      const started = await store().incrementColumn('user_points', 'p1', 'weekXp', 150, { orCreate: { points: 0 } });
      expect(started).toMatchObject({ weekXp: 150, points: 0, listed: true, villageId: null });
      expect((await store().getRow('achievement_counts', 'c1'))?.count).toBe(1);
    });

    it('adds to the row when it exists, leaving its other columns alone', async () => {
      await store().createRow('achievement_counts', 'c1', { ...counter, count: 4 });
      const added = await store().incrementColumn('achievement_counts', 'c1', 'count', 1, { orCreate: { userId: 'other', kind: 'webinar', count: 0 } });
      expect(added).toMatchObject({ userId: 'u1', kind: 'module', count: 5 });
      const taken = await store().incrementColumn('user_points', 'p1', 'weekXp', -30, { orCreate: { points: 0, weekXp: 0 } });
      expect(taken.weekXp).toBe(-30);
    });

    it('refuses with out-of-range, creating nothing, a new row or a step that would leave the range', async () => {
      await expectStoreError(store().incrementColumn('achievement_counts', 'c1', 'count', -1, { orCreate: { ...counter } }), 'out-of-range');
      expect(await store().getRow('achievement_counts', 'c1')).toBeNull();
      await store().incrementColumn('achievement_counts', 'c1', 'count', 2, { orCreate: { ...counter } });
      await expectStoreError(store().incrementColumn('achievement_counts', 'c1', 'count', 1, { max: 2, orCreate: { ...counter } }), 'out-of-range');
      expect((await store().getRow('achievement_counts', 'c1'))?.count).toBe(2);
    });

    it('refuses a new row that breaks a unique index with conflict, and a malformed id with invalid', async () => {
      await store().createRow('achievement_counts', 'c1', { ...counter, count: 1 });
      await expectStoreError(store().incrementColumn('achievement_counts', 'c2', 'count', 1, { orCreate: { ...counter } }), 'conflict');
      await expectStoreError(store().incrementColumn('achievement_counts', '-bad id', 'count', 1, { orCreate: { ...counter } }), 'invalid');
    });

    it('sums 100 concurrent increments of a row that does not exist yet into one row', async () => {
      await Promise.all(
        Array.from({ length: 100 }, () => store().incrementColumn('board_counts', 'b1', 'count', 1, { orCreate: { board: 'all', level: 0, bucket: 7 } })),
      );
      const rows = await store().listRows('board_counts');
      expect(rows.rows.map((row) => [row.$id, row.count])).toEqual([['b1', 100]]);
    });

    it('creates and then adds within one transaction, and a rollback leaves no row', async () => {
      const seen = await store().transaction(async (tx) => {
        await tx.incrementColumn('board_counts', 'b1', 'count', 1, { orCreate: { board: 'all', level: 0, bucket: 7 } });
        return (await tx.incrementColumn('board_counts', 'b1', 'count', 1, { orCreate: { board: 'all', level: 0, bucket: 7 } })).count;
      });
      expect(seen).toBe(2);
      expect((await store().getRow('board_counts', 'b1'))?.count).toBe(2);
      const failure = new Error('undo');
      await expect(
        store().transaction(async (tx) => {
          await tx.incrementColumn('board_counts', 'b2', 'count', 1, { orCreate: { board: 'all', level: 0, bucket: 8 } });
          throw failure;
        }),
      ).rejects.toBe(failure);
      expect(await store().getRow('board_counts', 'b2')).toBeNull();
    });
  });

  describe('addToCounter', () => {
    const bucket = (n: number) => ({ board: 'all', level: 0, bucket: n, count: 0 }) as const;

    it('creates a missing row with the step, adds to an existing one, and a read in the same transaction sees every step', async () => {
      await store().addToCounter('board_counts', 'b1', 'count', 3, bucket(7));
      const seen = await store().transaction(async (tx) => {
        await tx.addToCounter('board_counts', 'b1', 'count', 2, bucket(7));
        await tx.addToCounter('board_counts', 'b2', 'count', 1, bucket(8));
        await tx.addToCounter('board_counts', 'b2', 'count', 1, bucket(8));
        await tx.addToCounter('board_counts', 'b3', 'count', 1, bucket(9));
        await tx.addToCounter('board_counts', 'b3', 'count', -1, bucket(9));
        const rows = await tx.findRows('board_counts', [orderAsc('bucket')]);
        await tx.addToCounter('board_counts', 'b2', 'count', -1, bucket(8));
        return rows.map((row) => [row.$id, row.count]);
      });
      // A step that came back to nothing may leave no row: a missing count reads as 0.
      expect(seen.filter(([, count]) => count !== 0)).toEqual([['b1', 5], ['b2', 2]]);
      const after = await store().findRows('board_counts', [orderAsc('bucket')]);
      expect(after.filter((row) => row.count !== 0).map((row) => [row.$id, row.board, row.level, row.bucket, row.count])).toEqual([
        ['b1', 'all', 0, 7, 5],
        ['b2', 'all', 0, 8, 1],
      ]);
    });

    it('undoes the steps of a transaction that fails, and keeps those of transactions that commit alongside it', async () => {
      const failure = new Error('undo');
      const outcomes = await Promise.allSettled(
        Array.from({ length: 30 }, (_, index) =>
          store().transaction(async (tx) => {
            await tx.addToCounter('board_counts', 'b1', 'count', 1, bucket(7));
            await tx.addToCounter('board_counts', `n${index}`, 'count', 1, bucket(100 + index));
            // Every third one reads the table (applying what earlier ones held) before failing.
            if (index % 3 === 0) await tx.getRow('board_counts', 'b1');
            if (index % 3 !== 1) return index;
            throw failure;
          }),
        ),
      );
      expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toHaveLength(10);
      expect((await store().getRow('board_counts', 'b1'))?.count).toBe(20);
      const created = (await store().findRows('board_counts', [orderAsc('bucket'), limit(100)])).filter((row) => row.$id !== 'b1');
      expect(created.map((row) => row.$id).sort()).toEqual(
        Array.from({ length: 30 }, (_, index) => index).filter((index) => index % 3 !== 1).map((index) => `n${index}`).sort(),
      );
    });

    it('sums 100 concurrent steps, each in its own transaction, into one row', async () => {
      await Promise.all(Array.from({ length: 100 }, () => store().transaction((tx) => tx.addToCounter('board_counts', 'b1', 'count', 1, bucket(7)))));
      expect((await store().listRows('board_counts')).rows.map((row) => [row.$id, row.count])).toEqual([['b1', 100]]);
    });

    it('refuses with invalid a column with a range of its own, a counter not starting at 0, a bad id or step', async () => {
      await expectStoreError(store().addToCounter('achievement_counts', 'c1', 'count', 1, { userId: 'u1', kind: 'module', count: 0 }), 'invalid');
      await expectStoreError(store().addToCounter('board_counts', 'b1', 'count', 1, { ...bucket(7), count: 5 }), 'invalid');
      await expectStoreError(store().addToCounter('board_counts', '-bad id', 'count', 1, bucket(7)), 'invalid');
      await expectStoreError(store().addToCounter('board_counts', 'b1', 'count', 0.5, bucket(7)), 'invalid');
      await expectStoreError(store().transaction((tx) => tx.addToCounter('board_counts', 'b1', 'board', 1, bucket(7))), 'invalid');
      expect((await store().listRows('board_counts')).total).toBe(0);
    });
  });

  describe('findRows', () => {
    const seed = async () => {
      for (const [id, xp] of [['a', 30], ['b', 50], ['c', 50], ['d', 10], ['e', 0]] as const) {
        await store().createRow('user_points', id, { points: xp });
      }
    };

    it('answers the page listRows would, in the query order, without a total', async () => {
      await seed();
      const queries = [equal('listed', true), greaterThan('points', 0), orderDesc('points'), orderAsc('$id'), limit(3)] as const;
      const found = await store().findRows('user_points', queries);
      expect(found.map((row) => [row.$id, row.points])).toEqual([['b', 50], ['c', 50], ['a', 30]]);
      expect(found).toEqual((await store().listRows('user_points', queries)).rows);
    });

    it('follows a cursor, and finds nothing in an empty result', async () => {
      await seed();
      const page = await store().findRows('user_points', [orderDesc('points'), orderAsc('$id'), cursorAfter('c'), limit(10)]);
      expect(page.map((row) => row.$id)).toEqual(['a', 'd', 'e']);
      expect(await store().findRows('user_points', [equal('weekKey', '2026-W01')])).toEqual([]);
    });

    it('works inside a transaction, seeing its own writes', async () => {
      await seed();
      const found = await store().transaction(async (tx) => {
        await tx.createRow('user_points', 'f', { points: 99 });
        return tx.findRows('user_points', [orderDesc('points'), limit(1)]);
      });
      expect(found.map((row) => row.$id)).toEqual(['f']);
    });
  });
}
