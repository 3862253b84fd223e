// Counter steps (addToCounter) held back inside the embedded store's shared transactions and applied
// together. An award moves a dozen of a board's position counts, each its own upsert; the transactions that
// share a commit (group-commit.ts) often move the same counts (a learner leaves the bucket another enters), and
// many steps on one table go in one statement (row-operations.ts addToCounters). So steps are held, merged per
// row, and applied when the batch is about to commit, or earlier, as soon as anything else reads or writes
// their table through the transaction, so no read ever misses a held step.
//
// Each transaction of the batch runs in its own savepoint: its steps are held apart until it succeeds and
// dropped if it fails. Steps of earlier transactions that a later one forced out (by touching the table) are
// written inside the later one's savepoint; if that one fails, its rollback undoes them, so they are held again.
import type { TableName } from '#/server/schema.ts';
import type { CounterStep, RowOperations } from './row-operations.ts';

interface Held {
  readonly table: TableName;
  readonly column: string;
  readonly step: CounterStep;
}

type Steps = Map<string, Held>;

export interface HeldCounters {
  /** Holds a checked step of the running transaction. */
  hold(table: TableName, column: string, step: CounterStep): void;
  /** Applies the held steps of `table` now: call before anything else touches the table in the batch. */
  applyTable(table: string): void;
  /** Applies every held step: call before the batch commits, outside any member's savepoint. */
  applyAll(): void;
  /** A member transaction starts (its savepoint is open). */
  memberStarted(): void;
  /** The member's savepoint was released: its steps join the batch's. */
  memberSucceeded(): void;
  /** The member's savepoint was rolled back: its steps go, and the batch's steps it applied are held again. */
  memberFailed(): void;
  /** The batch committed or was abandoned whole: nothing is held any more. */
  batchEnded(): void;
}

function keyOf(table: string, column: string, id: string): string {
  return `${table}\u0000${column}\u0000${id}`;
}

function merge(into: Steps, key: string, held: Held): void {
  const before = into.get(key);
  into.set(key, before === undefined ? held : { ...before, step: { ...before.step, by: before.step.by + held.step.by } });
}

export function holdCounters(rows: Pick<RowOperations, 'addToCounters'>): HeldCounters {
  /** Steps of members that succeeded, not yet applied. */
  const batch: Steps = new Map();
  /** Steps of the running member. */
  const member: Steps = new Map();
  /** Batch steps applied while the running member's savepoint is open. */
  const appliedInMember: Steps = new Map();
  /** Tables with held steps, for a cheap check on every other operation. */
  const tables = new Map<string, number>();

  const count = (table: string, change: number): void => {
    const now = (tables.get(table) ?? 0) + change;
    if (now === 0) tables.delete(table);
    else tables.set(table, now);
  };
  const add = (into: Steps, key: string, held: Held): void => {
    if (!into.has(key)) count(held.table, 1);
    merge(into, key, held);
  };
  const drop = (from: Steps, key: string, held: Held): void => {
    from.delete(key);
    count(held.table, -1);
  };

  /** Writes the given steps (merged per row; a step that came to 0 changes nothing and is left out). */
  const apply = (steps: readonly Held[]): void => {
    const byTarget = new Map<string, { table: TableName; column: string; steps: CounterStep[] }>();
    for (const { table, column, step } of steps) {
      if (step.by === 0) continue;
      const target = `${table}\u0000${column}`;
      const group = byTarget.get(target) ?? { table, column, steps: [] };
      group.steps.push(step);
      byTarget.set(target, group);
    }
    for (const { table, column, steps: group } of byTarget.values()) rows.addToCounters(table, column, group);
  };

  return {
    hold(table, column, step) {
      add(member, keyOf(table, column, step.id), { table, column, step });
    },

    applyTable(table) {
      if (!tables.has(table)) return;
      const due: Held[] = [];
      for (const [key, held] of batch) {
        if (held.table !== table) continue;
        drop(batch, key, held);
        merge(appliedInMember, key, held);
        due.push(held);
      }
      for (const [key, held] of member) {
        if (held.table !== table) continue;
        drop(member, key, held);
        due.push(held);
      }
      apply(due);
    },

    applyAll() {
      const due = [...batch.values()];
      for (const [key, held] of batch) drop(batch, key, held);
      apply(due);
    },

    memberStarted() {
      for (const [key, held] of member) drop(member, key, held);
      appliedInMember.clear();
    },

    memberSucceeded() {
      for (const [key, held] of member) {
        drop(member, key, held);
        add(batch, key, held);
      }
      appliedInMember.clear();
    },

    memberFailed() {
      for (const [key, held] of member) drop(member, key, held);
      for (const [key, held] of appliedInMember) add(batch, key, held);
      appliedInMember.clear();
    },

    batchEnded() {
      batch.clear();
      member.clear();
      appliedInMember.clear();
      tables.clear();
    },
  };
}
