// Group commit for the embedded store. With synchronous=FULL every commit waits for the disk (an fsync), and
// one transaction per award made the disk, not the CPU, the limit on awards per second. Transactions that
// arrive while others run are therefore applied together, one after another, in the next SQLite transaction:
// one commit, one fsync for all of them. Each keeps its own result and its own failure: it runs inside its own
// savepoint, so one that throws is rolled back to that savepoint and its neighbours go on. None is answered
// before the commit that holds it has returned, so nothing acknowledged can be lost.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { DatabaseSync } from 'node:sqlite';
import type { AsyncMutex } from '../async-mutex.ts';
import type { HeldCounters } from './held-counters.ts';

/** At most this many transactions share one commit (a batch holds the connection until it commits). */
export const MAX_GROUP = 64;

interface Pending {
  readonly fn: () => Promise<unknown>;
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: unknown) => void;
}

type Outcome = { readonly pending: Pending; readonly ok: true; readonly value: unknown } | { readonly pending: Pending; readonly ok: false; readonly error: unknown };

export interface GroupCommitOptions {
  readonly db: DatabaseSync;
  /** The connection's lock: a batch holds it from BEGIN to COMMIT, as a single transaction did. */
  readonly mutex: AsyncMutex;
  /** Throws when the store can no longer be used (closed). */
  readonly assertUsable: () => void;
  /** Told where each member begins and ends, and asked to write what it held back before the commit. */
  readonly held?: Pick<HeldCounters, 'memberStarted' | 'memberSucceeded' | 'memberFailed' | 'applyAll' | 'batchEnded'>;
}

const yieldToEventLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * Returns `submit(work)`: runs `work` (which makes its writes on the shared connection) inside a transaction
 * shared with whatever else was submitted meanwhile, and settles once that transaction has committed (or
 * with `work`'s own error, its writes undone). `work` may run more than once: if SQLite abandons a whole
 * transaction because of another member's error (a full disk), the members that had succeeded run again.
 */
export function createGroupCommit({ db, mutex, assertUsable, held }: GroupCommitOptions): <R>(work: () => Promise<R>) => Promise<R> {
  const queue: Pending[] = [];
  let draining = false;

  /** Undoes one member's writes; false when the whole transaction is gone (SQLite rolled it back itself). */
  const undoMember = (): boolean => {
    if (!db.isTransaction) return false;
    try {
      db.exec('ROLLBACK TO grouped');
      db.exec('RELEASE grouped');
      return true;
    } catch {
      try {
        if (db.isTransaction) db.exec('ROLLBACK');
      } catch {
        // The members learn of the failure from their own errors.
      }
      return false;
    }
  };

  async function runBatch(batch: Pending[]): Promise<void> {
    try {
      await runMembers(batch);
    } finally {
      held?.batchEnded();
    }
  }

  async function runMembers(batch: Pending[]): Promise<void> {
    try {
      assertUsable();
      db.exec('BEGIN IMMEDIATE');
    } catch (error) {
      for (const pending of batch) pending.reject(error);
      return;
    }
    const outcomes: Outcome[] = [];
    for (const [index, pending] of batch.entries()) {
      try {
        db.exec('SAVEPOINT grouped');
        held?.memberStarted();
        const value = await pending.fn();
        db.exec('RELEASE grouped');
        held?.memberSucceeded();
        outcomes.push({ pending, ok: true, value });
      } catch (error) {
        if (undoMember()) {
          held?.memberFailed();
          outcomes.push({ pending, ok: false, error });
          continue;
        }
        // The whole transaction is gone: this member fails; those that had succeeded, and those not yet
        // run, go first in the next batch. Those that had failed keep their own errors.
        pending.reject(error);
        for (const outcome of outcomes) if (!outcome.ok) outcome.pending.reject(outcome.error);
        queue.unshift(...outcomes.filter((outcome) => outcome.ok).map((outcome) => outcome.pending), ...batch.slice(index + 1));
        return;
      }
    }
    try {
      // Steps held back by the members (held-counters.ts), merged: written now, in the same commit.
      held?.applyAll();
      db.exec('COMMIT');
    } catch (error) {
      try {
        if (db.isTransaction) db.exec('ROLLBACK');
      } catch {
        // The commit's error is the one to report.
      }
      for (const outcome of outcomes) outcome.pending.reject(outcome.ok ? error : outcome.error);
      return;
    }
    for (const outcome of outcomes) {
      if (outcome.ok) outcome.pending.resolve(outcome.value);
      else outcome.pending.reject(outcome.error);
    }
  }

  async function drain(): Promise<void> {
    draining = true;
    try {
      while (queue.length > 0) {
        await mutex.acquire();
        try {
          await runBatch(queue.splice(0, MAX_GROUP));
        } finally {
          mutex.release();
        }
        // One turn of the event loop: the callers just answered, and requests that arrived meanwhile,
        // submit their next transactions, which then share the next commit.
        await yieldToEventLoop();
      }
    } finally {
      draining = false;
    }
  }

  return <R>(work: () => Promise<R>): Promise<R> =>
    new Promise<R>((resolve, reject) => {
      // Bound to the caller's async context, so the work runs as if the caller had run it.
      queue.push({ fn: AsyncLocalStorage.bind(work), resolve: resolve as (value: unknown) => void, reject });
      if (!draining) void drain();
    });
}
