// A board's position structure on the Store (src/domain/score-histogram.ts): bucket counts moved in the
// same transaction as the score that moves them, and read back to place a score without counting rows.
import { histogramChanges, rangesAbove } from '#/domain/score-histogram.ts';
import type { StoreOps } from '../../store/port.ts';
import { equal, greaterThan, lessThanEqual, limit } from '../../store/query.ts';
import { boardCountId } from './row-keys.ts';

/** Moves a learner's score on `board` from `from` to `to` (null, or 0 and below: off the board). */
export async function moveOnBoard(tx: StoreOps, board: string, from: number | null, to: number | null): Promise<void> {
  for (const { level, bucket, delta } of histogramChanges(from, to)) {
    await tx.incrementColumn('board_counts', boardCountId(board, level, bucket), 'count', delta, { orCreate: { board, level, bucket, count: 0 } });
  }
}

/** How many learners on `board` have more than `score`: three reads of at most 255 bucket counts each. */
export async function countAbove(store: Pick<StoreOps, 'findRows'>, board: string, score: number): Promise<number> {
  const sums = await Promise.all(
    rangesAbove(score).map(async ({ level, after, through }) => {
      const rows = await store.findRows('board_counts', [
        equal('board', board),
        equal('level', level),
        greaterThan('bucket', after),
        ...(through === null ? [] : [lessThanEqual('bucket', through)]),
        // Within one next-level bucket there are at most 255; the top level is bounded by the highest score.
        limit(5000),
      ]);
      return rows.reduce((sum, row) => sum + row.count, 0);
    }),
  );
  return sums.reduce((sum, part) => sum + part, 0);
}

/** How many learners on `board` have exactly `score`. */
export async function countAt(store: Pick<StoreOps, 'getRow'>, board: string, score: number): Promise<number> {
  return (await store.getRow('board_counts', boardCountId(board, 0, score)))?.count ?? 0;
}
