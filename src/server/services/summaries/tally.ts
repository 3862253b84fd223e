// The one way an event reaches the dashboard's counters (rule 35): `tallyEvent(tx, event, key)` inside the
// transaction that makes the event, so a sign-up, a payment or an award never commits without its count, nor
// its count without it. The deltas come from the rule (src/domain/summaries.ts); here they become atomic
// increments of rows whose ids are derived from the counter, so no query is needed to find them.
import { LAST_ADMIN_RULE_MESSAGE } from '#/domain/standing-rules.ts';
import { METRICS, shardOf, summaryDeltas, type Delta, type Metric, type SummaryEvent } from '#/domain/summaries.ts';
import { isStoreError, type StoreOps } from '../../store/port.ts';
import { derivedRowId } from '../derived-row-id.ts';
import { ServiceError } from '../service-error.ts';

/** The row of one bucket (and shard) of a counter: 's' then 32 hex digits of SHA-256, within Appwrite's id rule. */
export function summaryRowId(metric: Metric, bucket: string, shard: number): string {
  return derivedRowId('s', [metric, bucket, String(shard)]);
}


/** Adds deltas made elsewhere (the demo's history) to the counters; events go through tallyEvent. */
export async function applyDeltas(tx: StoreOps, deltas: readonly Delta[], shardKey: string): Promise<void> {
  for (const delta of deltas) await applyDelta(tx, delta, shardKey);
}

async function applyDelta(tx: StoreOps, delta: Delta, shardKey: string): Promise<void> {
  const shard = METRICS[delta.metric].sharded ? shardOf(shardKey) : 0;
  const id = summaryRowId(delta.metric, delta.bucket, shard);
  const orCreate = { metric: delta.metric, bucket: delta.bucket, shard, count: 0, total: 0 };
  if (delta.count !== 0 && delta.floor !== undefined) {
    // A floored decrement needs the row: a missing one holds nothing to take away (and `orCreate` would check
    // the new row's start against the floor, not the existing value).
    try {
      await tx.incrementColumn('summaries', id, 'count', delta.count, { min: delta.floor });
    } catch (error) {
      // The only floor is the last admin's (rule 35).
      if (isStoreError(error, 'out-of-range') || isStoreError(error, 'not-found')) throw new ServiceError('failed-precondition', LAST_ADMIN_RULE_MESSAGE);
      throw error;
    }
  } else if (delta.count !== 0) {
    // Counter steps: the embedded store merges those of the events that share a commit (many awards, one week).
    await tx.addToCounter('summaries', id, 'count', delta.count, orCreate);
  }
  if (delta.total !== 0) await tx.addToCounter('summaries', id, 'total', delta.total, orCreate);
}

/**
 * Counts `event` through `tx`. `shardKey` picks the shard of busy counters (the learner's id, a request's id):
 * the same key always lands on the same row. Throws `failed-precondition` when the event would demote the
 * last admin, which ends the caller's transaction with nothing changed.
 */
export async function tallyEvent(tx: StoreOps, event: SummaryEvent, shardKey: string): Promise<void> {
  for (const delta of summaryDeltas(event)) await applyDelta(tx, delta, shardKey);
}
