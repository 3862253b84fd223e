// A cache of the embedded store's reads. A signed-in page reads the same rows again and again between two
// writes (the session, the person, their points, the top of a board, its position counts), and each read
// cost SQL, a statement run and a decode. Reads made outside transactions are kept here and answered from
// memory until something may have changed them:
//   - a write through this connection forgets the row it wrote and every query on its table, at once (inside
//     a transaction too: nobody reads outside it before it commits or rolls back, the connection is locked);
//   - a commit by any other connection (a script, another process on the same file) changes SQLite's
//     `data_version`, checked before every cached read, and everything is forgotten.
// Reads inside transactions always go to SQLite and are never kept (they may see writes not yet committed).
// Callers get copies, so changing a returned row changes nothing here. The same three moments (a read, a
// write, another connection's commit) keep the read stamps (read-stamps.ts) that the render cache relies on.
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import type { RowOf, TableName } from '#/server/schema.ts';
import type { RowList } from '../port.ts';
import type { Query } from '../query.ts';
import { createReadStamps, OWNER_COLUMN, type ReadStamps } from './read-stamps.ts';
import type { RowOperations } from './row-operations.ts';

/**
 * Bounds per table: past one of them the table's entries of that kind are dropped and the cache fills again.
 * Query results are bounded by the rows they hold in all (`queriedRowsPerTable`), not only by their number: two
 * thousand results of a thousand rows each would hold two million rows of one table (an export reading page
 * after page did just that).
 */
export const READ_CACHE_LIMITS = { rowsPerTable: 20_000, queriesPerTable: 2_000, rowsPerQuery: 1_000, queriedRowsPerTable: 20_000 } as const;

type Row = Record<string, unknown>;

interface TableEntries {
  /** getRow results by id (null: no such row). */
  readonly rows: Map<string, Row | null>;
  /** findRows / listRows results by query. */
  readonly queries: Map<string, Row[] | { total: number; rows: Row[] }>;
  /** How many rows the query results above hold in all. */
  queriedRows: number;
}

const copyRow = (row: Row | null): Row | null => (row === null ? null : { ...row });
const copyRows = (rows: readonly Row[]): Row[] => rows.map((row) => ({ ...row }));

export interface CachedRowOperations {
  /** For reads and writes outside transactions: reads are cached, writes forget what they change. */
  readonly outside: RowOperations;
  /** For a transaction's `tx`: reads go to SQLite, writes forget what they change. */
  readonly inside: RowOperations;
  /** Forgets everything (the store closes). */
  clear(): void;
  /** What tracked work read, and whether it would read the same now; null when reads are not cached. */
  readonly stamps: ReadStamps | null;
  /** How many rows the cache holds in all, row reads and query results: what its memory is made of. */
  heldRows(): number;
}

/** What a write's result tells about the row it wrote. */
interface WrittenRow<R> {
  /** The row's id, for a write that was not given one (a created row with a generated id). */
  readonly idOf?: (result: R) => string;
  /** Whose the row is, when the write cannot have changed that. */
  readonly ownerOf?: (result: R) => string | undefined;
}

