// A board's position structure on the Store (src/domain/score-histogram.ts): bucket counts moved in the
// same transaction as the score that moves them, and read back to place a score without counting rows.
import { countTermsAbove, countTermsOfBoard, histogramChanges, isSingleBucket, type CountTerm } from '#/domain/score-histogram.ts';
import type { StoreOps } from '../../store/port.ts';
import { equal, greaterThan, lessThanEqual, limit, orderAsc } from '../../store/query.ts';
import { boardCountId } from './row-keys.ts';

/**
 * Moves a learner's score on `board` from `from` to `to` (null, or 0 and below: off the board). The counts are
 * counter steps (addToCounter): the embedded store merges those of the awards that share a commit.
 */
export async function moveOnBoard(tx: StoreOps, board: string, from: number | null, to: number | null): Promise<void> {
  for (const { level, bucket, delta } of histogramChanges(from, to)) {
    await tx.addToCounter('board_counts', boardCountId(board, level, bucket), 'count', delta, { board, level, bucket, count: 0 });
  }
}

type CountReader = Pick<StoreOps, 'findRows' | 'getRow'>;

/** The signed sum of the bucket counts the terms name: one read by id per single bucket, one range query per range. */
async function sumTerms(store: CountReader, board: string, terms: readonly CountTerm[]): Promise<number> {
  const sums = await Promise.all(
    terms.map(async (term) => {
      if (isSingleBucket(term)) return term.sign * ((await store.getRow('board_counts', boardCountId(board, term.level, term.through)))?.count ?? 0);
      const rows = await store.findRows('board_counts', [
        equal('board', board),
        equal('level', term.level),
        greaterThan('bucket', term.after),
        ...(term.through === null ? [] : [lessThanEqual('bucket', term.through)]),
        // The index's own order, so the rows come straight off it, unsorted.
        orderAsc('bucket'),
        // Below the top level a range is at most half a next-level bucket; the top level is bounded by the highest score.
        limit(5000),
      ]);
      return term.sign * rows.reduce((sum, row) => sum + row.count, 0);
    }),
  );
  return sums.reduce((sum, part) => sum + part, 0);
}

/** How many learners on `board` have more than `score`: a few bucket reads per level, at most 128 buckets each below the top. */
export function countAbove(store: CountReader, board: string, score: number): Promise<number> {
  return sumTerms(store, board, countTermsAbove(score));
}

/** How many learners are on `board`: the top level's buckets, a handful of rows. */
export function countOnBoard(store: CountReader, board: string): Promise<number> {
  return sumTerms(store, board, countTermsOfBoard());
}

/** How many learners on `board` have exactly `score`. */
export async function countAt(store: Pick<StoreOps, 'getRow'>, board: string, score: number): Promise<number> {
  return (await store.getRow('board_counts', boardCountId(board, 0, score)))?.count ?? 0;
}
