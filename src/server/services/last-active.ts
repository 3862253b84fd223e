// Writing lastActive (rule 42), in one place, so every visit also moves the dashboard's activity counters
// (active in the last 7 and 30 days, active per day and per week) in the same transaction.
import type { Backend } from '../backend.ts';
import type { RowOf } from '../schema.ts';
import type { StoreOps } from '../store/port.ts';
import { tallyEvent } from './summaries/index.ts';

/** Sets the learner's lastActive to `now` through `tx`, counting the visit. */
export async function writeLastActive(tx: StoreOps, row: RowOf<'users'>, now: Date): Promise<void> {
  await tx.updateRow('users', row.$id, { lastActive: now.toISOString() });
  await tallyEvent(tx, { kind: 'active', previous: row.lastActive, at: now }, row.$id);
}

/** Marks a sign-in: lastActive becomes now, whatever it was (the heartbeat's once-a-minute limit is its own). */
export async function markActive({ store }: Pick<Backend, 'store'>, userId: string, now = new Date()): Promise<void> {
  await store.transaction(async (tx) => {
    const row = await tx.getRow('users', userId);
    if (row) await writeLastActive(tx, row, now);
  });
}
