// Row ids of the gamification tables, derived from what makes each row unique (a learner and an
// idempotency key, a board, a level and a bucket…), so the engine finds a row by id instead of by a query, and a
// second writer of the same row collides on the id. Composite keys can be longer than Appwrite's 36-character
// id rule allows (src/domain/ids.ts), so they are hashed: a letter naming the table, then 32 hex digits of
// SHA-256 (128 bits: no collision in any realistic number of rows).
import { HISTOGRAM_LEVELS } from '#/domain/score-histogram.ts';
import { derivedRowId as hashedId } from '../derived-row-id.ts';

/** A ledger row: one per learner and idempotency key. */
export function ledgerRowId(userId: string, idempotencyKey: string): string {
  return hashedId('t', [userId, idempotencyKey]);
}

/**
 * Bucket count ids already hashed, per board and then by level and bucket as one number (no key string to build
 * and hash for each): an award moves about ten, mostly the same few hundred again and again.
 */
const boardCountIds = new Map<string, Map<number, string>>();
const MAX_REMEMBERED_BOARD_COUNT_IDS = 20_000;
let rememberedBoardCountIds = 0;
/** Levels are few and buckets whole numbers, so `bucket * LEVEL_SLOTS + level` is one number per pair. */
const LEVEL_SLOTS = 8;
if (HISTOGRAM_LEVELS > LEVEL_SLOTS) throw new Error(`boardCountId keys hold ${LEVEL_SLOTS} levels, not ${HISTOGRAM_LEVELS}`);

/** One bucket count of a board's position structure. */
export function boardCountId(board: string, level: number, bucket: number): string {
  if (rememberedBoardCountIds >= MAX_REMEMBERED_BOARD_COUNT_IDS) {
    boardCountIds.clear();
    rememberedBoardCountIds = 0;
  }
  let ofBoard = boardCountIds.get(board);
  if (ofBoard === undefined) {
    ofBoard = new Map();
    boardCountIds.set(board, ofBoard);
  }
  const key = bucket * LEVEL_SLOTS + level;
  let id = ofBoard.get(key);
  if (id === undefined) {
    id = hashedId('b', [board, String(level), String(bucket)]);
    ofBoard.set(key, id);
    rememberedBoardCountIds += 1;
  }
  return id;
}

/** A badge a learner earned. */
export function badgeRowId(userId: string, badgeId: string): string {
  return hashedId('g', [userId, badgeId]);
}

/** A learner's counter of one kind of thing done. */
export function counterRowId(userId: string, kind: string): string {
  return hashedId('c', [userId, kind]);
}
