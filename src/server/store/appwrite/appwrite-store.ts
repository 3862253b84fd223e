// The Store port on Appwrite TablesDB (node-appwrite 27, object parameters, the server API key).
// Rows map one to one: our row id is Appwrite's `$id`, our columns are its columns by name.
//
// Transactions use Appwrite's transactions API: createTransaction, every operation carrying the
// transactionId (reads see the transaction's own staged writes), then updateTransaction commit, or
// rollback when `fn` throws. Appwrite detects, at commit, rows changed by someone else after a write
// was staged (`transaction_conflict`); the transaction is then run again from the start, a few times.
// Within one server process transactions also take turns, so they never conflict with each other.
//
// Where Appwrite differs from the embedded store, and what the adapter does about it:
// - staged writes are only checked at commit, so inside a transaction the adapter reads first (through
//   the transaction) to raise `not-found`, `conflict` and `out-of-range` at the call, as the port says;
// - Appwrite checks conflicts on rows a transaction *writes*, from the moment the write is staged: a
//   read-modify-write whose row changes between the read and the staged write, on another server, is
//   not detected (use incrementColumn for counters; within one process transactions are serialised);
// - `total` is counted by Appwrite up to 5000 rows (APP_LIMIT_COUNT); larger totals read as 5000, so
//   nothing may depend on a large count (findRows asks for no count at all: `total=false`);
// - a transaction holds at most 100 staged operations (APP_LIMIT_DATABASE_TRANSACTION); more fail the
//   call with `transaction_limit_exceeded`, which the adapter passes on as an `invalid` StoreError;
// - string equality and `contains` follow the server database's collation (which may ignore case),
//   where the embedded store compares `equal` exactly and folds case for `search` itself. Not verified
//   here against a real server (none can run on this machine): the real-Appwrite contract run would show it.
import { AsyncLocalStorage } from 'node:async_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { TablesDB } from 'node-appwrite';
import { StoreError, type Store, type StoreOps } from '../port.ts';
import { AsyncMutex } from '../async-mutex.ts';
import { isTransactionConflict, toStoreError } from './appwrite-errors.ts';
import { appwriteRowOps } from './appwrite-rows.ts';
import { adminClient, type AppwriteConnection } from './connection.ts';

export interface AppwriteStoreOptions {
  readonly connection: AppwriteConnection;
  /** How many times a transaction runs before a commit conflict is given up as `conflict` (default 5). */
  readonly transactionAttempts?: number;
  /** Seconds an open Appwrite transaction may live before Appwrite expires it (default 60). */
  readonly transactionTtlSeconds?: number;
}

interface TransactionState {
  open: boolean;
}

/** Wraps ops so they refuse to run once their transaction has ended. */
function guarded(ops: StoreOps, state: TransactionState): StoreOps {
  const check = () => {
    if (!state.open) throw new StoreError('invalid', 'The transaction has already ended');
  };
  return {
    getRow: async (table, id) => (check(), ops.getRow(table, id)),
    listRows: async (table, queries) => (check(), ops.listRows(table, queries)),
    findRows: async (table, queries) => (check(), ops.findRows(table, queries)),
    createRow: async (table, id, data) => (check(), ops.createRow(table, id, data)),
    updateRow: async (table, id, data) => (check(), ops.updateRow(table, id, data)),
    deleteRow: async (table, id) => (check(), ops.deleteRow(table, id)),
    setCreatedAt: async (table, id, at) => (check(), ops.setCreatedAt(table, id, at)),
    incrementColumn: async (table, id, column, by, options) => (check(), ops.incrementColumn(table, id, column, by, options)),
    addToCounter: async (table, id, column, by, orCreate) => (check(), ops.addToCounter(table, id, column, by, orCreate)),
  };
}

/** A Store on the Appwrite database named by `connection`; nothing is opened until the first call. */
export function openAppwriteStore(options: AppwriteStoreOptions): Store {
  const { connection } = options;
  const attempts = Math.max(1, options.transactionAttempts ?? 5);
  const ttl = options.transactionTtlSeconds ?? 60;
  const direct = appwriteRowOps(connection);
  const turns = new AsyncMutex();
  const insideTransaction = new AsyncLocalStorage<TransactionState>();
  let closed = false;

  // Like the embedded store: calling the store itself inside its own transaction is a mistake (the call
  // would not be part of the transaction), so it fails loudly instead of silently escaping it.
  const assertUsable = (): void => {
    if (closed) throw new StoreError('invalid', 'The store is closed');
    if (insideTransaction.getStore()?.open === true) {
      throw new StoreError('invalid', "Use the transaction's `tx` inside store.transaction(), not the store itself");
    }
  };
  const plain: StoreOps = {
    getRow: async (table, id) => (assertUsable(), direct.getRow(table, id)),
    listRows: async (table, queries) => (assertUsable(), direct.listRows(table, queries)),
    findRows: async (table, queries) => (assertUsable(), direct.findRows(table, queries)),
    createRow: async (table, id, data) => (assertUsable(), direct.createRow(table, id, data)),
    updateRow: async (table, id, data) => (assertUsable(), direct.updateRow(table, id, data)),
    deleteRow: async (table, id) => (assertUsable(), direct.deleteRow(table, id)),
    setCreatedAt: async (table, id, at) => (assertUsable(), direct.setCreatedAt(table, id, at)),
    incrementColumn: async (table, id, column, by, opts) => (assertUsable(), direct.incrementColumn(table, id, column, by, opts)),
    addToCounter: async (table, id, column, by, orCreate) => (assertUsable(), direct.addToCounter(table, id, column, by, orCreate)),
  };

  const runOnce = async <R>(fn: (tx: StoreOps) => Promise<R>): Promise<{ committed: true; result: R } | { committed: false; conflict: unknown }> => {
    const tables = new TablesDB(adminClient(connection));
    let transactionId: string;
    try {
      transactionId = (await tables.createTransaction({ ttl })).$id;
    } catch (error) {
      throw toStoreError(error, 'createTransaction');
    }
    const state: TransactionState = { open: true };
    let result: R;
    try {
      result = await insideTransaction.run(state, () => fn(guarded(appwriteRowOps(connection, transactionId), state)));
    } catch (error) {
      state.open = false;
      try {
        await new TablesDB(adminClient(connection)).updateTransaction({ transactionId, rollback: true });
      } catch {
        // The caller needs the error that made the transaction fail; Appwrite expires it anyway.
      }
      throw error;
    }
    state.open = false;
    try {
      await new TablesDB(adminClient(connection)).updateTransaction({ transactionId, commit: true });
      return { committed: true, result };
    } catch (error) {
      if (isTransactionConflict(error)) return { committed: false, conflict: error };
      throw toStoreError(error, 'commit');
    }
  };

  return {
    ...plain,
    async transaction<R>(fn: (tx: StoreOps) => Promise<R>): Promise<R> {
      assertUsable();
      await turns.acquire();
      try {
        for (let attempt = 1; ; attempt += 1) {
          const outcome = await runOnce(fn);
          if (outcome.committed) return outcome.result;
          if (attempt >= attempts) throw toStoreError(outcome.conflict, `commit after ${attempts} attempts`);
          // Another server wrote the same rows: back off a little, with jitter, and run again.
          await sleep(Math.random() * 20 * attempt);
        }
      } finally {
        turns.release();
      }
    },
    async close() {
      closed = true;
    },
  };
}
