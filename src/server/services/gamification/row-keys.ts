// Row ids of the gamification tables, derived from what makes each row unique (a learner and an
// idempotency key, a board, a level and a bucket…), so the engine finds a row by id instead of by a query, and a
// second writer of the same row collides on the id. Composite keys can be longer than Appwrite's 36-character
// id rule allows (src/domain/ids.ts), so they are hashed: a letter naming the table, then 32 hex digits of
// SHA-256 (128 bits: no collision in any realistic number of rows).
import { derivedRowId as hashedId } from '../derived-row-id.ts';

/** A ledger row: one per learner and idempotency key. */
export function ledgerRowId(userId: string, idempotencyKey: string): string {
  return hashedId('t', [userId, idempotencyKey]);
}

/** Bucket count ids already hashed: an award moves about ten, mostly the same few hundred again and again. */
const boardCountIds = new Map<string, string>();
const MAX_REMEMBERED_BOARD_COUNT_IDS = 20_000;

/** One bucket count of a board's position structure. */
export function boardCountId(board: string, level: number, bucket: number): string {
  const key = `${board}\u0000${level}\u0000${bucket}`;
  let id = boardCountIds.get(key);
  if (id === undefined) {
    if (boardCountIds.size >= MAX_REMEMBERED_BOARD_COUNT_IDS) boardCountIds.clear();
    id = hashedId('b', [board, String(level), String(bucket)]);
    boardCountIds.set(key, id);
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
