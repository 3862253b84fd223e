// The Store port's row methods as synchronous SQLite statements. Each one is a single call on the
// connection, hence atomic by itself; sqlite-store.ts decides when they may run (locking, transactions).
import type { DatabaseSync, SQLInputValue, SQLOutputValue, StatementSync } from 'node:sqlite';
import type { Columns, NewRow, RowOf, TableName } from '#/server/schema.ts';
import { counterRowCreated, incrementRange, outOfRange, rowCreatedByIncrement } from '../increment-rules.ts';
import { StoreError } from '../port.ts';
import type { IncrementOptions, RowList } from '../port.ts';
import { planQuery, type QueryPlan } from '../query-plan.ts';
import { DEFAULT_LIMIT, INSERTION_ORDER, type Query } from '../query.ts';
import { assertRowId, newRowId } from '../row-ids.ts';
import { assertComplete, assertTable, queryableColumn } from '../table-columns.ts';
import { quoteIdentifier } from './ddl.ts';
import { fulltextPageSql } from './fulltext-page.ts';
import { CASEFOLD_FUNCTION, casefold, cursorCondition, filterSql, orderBySql } from './query-sql.ts';
import { toStoreError } from './sqlite-errors.ts';
import { rowDecoder, storedData, type RowDecoder } from './stored-values.ts';

/** The port's row methods, run synchronously on one connection. */
export interface RowOperations {
  getRow<T extends TableName>(table: T, id: string): RowOf<T> | null;
  listRows<T extends TableName>(table: T, queries?: readonly Query<T>[]): RowList<T>;
  findRows<T extends TableName>(table: T, queries?: readonly Query<T>[]): RowOf<T>[];
  createRow<T extends TableName>(table: T, id: string | null, data: NewRow<T>): RowOf<T>;
  updateRow<T extends TableName>(table: T, id: string, data: Partial<Columns<T>>): RowOf<T>;
  deleteRow<T extends TableName>(table: T, id: string): void;
  setCreatedAt<T extends TableName>(table: T, id: string, at: Date): void;
  incrementColumn<T extends TableName>(
    table: T,
    id: string,
    column: keyof Columns<T> & string,
    by: number,
    options?: IncrementOptions<T>,
  ): RowOf<T>;
  /** Checks an addToCounter step and puts it in the stored form addToCounters writes (nothing is sent yet). */
  counterStep<T extends TableName>(table: T, id: string, column: keyof Columns<T> & string, by: number, orCreate: NewRow<T>): CounterStep;
  /** Applies checked steps to `column` of `table`: one statement for many rows (a step per row id). */
  addToCounters(table: TableName, column: string, steps: readonly CounterStep[]): void;
}

/** One addToCounter step, checked: the row to create when missing (the counter holding `by`) and the step. */
export interface CounterStep {
  readonly id: string;
  readonly by: number;
  /** The new row's columns in stored form (the counter's holding the step); steps with the same names share a statement. */
  readonly created: readonly (readonly [string, SQLInputValue])[];
  /** The names of `created`, joined: which statement the step goes in. */
  readonly shape: string;
}

/** Rows per multi-row statement: the fewest that bound the number of distinct statements cached. */
const COUNTER_CHUNKS = [64, 16, 4, 1] as const;

