// The embedded Store adapter: the Store port on a node:sqlite file, for running without Appwrite.
// One synchronous connection is shared by every async caller, so this module decides who may use it
// when: a transaction holds it across its awaits and everyone else queues behind. Transactions that
// arrive together share one commit (group-commit.ts), each in its own savepoint; reads outside
// transactions are answered from a cache until something changes them (read-cache.ts).
import { AsyncLocalStorage } from 'node:async_hooks';
import { StoreError } from '../port.ts';
import type { Store, StoreOps } from '../port.ts';
import { AsyncMutex } from '../async-mutex.ts';
import { startBackgroundCheckpoints } from './background-checkpoints.ts';
import { BUSY_TIMEOUT_MS, IN_MEMORY, openDatabase } from './connection.ts';
import { createGroupCommit } from './group-commit.ts';
import { holdCounters, type HeldCounters } from './held-counters.ts';
import { cacheReads, type CachedRowOperations } from './read-cache.ts';
import { migrateDatabase } from './migrations.ts';
import { createRowOperations } from './row-operations.ts';
import type { RowOperations } from './row-operations.ts';

/** Where the database lives: a file path (its directory is created when missing) or ':memory:'. */
export interface SqliteStoreOptions {
  readonly file: string;
  /** False sends every read to SQLite (the bench measures both); true by default. */
  readonly cacheReads?: boolean;
  /**
   * Copy the WAL into the file on a worker thread (background-checkpoints.ts), as the server does; off by
   * default, so that tests and short scripts opening many stores start no threads.
   */
  readonly checkpointInBackground?: boolean;
}

/** Whether the transaction whose callback we are inside is still running. */
interface TransactionState {
  open: boolean;
}

/**
 * Wraps the synchronous row methods as the port's async ones, each run through `run`. With `held`, counter
 * steps are held back (held-counters.ts) and every other operation first applies the held steps of its table.
 */
function asyncOps(rows: RowOperations, run: <R>(work: () => R) => Promise<R>, held?: HeldCounters): StoreOps {
  const touch = held === undefined ? () => undefined : (table: string) => held.applyTable(table);
  return {
    getRow: (table, id) => run(() => (touch(table), rows.getRow(table, id))),
    listRows: (table, queries) => run(() => (touch(table), rows.listRows(table, queries))),
    findRows: (table, queries) => run(() => (touch(table), rows.findRows(table, queries))),
    createRow: (table, id, data) => run(() => (touch(table), rows.createRow(table, id, data))),
    updateRow: (table, id, data) => run(() => (touch(table), rows.updateRow(table, id, data))),
    deleteRow: (table, id) => run(() => (touch(table), rows.deleteRow(table, id))),
    setCreatedAt: (table, id, at) => run(() => (touch(table), rows.setCreatedAt(table, id, at))),
    incrementColumn: (table, id, column, by, options) => run(() => (touch(table), rows.incrementColumn(table, id, column, by, options))),
    addToCounter: (table, id, column, by, orCreate) =>
      run(() => {
        const step = rows.counterStep(table, id, column, by, orCreate);
        if (held === undefined) rows.addToCounters(table, column, [step]);
        else held.hold(table, column, step);
      }),
  };
}

/**
 * Opens the database, applies pending migrations (throwing when the result does not match the schema)
 * and returns the Store on it.
 *
 * Inside `transaction(fn)`, use the `tx` argument: calling the store itself from within `fn` would wait
 * for the transaction that is waiting for it, so it throws `invalid` instead of hanging.
 */
/** How often a long-running process refreshes the planner's statistics (cheap when nothing changed much). */
const OPTIMIZE_EVERY_MS = 60 * 60 * 1000;

export function openSqliteStore(options: SqliteStoreOptions): Store {
  const copiedInBackground = options.checkpointInBackground === true && options.file !== IN_MEMORY;
  const db = openDatabase(options.file, { copiedInBackground });
  let rows: CachedRowOperations;
  try {
    migrateDatabase(db);
    rows = cacheReads(db, createRowOperations(db), { enabled: options.cacheReads ?? true });
  } catch (error) {
    db.close();
    throw error;
  }

  // The query planner needs table statistics to pick the right index when a query could use several (the
  // admin's learner list filtered by membership and sorted by last visit: walking the last-visit index reads a
  // page, the membership index then sorting reads every paid member). SQLite's own advice for long-lived
  // connections: `PRAGMA optimize` with a size check of every table at open, then from time to time.
  db.exec('PRAGMA optimize=0x10002');
  const checkpoints = copiedInBackground ? startBackgroundCheckpoints(options.file, { busyTimeoutMs: BUSY_TIMEOUT_MS }) : null;

  const mutex = new AsyncMutex();
  const insideTransaction = new AsyncLocalStorage<TransactionState>();
  let closed = false;

  const assertUsable = (): void => {
    if (closed) throw new StoreError('invalid', 'The store is closed');
  };
  const assertNotInOwnTransaction = (): void => {
    if (insideTransaction.getStore()?.open === true) {
      throw new StoreError(
        'invalid',
        'Use the transaction\'s `tx` inside store.transaction(); the store itself waits until the transaction ends',
      );
    }
  };

  // A statement runs synchronously, so when nobody holds the lock it can run right away: nothing can
  // interleave with it. Only while a transaction is open do callers queue.
  const exclusive = async <R>(work: () => R): Promise<R> => {
    assertNotInOwnTransaction();
    if (!mutex.locked) {
      assertUsable();
      return work();
    }
    await mutex.acquire();
    try {
      assertUsable();
      return work();
    } finally {
      mutex.release();
    }
  };

  const held = holdCounters(rows.inside);
  const commitTogether = createGroupCommit({ db, mutex, assertUsable, held });
  const optimizer = setInterval(() => {
    exclusive(() => db.exec('PRAGMA optimize')).catch(() => undefined);
  }, OPTIMIZE_EVERY_MS);
  optimizer.unref();

  const transaction = async <R>(fn: (tx: StoreOps) => Promise<R>): Promise<R> => {
    assertNotInOwnTransaction();
    // Its reads and writes are not tracked: whatever tracked work opened it cannot be vouched for.
    rows.stamps?.transactionStarted();
    // Runs inside the shared SQLite transaction, in its own savepoint, once the batch reaches it.
    return commitTogether(async () => {
      const state: TransactionState = { open: true };
      try {
        const tx = asyncOps(
          rows.inside,
          async (work) => {
            if (!state.open) throw new StoreError('invalid', 'The transaction has already ended');
            return work();
          },
          held,
        );
        return await insideTransaction.run(state, () => fn(tx));
      } finally {
        state.open = false;
      }
    });
  };

  return {
    ...asyncOps(rows.outside, exclusive),
    ...(rows.stamps ? { readTracking: rows.stamps } : {}),
    transaction,
    async close() {
      assertNotInOwnTransaction();
      if (closed) return;
      // First, so that no copy of the log runs while the connection below closes (nor after the file is gone).
      await checkpoints?.stop();
      await mutex.acquire();
      try {
        if (!closed) {
          closed = true;
          rows.clear();
          clearInterval(optimizer);
          db.close();
        }
      } finally {
        mutex.release();
      }
    },
  };
}