export function cacheReads(db: DatabaseSync, rows: RowOperations, options: { enabled: boolean } = { enabled: true }): CachedRowOperations {
  const tables = new Map<string, TableEntries>();
  const dataVersion: StatementSync = db.prepare('PRAGMA data_version');
  let seenVersion = Number(dataVersion.get()?.data_version ?? 0);
  const stamps = createReadStamps(() => checkOtherWriters());

  const entriesOf = (table: string): TableEntries => {
    let entries = tables.get(table);
    if (!entries) {
      entries = { rows: new Map(), queries: new Map(), queriedRows: 0 };
      tables.set(table, entries);
    }
    return entries;
  };

  /** Forgets everything when another connection has committed since the last look. */
  const checkOtherWriters = (): void => {
    const version = Number(dataVersion.get()?.data_version ?? 0);
    if (version !== seenVersion) {
      seenVersion = version;
      tables.clear();
      stamps.everythingMayHaveChanged();
    }
  };

  const forgetQueries = (entries: TableEntries): void => {
    entries.queries.clear();
    entries.queriedRows = 0;
  };

  /** Keeps a query's result (a copy), within the table's bounds. */
  const keepQuery = (entries: TableEntries, key: string, rows: readonly Row[], total?: number): void => {
    if (rows.length > READ_CACHE_LIMITS.rowsPerQuery) return;
    if (entries.queries.size >= READ_CACHE_LIMITS.queriesPerTable || entries.queriedRows + rows.length > READ_CACHE_LIMITS.queriedRowsPerTable) forgetQueries(entries);
    entries.queries.set(key, total === undefined ? copyRows(rows) : { total, rows: copyRows(rows) });
    entries.queriedRows += rows.length;
  };

  const forget = (table: string, id: string | null, owner?: string): void => {
    stamps.written(table, id, owner);
    const entries = tables.get(table);
    if (!entries) return;
    if (id === null) entries.rows.clear();
    else entries.rows.delete(id);
    forgetQueries(entries);
  };

  /** Runs a write, then forgets what it may have changed (also when it failed: it may have done part). */
  const writing = <R>(table: string, id: string | null, work: () => R, written: WrittenRow<R> = {}): R => {
    let result: R;
    try {
      result = work();
    } catch (error) {
      forget(table, id);
      throw error;
    }
    forget(table, id ?? written.idOf?.(result) ?? null, written.ownerOf?.(result));
    return result;
  };
  /** A row's learner (OWNER_COLUMN), when it has one. */
  const ownerOfRow = (row: unknown): string | undefined => {
    const owner = (row as Row | undefined)?.[OWNER_COLUMN];
    return typeof owner === 'string' ? owner : undefined;
  };

  const writes: Pick<RowOperations, 'createRow' | 'updateRow' | 'deleteRow' | 'setCreatedAt' | 'incrementColumn' | 'counterStep' | 'addToCounters'> = {
    counterStep: (table, id, column, by, orCreate) => rows.counterStep(table, id, column, by, orCreate),
    addToCounters: (table, column, steps) => {
      try {
        rows.addToCounters(table, column, steps);
      } finally {
        for (const step of steps) forget(table, step.id);
      }
    },
    createRow: (table, id, data) => writing(table, id, () => rows.createRow(table, id, data), { idOf: (row) => row.$id, ownerOf: ownerOfRow }),
    // A change of the owner itself leaves it unsaid: the learner it was taken from is not in the result.
    updateRow: (table, id, data) =>
      writing(table, id, () => rows.updateRow(table, id, data), { ownerOf: (row) => (OWNER_COLUMN in data ? undefined : ownerOfRow(row)) }),
    deleteRow: (table, id) => writing(table, id, () => rows.deleteRow(table, id)),
    setCreatedAt: (table, id, at) => writing(table, id, () => rows.setCreatedAt(table, id, at)),
    incrementColumn: (table, id, column, by, options) =>
      writing(table, id, () => rows.incrementColumn(table, id, column, by, options), { ownerOf: ownerOfRow }),
  };

  const queryKey = (kind: 'find' | 'list', queries: readonly Query[] | undefined): string => `${kind}:${JSON.stringify(queries ?? [])}`;

  const outside: RowOperations = {
    ...writes,
    getRow<T extends TableName>(table: T, id: string) {
      checkOtherWriters();
      stamps.rowRead(table, id);
      const entries = entriesOf(table);
      if (entries.rows.has(id)) return copyRow(entries.rows.get(id) ?? null) as RowOf<T> | null;
      const row = rows.getRow(table, id);
      if (entries.rows.size >= READ_CACHE_LIMITS.rowsPerTable) entries.rows.clear();
      entries.rows.set(id, copyRow(row as unknown as Row | null));
      return row;
    },
    findRows<T extends TableName>(table: T, queries?: readonly Query<T>[]) {
      checkOtherWriters();
      stamps.queryRead(table, queries as readonly Query[] | undefined);
      const entries = entriesOf(table);
      const key = queryKey('find', queries as readonly Query[] | undefined);
      const cached = entries.queries.get(key);
      if (Array.isArray(cached)) return copyRows(cached) as unknown as RowOf<T>[];
      const found = rows.findRows(table, queries);
      keepQuery(entries, key, found as unknown as Row[]);
      return found;
    },
    listRows<T extends TableName>(table: T, queries?: readonly Query<T>[]) {
      checkOtherWriters();
      stamps.queryRead(table, queries as readonly Query[] | undefined);
      const entries = entriesOf(table);
      const key = queryKey('list', queries as readonly Query[] | undefined);
      const cached = entries.queries.get(key);
      if (cached !== undefined && !Array.isArray(cached)) return { total: cached.total, rows: copyRows(cached.rows) } as unknown as RowList<T>;
      const listed = rows.listRows(table, queries);
      keepQuery(entries, key, listed.rows as unknown as Row[], listed.total);
      return listed;
    },
  };

  const inside: RowOperations = {
    ...writes,
    getRow: (table, id) => rows.getRow(table, id),
    findRows: (table, queries) => rows.findRows(table, queries),
    listRows: (table, queries) => rows.listRows(table, queries),
  };

  const clear = (): void => {
    tables.clear();
    stamps.everythingMayHaveChanged();
  };
  const heldRows = (): number => [...tables.values()].reduce((sum, entries) => sum + entries.rows.size + entries.queriedRows, 0);
  return { outside: options.enabled ? outside : inside, inside, clear, stamps: options.enabled ? stamps : null, heldRows };
}
