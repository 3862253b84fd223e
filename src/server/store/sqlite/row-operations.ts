// The Store port's row methods as synchronous SQLite statements. Each one is a single call on the
// connection, hence atomic by itself; sqlite-store.ts decides when they may run (locking, transactions).
import { randomBytes } from 'node:crypto';
import type { DatabaseSync, SQLInputValue, StatementSync } from 'node:sqlite';
import type { Columns, NewRow, RowOf, TableName } from '../../schema.ts';
import { StoreError } from '../port.ts';
import type { IncrementOptions, RowList } from '../port.ts';
import type { Query } from '../query.ts';
import { assertTable, dataColumns, decodeRow, encodeValue, ROW_ID_PATTERN, writableColumn } from './column-values.ts';
import { quoteIdentifier } from './ddl.ts';
import { CASEFOLD_FUNCTION, casefold, compileQueries, cursorCondition, orderBySql } from './query-sql.ts';
import { toStoreError } from './sqlite-errors.ts';

/** The port's row methods, run synchronously on one connection. */
export interface RowOperations {
  getRow<T extends TableName>(table: T, id: string): RowOf<T> | null;
  listRows<T extends TableName>(table: T, queries?: readonly Query<T>[]): RowList<T>;
  createRow<T extends TableName>(table: T, id: string | null, data: NewRow<T>): RowOf<T>;
  updateRow<T extends TableName>(table: T, id: string, data: Partial<Columns<T>>): RowOf<T>;
  deleteRow<T extends TableName>(table: T, id: string): void;
  incrementColumn<T extends TableName>(
    table: T,
    id: string,
    column: keyof Columns<T> & string,
    by: number,
    options?: IncrementOptions,
  ): RowOf<T>;
}

const MAX_CACHED_STATEMENTS = 500;

/** A new row id: 20 lowercase hex characters, the length of Appwrite's `ID.unique()`. */
export function newRowId(): string {
  return randomBytes(10).toString('hex');
}

/** The given columns in stored form; undefined values are left out, unknown columns are `invalid`. */
function encodeData(table: TableName, data: object): [string, SQLInputValue][] {
  return Object.entries(data)
    .filter(([, value]) => value !== undefined)
    .map(([column, value]) => [column, encodeValue(table, column, writableColumn(table, column), value, 'write')]);
}

function tighter(a: number | undefined, b: number | undefined, pick: (x: number, y: number) => number) {
  if (a === undefined) return b;
  return b === undefined ? a : pick(a, b);
}

