// The port's row methods on Appwrite TablesDB, either directly or staged in an Appwrite transaction.
// Each call builds a fresh admin client. Inside a transaction Appwrite only stages writes (unique
// indexes and missing rows are checked at commit), so the staged variants read first, through the
// transaction, to fail at the call with the port's error, as the embedded store does.
import { Permission, Role, TablesDB } from 'node-appwrite';
import { tableSpec, type Columns, type NewRow, type RowOf, type TableName } from '#/server/schema.ts';
import { counterRowCreated, incrementRange, outOfRange, rowCreatedByIncrement } from '../increment-rules.ts';
import { StoreError, type IncrementOptions, type RowList, type StoreOps } from '../port.ts';
import { equal, limit, type Query } from '../query.ts';
import { assertRowId, isRowId, newRowId } from '../row-ids.ts';
import { assertComplete, assertTable } from '../table-columns.ts';
import { isRowNotFound, toStoreError } from './appwrite-errors.ts';
import { toAppwriteQueries } from './appwrite-queries.ts';
import { adminClient, type AppwriteConnection } from './connection.ts';
import { checkedData, decodeRow, withDefaults } from './row-values.ts';

type Stored = Record<string, unknown>;

/** The row methods against `connection`; with a `transactionId` every call is staged in (or reads through) it. */
export function appwriteRowOps(connection: AppwriteConnection, transactionId: string | null = null): StoreOps {
  const databaseId = connection.databaseId;
  const tables = () => new TablesDB(adminClient(connection));
  const inTransaction = transactionId === null ? {} : { transactionId };
  const call = async <R>(what: string, work: (db: TablesDB) => Promise<R>): Promise<R> => {
    try {
      return await work(tables());
    } catch (error) {
      throw toStoreError(error, what);
    }
  };

  const read = async (table: TableName, id: string): Promise<Stored | null> => {
    if (!isRowId(id)) return null;
    try {
      return (await tables().getRow({ databaseId, tableId: table, rowId: id, ...inTransaction })) as unknown as Stored;
    } catch (error) {
      if (isRowNotFound(error)) return null;
      throw toStoreError(error, `getRow ${table}/${id}`);
    }
  };
  const mustRead = async (table: TableName, id: string): Promise<Stored> => {
    const stored = await read(table, id);
    if (stored === null) throw new StoreError('not-found', `No row ${id} in ${table}`);
    return stored;
  };

  const list = async <T extends TableName>(table: T, queries: readonly Query<T>[] = [], counted = true): Promise<RowList<T>> => {
    assertTable(table);
    const mapped = toAppwriteQueries(table, queries as readonly Query[]);
    if (mapped.matchesNothing) return { total: 0, rows: [] };
    const listed = await call(`listRows ${table}`, (db) =>
      db.listRows({ databaseId, tableId: table, queries: mapped.queries, ...inTransaction, ...(counted ? {} : { total: false }) }),
    );
    return { total: listed.total, rows: listed.rows.map((row) => decodeRow(table, row as unknown as Stored) as RowOf<T>) };
  };

  /** Staged writes are only checked at commit, so unique values are checked here first (same transaction view). */
  const assertUniqueFree = async (table: TableName, data: Stored, ownId: string | null): Promise<void> => {
    if (transactionId === null) return;
    for (const index of tableSpec(table).indexes.filter((spec) => spec.type === 'unique')) {
      if (!index.columns.every((column) => Object.hasOwn(data, column) && data[column] !== null)) continue;
      const filters = index.columns.map((column) => equal(column as never, data[column] as never));
      const { rows } = await list(table, [...filters, limit(2)]);
      if (rows.some((row) => row.$id !== ownId)) {
        throw new StoreError('conflict', `${table}: the value of ${index.columns.join(', ')} is taken (${index.key})`);
      }
    }
  };

  const ops: StoreOps = {
    async getRow<T extends TableName>(table: T, id: string) {
      assertTable(table);
      const stored = await read(table, id);
      return stored === null ? null : (decodeRow(table, stored) as RowOf<T>);
    },

    listRows: (table, queries) => list(table, queries),

    findRows: async (table, queries) => (await list(table, queries, false)).rows,

    async createRow<T extends TableName>(table: T, id: string | null, data: NewRow<T>) {
      assertTable(table);
      const rowId = id ?? newRowId();
      assertRowId(rowId);
      const checked = checkedData(table, data);
      assertComplete(table, new Set(Object.keys(checked)));
      if (transactionId !== null) {
        if ((await read(table, rowId)) !== null) throw new StoreError('conflict', `${table} already has a row ${rowId}`);
        await assertUniqueFree(table, checked, null);
      }
      // Row security: no permission at all unless the schema lets the row's owner read it (realtime points).
      const permissions = tableSpec(table).ownerReadable === true ? [Permission.read(Role.user(rowId))] : undefined;
      const created = await call(`createRow ${table}/${rowId}`, (db) =>
        db.createRow({ databaseId, tableId: table, rowId, data: checked, ...(permissions ? { permissions } : {}), ...inTransaction }),
      );
      if (transactionId === null) return decodeRow(table, created as unknown as Stored) as RowOf<T>;
      // A staged create answers with the data only; the row reads like this once committed.
      const now = new Date().toISOString();
      return { $id: rowId, $createdAt: now, $updatedAt: now, ...withDefaults(table, checked) } as RowOf<T>;
    },

    async updateRow<T extends TableName>(table: T, id: string, data: Partial<Columns<T>>) {
      assertTable(table);
      const checked = checkedData(table, data);
      if (!isRowId(id)) throw new StoreError('not-found', `No row ${id} in ${table}`);
      const before = transactionId === null ? null : await mustRead(table, id);
      await assertUniqueFree(table, checked, id);
      const updated = await call(`updateRow ${table}/${id}`, (db) =>
        db.updateRow({ databaseId, tableId: table, rowId: id, data: checked, ...inTransaction }),
      );
      if (before === null) return decodeRow(table, updated as unknown as Stored) as RowOf<T>;
      return { ...decodeRow(table, before), ...checked, $updatedAt: new Date().toISOString() } as RowOf<T>;
    },

    async setCreatedAt<T extends TableName>(table: T, id: string, at: Date) {
      assertTable(table);
      if (Number.isNaN(at.getTime())) throw new StoreError('invalid', `${String(at)} is not a time`);
      if (!isRowId(id)) throw new StoreError('not-found', `No row ${id} in ${table}`);
      if (transactionId !== null) await mustRead(table, id);
      // Appwrite's timestamp override: a server key may put `$createdAt` in an update's data.
      await call(`setCreatedAt ${table}/${id}`, (db) =>
        db.updateRow({ databaseId, tableId: table, rowId: id, data: { $createdAt: at.toISOString() }, ...inTransaction }),
      );
    },

    async deleteRow<T extends TableName>(table: T, id: string) {
      assertTable(table);
      if (!isRowId(id)) throw new StoreError('not-found', `No row ${id} in ${table}`);
      if (transactionId !== null) await mustRead(table, id);
      await call(`deleteRow ${table}/${id}`, (db) => db.deleteRow({ databaseId, tableId: table, rowId: id, ...inTransaction }));
    },

    async incrementColumn<T extends TableName>(table: T, id: string, column: keyof Columns<T> & string, by: number, options?: IncrementOptions<T>) {
      assertTable(table);
      const range = incrementRange(table, column, by, options);
      const { lowest, highest } = range;
      if (!isRowId(id)) {
        if (options?.orCreate !== undefined) assertRowId(id);
        throw new StoreError('not-found', `No row ${id} in ${table}`);
      }
      const create = async (): Promise<RowOf<T>> => {
        const initial = rowCreatedByIncrement(table, id, column, by, range, options?.orCreate as Record<string, unknown>);
        return ops.createRow(table, id, initial as NewRow<T>);
      };

      // Appwrite checks only the bound in the direction of travel (max when adding, min when taking away)
      // atomically. The other bound, or a zero step, can only be checked by reading first; that read is
      // not atomic with the write, which only matters when a row already sits outside the bound.
      const readFirst = transactionId !== null || by === 0 || (by > 0 && lowest !== undefined) || (by < 0 && highest !== undefined);
      let before: Stored | null = null;
      if (readFirst) {
        before = await read(table, id);
        if (before === null) {
          if (options?.orCreate !== undefined) return create();
          throw new StoreError('not-found', `No row ${id} in ${table}`);
        }
        const next = Number(before[column] ?? 0) + by;
        if ((lowest !== undefined && next < lowest) || (highest !== undefined && next > highest)) {
          throw outOfRange(table, column, id, by, range, String(before[column]));
        }
        if (by === 0) return decodeRow(table, before) as RowOf<T>;
      }
      const target = { databaseId, tableId: table, rowId: id, column, ...inTransaction };
      const step = () =>
        call(`incrementColumn ${table}/${id}.${column}`, (db) =>
          by > 0
            ? db.incrementRowColumn({ ...target, value: by, ...(highest === undefined ? {} : { max: highest }) })
            : db.decrementRowColumn({ ...target, value: -by, ...(lowest === undefined ? {} : { min: lowest }) }),
        );
      let changed: unknown;
      try {
        changed = await step();
      } catch (error) {
        // Outside a transaction nothing was read: a missing row is created, and when another writer
        // created it meanwhile, the step is taken on theirs.
        if (options?.orCreate === undefined || before !== null || !(error instanceof StoreError && error.code === 'not-found')) throw error;
        try {
          return await create();
        } catch (failure) {
          if (!(failure instanceof StoreError && failure.code === 'conflict')) throw failure;
          changed = await step();
        }
      }
      if (transactionId === null || before === null) return decodeRow(table, changed as unknown as Stored) as RowOf<T>;
      const next = Number(before[column] ?? 0) + by;
      return { ...decodeRow(table, before), [column]: next, $updatedAt: new Date().toISOString() } as unknown as RowOf<T>;
    },

    async addToCounter(table, id, column, by, orCreate) {
      assertTable(table);
      counterRowCreated(table, id, column, by, orCreate as Record<string, unknown>);
      // Appwrite has nothing to merge steps into: each is an increment of its own (one staged operation).
      await ops.incrementColumn(table, id, column, by, { orCreate });
    },
  };
  return ops;
}