const MAX_CACHED_STATEMENTS = 500;

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
  // Statements whose results are rows of one table (`SELECT *`, `RETURNING *`): they return arrays, decoded by
  // position with a decoder made once per statement (stored-values.ts rowDecoder).
  interface RowStatement {
    readonly statement: StatementSync;
    decode: RowDecoder;
    width: number;
  }
  const rowStatements = new Map<string, RowStatement>();
  const decoderOf = (table: TableName, statement: StatementSync): { decode: RowDecoder; width: number } => {
    const names = statement.columns().map((column) => column.name);
    return { decode: rowDecoder(table, names), width: names.length };
  };
  const prepareRows = (table: TableName, sql: string): RowStatement => {
    let prepared = rowStatements.get(sql);
    if (prepared === undefined) {
      if (rowStatements.size >= MAX_CACHED_STATEMENTS) rowStatements.delete(rowStatements.keys().next().value ?? '');
      const statement = db.prepare(sql);
      statement.setReturnArrays(true);
      prepared = { statement, ...decoderOf(table, statement) };
      rowStatements.set(sql, prepared);
    }
    return prepared;
  };
  const decoded = (table: TableName, prepared: RowStatement, values: readonly SQLOutputValue[]): Record<string, unknown> => {
    // A schema change (another process migrating the file, which adds columns) makes SQLite prepare the statement
    // again with more columns: the decoder follows. (A change keeping the count would go unseen; no migration
    // makes one, and a server runs on the schema it migrated to.)
    if (values.length !== prepared.width) Object.assign(prepared, decoderOf(table, prepared.statement));
    return prepared.decode(values);
  };
  /** The one row (or none) a row statement returns. */
  const oneRow = (table: TableName, sql: string, parameters: readonly SQLInputValue[]): Record<string, unknown> | undefined => {
    const prepared = prepareRows(table, sql);
    const values = prepared.statement.get(...parameters) as unknown as SQLOutputValue[] | undefined;
    return values === undefined ? undefined : decoded(table, prepared, values);
  };
  /** Every row a row statement returns. */
  const allRows = (table: TableName, sql: string, parameters: readonly SQLInputValue[]): Record<string, unknown>[] => {
    const prepared = prepareRows(table, sql);
    return (prepared.statement.all(...parameters) as unknown as SQLOutputValue[][]).map((values) => decoded(table, prepared, values));
  };

  // The SQL of each shape of write (table, columns, guards), built once: building it again for every write cost
  // more than running some of them, and the same string each time lets the statement cache find it at once.
  const shapes = new Map<string, string>();
  const sqlOfShape = (shape: string, build: () => string): string => {
    let sql = shapes.get(shape);
    if (sql === undefined) {
      if (shapes.size >= MAX_CACHED_STATEMENTS) shapes.clear();
      sql = build();
      shapes.set(shape, sql);
    }
    return sql;
  };
  const namesOf = (entries: readonly (readonly [string, unknown])[]): string => entries.map(([column]) => column).join('\u0000');

  const write = <R>(table: TableName, work: () => R): R => {
    try {
      return work();
    } catch (error) {
      throw toStoreError(error, table);
    }
  };

  /** The page of rows a checked query asks for (filters, cursor, order, limit, offset). */
  const selectRows = <T extends TableName>(table: T, plan: QueryPlan): RowOf<T>[] => {
    const filtered = filterSql(plan.filters);
    const from = `FROM ${quoteIdentifier(table)}`;
    const conditions = [...filtered.conditions];
    const parameters = [...filtered.parameters];
    // Insertion order is the rowid here.
    const orders = plan.orders.map((order) => (order.column === INSERTION_ORDER ? { ...order, column: 'rowid' } : order));
    const paging = [plan.limit ?? DEFAULT_LIMIT, plan.offset ?? 0];
    const cursor = plan.cursor === null ? undefined : prepare(`SELECT rowid AS "rowid", * ${from} WHERE "$id" = ?`).get(plan.cursor);
    if (plan.cursor !== null && cursor === undefined) {
      throw new StoreError('not-found', `The cursor row ${plan.cursor} does not exist in ${table}`);
    }
    const page = fulltextPageSql(table, plan, orders, cursor === undefined ? null : Number(cursor.rowid));
    if (page !== null) {
      return allRows(table, `${page.sql} LIMIT ? OFFSET ?`, [...page.parameters, ...paging]) as RowOf<T>[];
    }
    if (cursor !== undefined) {
      const first = orders[0];
      const firstIsRequired = first !== undefined && (first.column === 'rowid' || queryableColumn(table, first.column).required);
      const after = cursorCondition(orders, cursor, firstIsRequired);
      conditions.push(after.sql);
      parameters.push(...after.parameters);
    }
    const where = conditions.length === 0 ? '' : ` WHERE ${conditions.join(' AND ')}`;
    const sql = `SELECT * ${from}${where} ${orderBySql(orders)} LIMIT ? OFFSET ?`;
    return allRows(table, sql, [...parameters, ...paging]) as RowOf<T>[];
  };

  /** INSERT … VALUES (…) × rows … ON CONFLICT: adds each row's `created` counter (the step) to an existing row. */
  const counterSql = (table: TableName, column: string, names: readonly string[], rows: number): string => {
    const columns = ['$id', '$createdAt', '$updatedAt', ...names].map(quoteIdentifier);
    const tuple = `(${columns.map(() => '?').join(', ')})`;
    const name = quoteIdentifier(column);
    return (
      `INSERT INTO ${quoteIdentifier(table)} (${columns.join(', ')}) VALUES ${Array.from({ length: rows }, () => tuple).join(', ')} ` +
      `ON CONFLICT("$id") DO UPDATE SET ${name} = COALESCE(${name}, 0) + excluded.${name}, "$updatedAt" = excluded."$updatedAt"`
    );
  };

  return {
    counterStep<T extends TableName>(table: T, id: string, column: keyof Columns<T> & string, by: number, orCreate: NewRow<T>): CounterStep {
      assertTable(table);
      const created = storedData(table, counterRowCreated(table, id, column, by, orCreate as Record<string, unknown>));
      assertComplete(table, new Set(created.map(([name]) => name)));
      return { id, by, created, shape: created.map(([name]) => name).join('\u0000') };
    },

    addToCounters(table: TableName, column: string, steps: readonly CounterStep[]) {
      assertTable(table);
      const now = new Date().toISOString();
      const byShape = new Map<string, CounterStep[]>();
      for (const step of steps) {
        const same = byShape.get(step.shape);
        if (same) same.push(step);
        else byShape.set(step.shape, [step]);
      }
      for (const group of byShape.values()) {
        const names = (group[0]?.created ?? []).map(([name]) => name);
        let from = 0;
        for (const size of COUNTER_CHUNKS) {
          while (group.length - from >= size) {
            const values: SQLInputValue[] = [];
            for (const step of group.slice(from, from + size)) {
              values.push(step.id, now, now);
              // The counter starts at 0, so a new row holds the step (steps merged since they were checked included).
              for (const [name, value] of step.created) values.push(name === column ? step.by : value);
            }
            const sql = sqlOfShape(`counters\u0000${table}\u0000${column}\u0000${group[0]?.shape ?? ''}\u0000${size}`, () => counterSql(table, column, names, size));
            write(table, () => prepare(sql).run(...values));
            from += size;
          }
        }
      }
    },

    getRow<T extends TableName>(table: T, id: string) {
      assertTable(table);
      const sql = sqlOfShape(`get\u0000${table}`, () => `SELECT * FROM ${quoteIdentifier(table)} WHERE "$id" = ?`);
      return (oneRow(table, sql, [id]) as RowOf<T> | undefined) ?? null;
    },

    listRows<T extends TableName>(table: T, queries: readonly Query<T>[] = []) {
      assertTable(table);
      const plan = planQuery(table, queries as readonly Query[]);
      const filtered = filterSql(plan.filters);
      const filter = filtered.conditions.join(' AND ');
      const counted = prepare(`SELECT COUNT(*) AS "total" FROM ${quoteIdentifier(table)}${filter === '' ? '' : ` WHERE ${filter}`}`).get(
        ...filtered.parameters,
      );
      return { total: Number(counted?.total ?? 0), rows: selectRows(table, plan) };
    },

    findRows<T extends TableName>(table: T, queries: readonly Query<T>[] = []) {
      assertTable(table);
      return selectRows(table, planQuery(table, queries as readonly Query[]));
    },

    createRow<T extends TableName>(table: T, id: string | null, data: NewRow<T>) {
      assertTable(table);
      const rowId = id ?? newRowId();
      assertRowId(rowId);
      const given = storedData(table, data);
      assertComplete(table, new Set(given.map(([column]) => column)));
      const now = new Date().toISOString();
      const entries: [string, SQLInputValue][] = [['$id', rowId], ['$createdAt', now], ['$updatedAt', now], ...given];
      const sql = sqlOfShape(`create\u0000${table}\u0000${namesOf(given)}`, () => {
        const names = entries.map(([column]) => quoteIdentifier(column)).join(', ');
        const placeholders = entries.map(() => '?').join(', ');
        return `INSERT INTO ${quoteIdentifier(table)} (${names}) VALUES (${placeholders}) RETURNING *`;
      });
      const stored = write(table, () => oneRow(table, sql, entries.map(([, value]) => value)));
      if (stored === undefined) throw new Error(`INSERT into ${table} returned no row`);
      return stored as RowOf<T>;
    },

    updateRow<T extends TableName>(table: T, id: string, data: Partial<Columns<T>>) {
      assertTable(table);
      const entries: [string, SQLInputValue][] = [...storedData(table, data), ['$updatedAt', new Date().toISOString()]];
      const sql = sqlOfShape(`update\u0000${table}\u0000${namesOf(entries)}`, () => {
        const assignments = entries.map(([column]) => `${quoteIdentifier(column)} = ?`).join(', ');
        return `UPDATE ${quoteIdentifier(table)} SET ${assignments} WHERE "$id" = ? RETURNING *`;
      });
      const stored = write(table, () => oneRow(table, sql, [...entries.map(([, value]) => value), id]));
      if (stored === undefined) throw new StoreError('not-found', `No row ${id} in ${table}`);
      return stored as RowOf<T>;
    },

    deleteRow<T extends TableName>(table: T, id: string) {
      assertTable(table);
      const result = write(table, () => prepare(`DELETE FROM ${quoteIdentifier(table)} WHERE "$id" = ?`).run(id));
      if (Number(result.changes) === 0) throw new StoreError('not-found', `No row ${id} in ${table}`);
    },

    setCreatedAt<T extends TableName>(table: T, id: string, at: Date) {
      assertTable(table);
      if (Number.isNaN(at.getTime())) throw new StoreError('invalid', `${String(at)} is not a time`);
      // Like any write (and Appwrite's update), it moves $updatedAt too.
      const sql = `UPDATE ${quoteIdentifier(table)} SET "$createdAt" = ?, "$updatedAt" = ? WHERE "$id" = ?`;
      const result = write(table, () => prepare(sql).run(at.toISOString(), new Date().toISOString(), id));
      if (Number(result.changes) === 0) throw new StoreError('not-found', `No row ${id} in ${table}`);
    },

    incrementColumn<T extends TableName>(table: T, id: string, column: keyof Columns<T> & string, by: number, options?: IncrementOptions<T>) {
      assertTable(table);
      const range = incrementRange(table, column, by, options);
      const { lowest, highest } = range;
      const guardValues: number[] = [];
      if (lowest !== undefined) guardValues.push(by, lowest);
      if (highest !== undefined) guardValues.push(by, highest);
      const shape = `${table}\u0000${column}\u0000${lowest !== undefined}\u0000${highest !== undefined}`;
      const parts = () => {
        const name = quoteIdentifier(column);
        // A null counter counts as 0, so a nullable counter can start from nothing.
        const result = `COALESCE(${name}, 0) + ?`;
        const guards: string[] = [];
        if (lowest !== undefined) guards.push(`${result} >= ?`);
        if (highest !== undefined) guards.push(`${result} <= ?`);
        return { guards, assignments: `${name} = ${result}, "$updatedAt" = ?` };
      };
      const now = new Date().toISOString();
      let stored: Record<string, unknown> | undefined;
      if (options?.orCreate === undefined) {
        const sql = sqlOfShape(`increment\u0000${shape}`, () => {
          const { guards, assignments } = parts();
          return `UPDATE ${quoteIdentifier(table)} SET ${assignments} WHERE ${['"$id" = ?', ...guards].join(' AND ')} RETURNING *`;
        });
        stored = write(table, () => oneRow(table, sql, [by, now, id, ...guardValues]));
      } else {
        // One statement: insert the new row, or (the id being taken) add to the existing one within the range.
        assertRowId(id);
        const initial = rowCreatedByIncrement(table, id, column, by, range, options.orCreate as Record<string, unknown>);
        const given = storedData(table, initial as NewRow<T>);
        assertComplete(table, new Set(given.map(([name]) => name)));
        const entries: [string, SQLInputValue][] = [['$id', id], ['$createdAt', now], ['$updatedAt', now], ...given];
        const sql = sqlOfShape(`upsert\u0000${shape}\u0000${namesOf(given)}`, () => {
          const { guards, assignments } = parts();
          return (
            `INSERT INTO ${quoteIdentifier(table)} (${entries.map(([name]) => quoteIdentifier(name)).join(', ')}) ` +
            `VALUES (${entries.map(() => '?').join(', ')}) ON CONFLICT("$id") DO UPDATE SET ${assignments}` +
            `${guards.length === 0 ? '' : ` WHERE ${guards.join(' AND ')}`} RETURNING *`
          );
        });
        stored = write(table, () => oneRow(table, sql, [...entries.map(([, value]) => value), by, now, ...guardValues]));
        // Nothing returned: the row existed and the guard refused the step.
        if (stored === undefined) throw outOfRange(table, column, id, by, range);
      }
      if (stored !== undefined) return stored as RowOf<T>;
      if (prepare(`SELECT 1 FROM ${quoteIdentifier(table)} WHERE "$id" = ?`).get(id) === undefined) {
        throw new StoreError('not-found', `No row ${id} in ${table}`);
      }
      throw outOfRange(table, column, id, by, range);
    },
  };
}