/** Builds the row methods on `db`, caching each prepared statement by its SQL text. */
export function createRowOperations(db: DatabaseSync): RowOperations {
  db.function(CASEFOLD_FUNCTION, { deterministic: true }, casefold);
  const statements = new Map<string, StatementSync>();
  const prepare = (sql: string): StatementSync => {
    let statement = statements.get(sql);
    if (statement === undefined) {
      // `equal` lists of every length each make their own SQL, so the cache forgets its oldest entry
      // rather than grow without bound.
      if (statements.size >= MAX_CACHED_STATEMENTS) statements.delete(statements.keys().next().value ?? '');
      statement = db.prepare(sql);
      statements.set(sql, statement);
    }
    return statement;
  };
  const write = <R>(table: TableName, work: () => R): R => {
    try {
      return work();
    } catch (error) {
      throw toStoreError(error, table);
    }
  };

  return {
    getRow<T extends TableName>(table: T, id: string) {
      assertTable(table);
      const stored = prepare(`SELECT * FROM ${quoteIdentifier(table)} WHERE "$id" = ?`).get(id);
      return stored === undefined ? null : (decodeRow(table, stored) as RowOf<T>);
    },

    listRows<T extends TableName>(table: T, queries: readonly Query<T>[] = []) {
      assertTable(table);
      const compiled = compileQueries(table, queries as readonly Query[]);
      const from = `FROM ${quoteIdentifier(table)}`;
      const filter = compiled.conditions.join(' AND ');
      const counted = prepare(`SELECT COUNT(*) AS "total" ${from}${filter === '' ? '' : ` WHERE ${filter}`}`).get(
        ...compiled.parameters,
      );
      const conditions = [...compiled.conditions];
      const parameters = [...compiled.parameters];
      if (compiled.cursorId !== null) {
        const cursor = prepare(`SELECT rowid AS "rowid", * ${from} WHERE "$id" = ?`).get(compiled.cursorId);
        if (cursor === undefined) {
          throw new StoreError('not-found', `The cursor row ${compiled.cursorId} does not exist in ${table}`);
        }
        const after = cursorCondition(compiled.orders, cursor);
        conditions.push(after.sql);
        parameters.push(...after.parameters);
      }
      const where = conditions.length === 0 ? '' : ` WHERE ${conditions.join(' AND ')}`;
      const sql = `SELECT * ${from}${where} ${orderBySql(compiled.orders)} LIMIT ? OFFSET ?`;
      const rows = prepare(sql).all(...parameters, compiled.limit, compiled.offset);
      return {
        total: Number(counted?.total ?? 0),
        rows: rows.map((stored) => decodeRow(table, stored) as RowOf<T>),
      };
    },

    createRow<T extends TableName>(table: T, id: string | null, data: NewRow<T>) {
      assertTable(table);
      const rowId = id ?? newRowId();
      if (typeof rowId !== 'string' || !ROW_ID_PATTERN.test(rowId)) {
        throw new StoreError(
          'invalid',
          `Row id ${JSON.stringify(rowId)} must be 1-36 characters of a-z A-Z 0-9 . _ - and not start with . _ -`,
        );
      }
      const given = encodeData(table, data);
      const givenNames = new Set(given.map(([column]) => column));
      for (const [column, spec] of Object.entries(dataColumns(table))) {
        if (spec.required && spec.default === undefined && !givenNames.has(column)) {
          throw new StoreError('invalid', `${table}.${column} is required`);
        }
      }
      const now = new Date().toISOString();
      const entries: [string, SQLInputValue][] = [['$id', rowId], ['$createdAt', now], ['$updatedAt', now], ...given];
      const names = entries.map(([column]) => quoteIdentifier(column)).join(', ');
      const placeholders = entries.map(() => '?').join(', ');
      const sql = `INSERT INTO ${quoteIdentifier(table)} (${names}) VALUES (${placeholders}) RETURNING *`;
      const stored = write(table, () => prepare(sql).get(...entries.map(([, value]) => value)));
      if (stored === undefined) throw new Error(`INSERT into ${table} returned no row`);
      return decodeRow(table, stored) as RowOf<T>;
    },

    updateRow<T extends TableName>(table: T, id: string, data: Partial<Columns<T>>) {
      assertTable(table);
      const entries: [string, SQLInputValue][] = [...encodeData(table, data), ['$updatedAt', new Date().toISOString()]];
      const assignments = entries.map(([column]) => `${quoteIdentifier(column)} = ?`).join(', ');
      const sql = `UPDATE ${quoteIdentifier(table)} SET ${assignments} WHERE "$id" = ? RETURNING *`;
      const stored = write(table, () => prepare(sql).get(...entries.map(([, value]) => value), id));
      if (stored === undefined) throw new StoreError('not-found', `No row ${id} in ${table}`);
      return decodeRow(table, stored) as RowOf<T>;
    },

    deleteRow<T extends TableName>(table: T, id: string) {
      assertTable(table);
      const result = write(table, () => prepare(`DELETE FROM ${quoteIdentifier(table)} WHERE "$id" = ?`).run(id));
      if (Number(result.changes) === 0) throw new StoreError('not-found', `No row ${id} in ${table}`);
    },

    incrementColumn<T extends TableName>(
      table: T,
      id: string,
      column: keyof Columns<T> & string,
      by: number,
      options: IncrementOptions = {},
    ) {
      assertTable(table);
      const spec = writableColumn(table, column);
      if (spec.type !== 'integer' && spec.type !== 'float') {
        throw new StoreError('invalid', `${table}.${column} is not a number column, so it cannot be incremented`);
      }
      encodeValue(table, column, spec, by, spec.type === 'integer' ? 'write' : 'filter');
      for (const bound of [options.min, options.max]) {
        if (bound !== undefined && (typeof bound !== 'number' || Number.isNaN(bound))) {
          throw new StoreError('invalid', `incrementColumn bounds must be numbers, got ${String(bound)}`);
        }
      }
      // The schema's own range counts too, so crossing it is `out-of-range` rather than a CHECK failure.
      const lowest = tighter(options.min, spec.min, Math.max);
      const highest = tighter(options.max, spec.max, Math.min);
      const name = quoteIdentifier(column);
      // A null counter counts as 0, so a nullable counter can start from nothing.
      const result = `COALESCE(${name}, 0) + ?`;
      const guards: string[] = [];
      const guardValues: number[] = [];
      if (lowest !== undefined) {
        guards.push(`${result} >= ?`);
        guardValues.push(by, lowest);
      }
      if (highest !== undefined) {
        guards.push(`${result} <= ?`);
        guardValues.push(by, highest);
      }
      const sql =
        `UPDATE ${quoteIdentifier(table)} SET ${name} = ${result}, "$updatedAt" = ? ` +
        `WHERE ${['"$id" = ?', ...guards].join(' AND ')} RETURNING *`;
      const stored = write(table, () => prepare(sql).get(by, new Date().toISOString(), id, ...guardValues));
      if (stored !== undefined) return decodeRow(table, stored) as RowOf<T>;
      if (prepare(`SELECT 1 FROM ${quoteIdentifier(table)} WHERE "$id" = ?`).get(id) === undefined) {
        throw new StoreError('not-found', `No row ${id} in ${table}`);
      }
      throw new StoreError(
        'out-of-range',
        `Adding ${by} to ${table}.${column} of ${id} would leave the range ${lowest ?? '-∞'}..${highest ?? '∞'}`,
      );
    },
  };
}
