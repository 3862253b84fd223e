// The fake's TablesDB area: rows of the tables the schema defines (as `appwrite push tables` would
// create them), the row routes, increments and the transactions API. Rows live in memory; a structure
// validator answers like Appwrite's (row_invalid_structure), unique indexes like its duplicate check
// (row_already_exists, or transaction_conflict at commit). Transactions stage operations and apply them
// at commit in order, failing with transaction_conflict when a row they write was changed by someone
// else after the operation was staged (Appwrite compares with the staging time). As in Appwrite 1.9, a
// transaction stages at most 100 operations (transaction_limit_exceeded) and list totals stop at 5000.
import { randomBytes } from 'node:crypto';
import type { ColumnSpec, TableSpec } from '#/server/schema.ts';
import { FakeAppwriteError } from './errors.ts';
import { planQueries, runPlan, type FakeRow } from './fake-queries.ts';
import type { FakeServer, RequestContext, RouteResult } from './server.ts';

const ID_PATTERN = /^[a-zA-Z0-9][a-zA-Z0-9._-]{0,35}$/;
const SYSTEM = ['$id', '$createdAt', '$updatedAt', '$sequence'];

/** Appwrite's datetime format on the wire: ISO 8601 with `+00:00`. */
export function appwriteTime(date: Date = new Date()): string {
  return date.toISOString().replace('Z', '+00:00');
}

/** A row as stored: columns plus system fields and `changed`, the logical time of its last write. */
interface StoredRow extends FakeRow {
  $createdAt: string;
  $updatedAt: string;
  changed: number;
}

type Tables = Map<string, Map<string, StoredRow>>;

interface StagedOperation {
  action: 'create' | 'update' | 'delete' | 'increment' | 'decrement';
  table: string;
  rowId: string;
  data: Record<string, unknown>;
  staged: number;
}

interface Transaction {
  $id: string;
  $createdAt: string;
  $updatedAt: string;
  status: 'pending' | 'committed' | 'failed';
  expiresAt: number;
  operations: StagedOperation[];
}

export interface TablesDbOptions {
  readonly databaseId: string;
  readonly tables: Readonly<Record<string, TableSpec>>;
  /** Largest `total` a list answers with (Appwrite's APP_LIMIT_COUNT, 5000); tests may lower it. */
  readonly countLimit?: number;
  /** Staged operations one transaction may hold (Appwrite's APP_LIMIT_DATABASE_TRANSACTION, 100). */
  readonly maxTransactionOperations?: number;
}

/** Appwrite 1.9's APP_LIMIT_DATABASE_TRANSACTION: operations one transaction may stage. */
export const MAX_TRANSACTION_OPERATIONS = 100;

export interface FakeTablesDb {
  /** The committed rows of a table, as stored (for assertions). */
  rows(table: string): Record<string, unknown>[];
  /** Empties every table (between tests). */
  reset(): void;
  /** Adds committed rows straight into a table, as validated creates (for tests that need thousands). */
  seed(table: string, rows: readonly { $id: string; data: Record<string, unknown> }[]): void;
}

function structureError(message: string): FakeAppwriteError {
  return new FakeAppwriteError('row_invalid_structure', `Invalid document structure: ${message}`);
}

function checkColumn(column: string, spec: ColumnSpec, value: unknown): unknown {
  if (value === null) {
    if (spec.required) throw structureError(`Missing required attribute "${column}"`);
    return null;
  }
  const invalidType = (rule: string) => structureError(`Attribute "${column}" has invalid type. ${rule}`);
  switch (spec.type) {
    case 'string':
    case 'text':
      if (typeof value !== 'string' || [...value].length > (spec.size ?? Infinity)) {
        throw invalidType(`Value must be a valid string and no longer than ${spec.size ?? '∞'} chars`);
      }
      return value;
    case 'enum':
      if (typeof value !== 'string' || !(spec.elements ?? []).includes(value)) {
        throw invalidType(`Value must be one of (${(spec.elements ?? []).join(', ')})`);
      }
      return value;
    case 'datetime': {
      if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) throw invalidType('Value must be valid date');
      return appwriteTime(new Date(value));
    }
    case 'integer':
    case 'float':
      if (typeof value !== 'number' || !Number.isFinite(value) || (spec.type === 'integer' && !Number.isInteger(value))) {
        throw invalidType(`Value must be a valid ${spec.type}`);
      }
      if ((spec.min !== undefined && value < spec.min) || (spec.max !== undefined && value > spec.max)) {
        throw invalidType(`Value must be a valid range between ${spec.min ?? '-∞'} and ${spec.max ?? '∞'}`);
      }
      return value;
    case 'boolean':
      if (typeof value !== 'boolean') throw invalidType('Value must be a valid boolean');
      return value;
  }
}

/** Registers the TablesDB routes on `server`. */
export function registerTablesDb(server: FakeServer, options: TablesDbOptions): FakeTablesDb {
  let tables: Tables = new Map(Object.keys(options.tables).map((name) => [name, new Map()]));
  const transactions = new Map<string, Transaction>();
  let clock = 0;
  let sequence = 0;

  const specOf = (table: string): TableSpec => {
    const spec = Object.hasOwn(options.tables, table) ? options.tables[table] : undefined;
    if (spec === undefined) throw new FakeAppwriteError('table_not_found', `Table with the requested ID '${table}' could not be found.`);
    return spec;
  };
  const checkDatabase = (params: Readonly<Record<string, string>>) => {
    if (params.databaseId !== options.databaseId) {
      throw new FakeAppwriteError('database_not_found', `Database with the requested ID '${params.databaseId}' could not be found.`);
    }
  };
  const attributesOf = (table: string) => new Set([...SYSTEM, ...Object.keys(specOf(table).columns)]);
  /** Attributes with a fulltext index on them alone: what `search` may name. */
  const fulltextOf = (table: string) =>
    new Set(specOf(table).indexes.flatMap((index) => (index.type === 'fulltext' && index.columns.length === 1 ? index.columns : [])));

  /**
   * Appwrite's timestamp overrides: a server key may set `$createdAt` and `$updatedAt` in a create's or an
   * update's data (ISO 8601; stored in Appwrite's own form). Taken out of `data` before its columns are checked.
   */
  const timestampOverrides = (data: Record<string, unknown>): { columns: Record<string, unknown>; times: { $createdAt?: string; $updatedAt?: string } } => {
    const { $createdAt, $updatedAt, ...columns } = data;
    const times: { $createdAt?: string; $updatedAt?: string } = {};
    for (const [name, value] of [['$createdAt', $createdAt], ['$updatedAt', $updatedAt]] as const) {
      if (value === undefined) continue;
      const time = typeof value === 'string' ? new Date(value) : new Date(Number.NaN);
      if (Number.isNaN(time.getTime())) throw structureError(`Invalid document structure: Attribute "${name}" has invalid format. Value must be valid date between 0000-01-01 and 9999-12-31.`);
      times[name] = appwriteTime(time);
    }
    return { columns, times };
  };

  const validate = (table: string, data: Record<string, unknown>, partial: boolean): Record<string, unknown> => {
    const { columns } = specOf(table);
    const checked: Record<string, unknown> = {};
    for (const [column, value] of Object.entries(data)) {
      const spec = Object.hasOwn(columns, column) ? columns[column] : undefined;
      if (spec === undefined) throw structureError(`Unknown attribute: "${column}"`);
      checked[column] = checkColumn(column, spec, value);
    }
    if (!partial) {
      for (const [column, spec] of Object.entries(columns)) {
        if (Object.hasOwn(checked, column)) continue;
        if (spec.required && spec.default === undefined) throw structureError(`Missing required attribute "${column}"`);
        checked[column] = spec.default ?? null;
      }
    }
    return checked;
  };

  const assertUnique = (state: Tables, table: string, row: StoredRow) => {
    for (const index of specOf(table).indexes.filter((spec) => spec.type === 'unique')) {
      const values = index.columns.map((column) => row[column]);
      if (values.some((value) => value === null || value === undefined)) continue;
      for (const other of state.get(table)?.values() ?? []) {
        if (other.$id !== row.$id && index.columns.every((column, position) => other[column] === values[position])) {
          throw new FakeAppwriteError('row_already_exists', 'Document with the requested ID already exists. Try again with a different ID or use ID.unique() to generate a unique ID.');
        }
      }
    }
  };

  const stored = (state: Tables, table: string, rowId: string): StoredRow => {
    const row = state.get(table)?.get(rowId);
    if (row === undefined) throw new FakeAppwriteError('row_not_found', `Row with the requested ID '${rowId}' could not be found.`);
    return row;
  };

  // The write primitives, on any copy of the tables; `now` is the logical time they stamp.
  const apply = {
    create(state: Tables, table: string, rowId: string, data: Record<string, unknown>, now: number): StoredRow {
      if (!ID_PATTERN.test(rowId)) throw new FakeAppwriteError('general_argument_invalid', `Invalid \`rowId\` param: Parameter must contain at most 36 chars. Valid chars are a-z, A-Z, 0-9, and non-leading . - _`);
      const rows = state.get(table) as Map<string, StoredRow>;
      if (rows.has(rowId)) throw new FakeAppwriteError('row_already_exists', 'Document with the requested ID already exists. Try again with a different ID or use ID.unique() to generate a unique ID.');
      const time = appwriteTime();
      const { columns, times } = timestampOverrides(data);
      sequence += 1;
      const row: StoredRow = { ...validate(table, columns, false), $id: rowId, $sequence: sequence, $createdAt: time, $updatedAt: time, ...times, changed: now };
      assertUnique(state, table, row);
      rows.set(rowId, row);
      return row;
    },
    update(state: Tables, table: string, rowId: string, data: Record<string, unknown>, now: number): StoredRow {
      const before = stored(state, table, rowId);
      const { columns, times } = timestampOverrides(data);
      const row: StoredRow = { ...before, ...validate(table, columns, true), $updatedAt: appwriteTime(), ...times, changed: now };
      assertUnique(state, table, row);
      state.get(table)?.set(rowId, row);
      return row;
    },
    delete(state: Tables, table: string, rowId: string): void {
      stored(state, table, rowId);
      state.get(table)?.delete(rowId);
    },
    step(state: Tables, table: string, rowId: string, column: string, delta: number, bound: number | null, now: number): StoredRow {
      const spec = specOf(table).columns[column];
      if (spec === undefined) throw new FakeAppwriteError('general_argument_invalid', `Column "${column}" not found`);
      if (spec.type !== 'integer' && spec.type !== 'float') throw new FakeAppwriteError('general_argument_invalid', `Column "${column}" is not a number`);
      const before = stored(state, table, rowId);
      const next = Number(before[column] ?? 0) + delta;
      if (bound !== null && (delta > 0 ? next > bound : next < bound)) {
        throw new FakeAppwriteError('column_limit_exceeded', `Column "${column}" has reached the ${delta > 0 ? 'maximum' : 'minimum'} value of ${bound}`);
      }
      return apply.update(state, table, rowId, { [column]: next }, now);
    },
  };

  const copy = (state: Tables): Tables => new Map([...state].map(([name, rows]) => [name, new Map(rows)]));

  const pendingTransaction = (transactionId: unknown): Transaction => {
    const transaction = typeof transactionId === 'string' ? transactions.get(transactionId) : undefined;
    if (transaction === undefined) throw new FakeAppwriteError('transaction_not_found', `Transaction with the requested ID '${String(transactionId)}' could not be found.`);
    if (transaction.status !== 'pending') throw new FakeAppwriteError('transaction_not_ready', 'The transaction is not pending.');
    if (Date.now() > transaction.expiresAt) throw new FakeAppwriteError('transaction_expired', 'The transaction has expired.');
    return transaction;
  };

  /** Applies staged operations to `state`. At commit any failure fails the lot, and so does a row changed after its operation was staged. */
  const replay = (state: Tables, operations: readonly StagedOperation[], mode: 'commit' | 'view'): void => {
    const touched = new Set<string>();
    clock += 1;
    const now = clock;
    for (const operation of operations) {
      const key = `${operation.table}/${operation.rowId}`;
      const current = state.get(operation.table)?.get(operation.rowId);
      if (mode === 'commit' && !touched.has(key) && current !== undefined && current.changed > operation.staged) {
        throw new FakeAppwriteError('transaction_conflict', `Row ${key} was changed outside the transaction after the operation was staged.`);
      }
      touched.add(key);
      const { data } = operation;
      try {
        applyOne(state, operation, data, now);
      } catch (error) {
        // A read through the transaction shows what it can; only the commit fails on a bad operation.
        if (mode === 'commit') throw error;
      }
    }
  };

  const applyOne = (state: Tables, operation: StagedOperation, data: Record<string, unknown>, now: number): void => {
      switch (operation.action) {
        case 'create':
          apply.create(state, operation.table, operation.rowId, data, now);
          break;
        case 'update':
          apply.update(state, operation.table, operation.rowId, data, now);
          break;
        case 'delete':
          apply.delete(state, operation.table, operation.rowId);
          break;
        case 'increment':
        case 'decrement': {
          const sign = operation.action === 'increment' ? 1 : -1;
          const bound = (operation.action === 'increment' ? data.max : data.min) as number | null | undefined;
          apply.step(state, operation.table, operation.rowId, data.column as string, sign * Number(data.value), bound ?? null, now);
          break;
        }
      }
  };

  /** What a read through `transactionId` sees: committed rows with the transaction's staged writes on top. */
  const viewFor = (transactionId: unknown): Tables => {
    if (transactionId === undefined) return tables;
    const transaction = pendingTransaction(transactionId);
    const view = copy(tables);
    replay(view, transaction.operations, 'view');
    return view;
  };

  // Row permissions as sent at creation (row security): kept beside the rows, echoed as `$permissions`.
  const rowPermissions = new Map<string, string[]>();
  const output = (table: string, row: StoredRow) => {
    const { changed: _changed, $sequence, ...rest } = row;
    const $permissions = rowPermissions.get(`${table}/${row.$id}`) ?? [];
    return { ...rest, $sequence: String($sequence), $tableId: table, $databaseId: options.databaseId, $permissions };
  };
  /** Appwrite's permission strings, e.g. `read("user:abc")`; anything else is refused like the real server. */
  const permissionsOf = (context: RequestContext): string[] => {
    const value = context.input.permissions;
    if (value === undefined) return [];
    const valid = /^(read|create|update|delete|write)\("(any|guests|users|user:[A-Za-z0-9._-]{1,36}|team:[A-Za-z0-9._-]{1,36}(\/[a-z]+)?|label:[A-Za-z0-9]+)"\)$/;
    if (!Array.isArray(value) || !value.every((entry) => typeof entry === 'string' && valid.test(entry))) {
      throw new FakeAppwriteError('general_argument_invalid', 'Invalid `permissions` param: Permission strings must be like read("user:<id>")');
    }
    return value as string[];
  };

  /** A string parameter (ids); anything else is a malformed request. */
  const stringParam = (context: RequestContext, name: string): string => {
    const value = context.input[name];
    if (typeof value !== 'string' || value === '') throw new FakeAppwriteError('general_argument_invalid', `Invalid \`${name}\` param: Value must be a valid string`);
    return value;
  };

  const maxOperations = options.maxTransactionOperations ?? MAX_TRANSACTION_OPERATIONS;
  const stage = (context: RequestContext, operation: Omit<StagedOperation, 'staged'>): void => {
    stringParam(context, 'transactionId');
    const transaction = pendingTransaction(context.input.transactionId);
    // Appwrite refuses the operation that would exceed the limit (Transactions/Operations/Create.php and
    // every row route: "Transaction already has N operations, adding 1 would exceed the maximum of 100").
    if (transaction.operations.length + 1 > maxOperations) {
      throw new FakeAppwriteError(
        'transaction_limit_exceeded',
        `Transaction already has ${transaction.operations.length} operations, adding 1 would exceed the maximum of ${maxOperations}`,
      );
    }
    transaction.operations.push({ ...operation, staged: clock });
    transaction.$updatedAt = appwriteTime();
  };

  const rowRoute = '/v1/tablesdb/:databaseId/tables/:tableId/rows';
  const withTable = (context: RequestContext) => {
    checkDatabase(context.params);
    const table = context.params.tableId as string;
    specOf(table);
    return table;
  };
  const dataOf = (context: RequestContext): Record<string, unknown> => {
    const data = context.input.data ?? {};
    if (data === null || typeof data !== 'object' || Array.isArray(data)) throw new FakeAppwriteError('general_argument_invalid', 'Invalid `data` param: Value must be a valid object');
    return data as Record<string, unknown>;
  };
  const numberParam = (context: RequestContext, name: string): number | null => {
    const value = context.input[name];
    if (value === undefined || value === null) return null;
    if (typeof value !== 'number' || !Number.isFinite(value)) throw new FakeAppwriteError('general_argument_invalid', `Invalid \`${name}\` param: Value must be a valid number`);
    return value;
  };

  const routes: { method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; path: string; required?: string[]; optional?: string[]; handle: (context: RequestContext) => RouteResult }[] = [
    {
      method: 'POST',
      path: '/v1/tablesdb/transactions',
      optional: ['ttl'],
      handle: (context) => {
        const ttl = context.input.ttl ?? 300;
        if (typeof ttl !== 'number' || !Number.isInteger(ttl) || ttl < 60 || ttl > 3600) {
          throw new FakeAppwriteError('general_argument_invalid', 'Invalid `ttl` param: Value must be a valid range between 60 and 3,600');
        }
        const now = appwriteTime();
        const transaction: Transaction = { $id: randomBytes(10).toString('hex'), $createdAt: now, $updatedAt: now, status: 'pending', expiresAt: Date.now() + ttl * 1000, operations: [] };
        transactions.set(transaction.$id, transaction);
        return { status: 201, body: transactionBody(transaction) };
      },
    },
    {
      method: 'PATCH',
      path: '/v1/tablesdb/transactions/:transactionId',
      optional: ['commit', 'rollback'],
      handle: (context) => {
        const { commit, rollback } = context.input;
        if (commit !== true && rollback !== true) throw new FakeAppwriteError('general_bad_request', 'Either commit or rollback must be true');
        if (commit === true && rollback === true) throw new FakeAppwriteError('general_bad_request', 'Cannot commit and rollback at the same time');
        const transaction = pendingTransaction(context.params.transactionId);
        if (rollback === true) {
          transaction.status = 'failed';
          return { status: 200, body: transactionBody(transaction) };
        }
        const next = copy(tables);
        try {
          replay(next, transaction.operations, 'commit');
        } catch (error) {
          transaction.status = 'failed';
          if (error instanceof FakeAppwriteError && error.type === 'row_already_exists') {
            throw new FakeAppwriteError('transaction_conflict', 'The transaction has a conflict: a unique value or id is taken.');
          }
          throw error;
        }
        tables = next;
        transaction.status = 'committed';
        return { status: 200, body: transactionBody(transaction) };
      },
    },
    {
      method: 'DELETE',
      path: '/v1/tablesdb/transactions/:transactionId',
      handle: (context) => {
        if (!transactions.delete(context.params.transactionId as string)) throw new FakeAppwriteError('transaction_not_found', 'Transaction not found');
        return { status: 204 };
      },
    },
    {
      method: 'GET',
      path: rowRoute,
      optional: ['queries', 'transactionId', 'total', 'ttl'],
      handle: (context) => {
        const table = withTable(context);
        const queries = context.input.queries ?? [];
        if (!Array.isArray(queries)) throw new FakeAppwriteError('general_argument_invalid', 'Invalid `queries` param: Value must be an array');
        const plan = planQueries(queries, attributesOf(table), fulltextOf(table));
        const view = viewFor(context.input.transactionId);
        const { total, rows } = runPlan(plan, [...(view.get(table)?.values() ?? [])], options.countLimit);
        return { status: 200, body: { total: context.input.total === false ? 0 : total, rows: rows.map((row) => output(table, row as StoredRow)) } };
      },
    },
    {
      method: 'POST',
      path: rowRoute,
      required: ['rowId', 'data'],
      optional: ['permissions', 'transactionId'],
      handle: (context) => {
        const table = withTable(context);
        const requested = stringParam(context, 'rowId');
        const rowId = requested === 'unique()' ? randomBytes(10).toString('hex') : requested;
        const data = dataOf(context);
        const permissions = permissionsOf(context);
        if (permissions.length > 0) rowPermissions.set(`${table}/${rowId}`, permissions);
        if (context.input.transactionId !== undefined) {
          stage(context, { action: 'create', table, rowId, data });
          return { status: 201, body: { $id: rowId, $tableId: table, $databaseId: options.databaseId, ...data } };
        }
        clock += 1;
        return { status: 201, body: output(table, apply.create(tables, table, rowId, data, clock)) };
      },
    },
    {
      method: 'GET',
      path: `${rowRoute}/:rowId`,
      optional: ['queries', 'transactionId'],
      handle: (context) => {
        const table = withTable(context);
        if (context.input.queries !== undefined) throw new FakeAppwriteError('general_query_invalid', 'The fake answers getRow without select queries only');
        return { status: 200, body: output(table, stored(viewFor(context.input.transactionId), table, context.params.rowId as string)) };
      },
    },
    {
      method: 'PATCH',
      path: `${rowRoute}/:rowId`,
      optional: ['data', 'permissions', 'transactionId'],
      handle: (context) => {
        const table = withTable(context);
        const rowId = context.params.rowId as string;
        const data = dataOf(context);
        if (context.input.transactionId !== undefined) {
          stage(context, { action: 'update', table, rowId, data });
          return { status: 200, body: { $id: rowId, $tableId: table, $databaseId: options.databaseId, ...data } };
        }
        clock += 1;
        return { status: 200, body: output(table, apply.update(tables, table, rowId, data, clock)) };
      },
    },
    {
      method: 'DELETE',
      path: `${rowRoute}/:rowId`,
      optional: ['transactionId'],
      handle: (context) => {
        const table = withTable(context);
        const rowId = context.params.rowId as string;
        if (context.input.transactionId !== undefined) stage(context, { action: 'delete', table, rowId, data: {} });
        else apply.delete(tables, table, rowId);
        return { status: 204 };
      },
    },
    ...(['increment', 'decrement'] as const).map((action) => ({
      method: 'PATCH' as const,
      path: `${rowRoute}/:rowId/:column/${action}`,
      optional: ['value', action === 'increment' ? 'max' : 'min', 'transactionId'],
      handle: (context: RequestContext): RouteResult => {
        const table = withTable(context);
        const rowId = context.params.rowId as string;
        const column = context.params.column as string;
        const value = numberParam(context, 'value') ?? 1;
        if (value <= 0) throw new FakeAppwriteError('general_argument_invalid', 'Invalid `value` param: Value must be a positive number');
        const bound = numberParam(context, action === 'increment' ? 'max' : 'min');
        const delta = action === 'increment' ? value : -value;
        if (context.input.transactionId !== undefined) {
          // Appwrite answers a staged increment with a preview of the row as the transaction sees it.
          const view = viewFor(context.input.transactionId);
          clock += 1;
          const preview = apply.step(view, table, rowId, column, delta, null, clock);
          stage(context, { action, table, rowId, data: { column, value, [action === 'increment' ? 'max' : 'min']: bound } });
          return { status: 200, body: output(table, preview) };
        }
        clock += 1;
        return { status: 200, body: output(table, apply.step(tables, table, rowId, column, delta, bound, clock)) };
      },
    })),
  ];
  for (const route of routes) server.register({ ...route, auth: 'key' });

  return {
    rows: (table) => [...(tables.get(table)?.values() ?? [])].map((row) => output(table, row)),
    reset() {
      tables = new Map(Object.keys(options.tables).map((name) => [name, new Map()]));
      transactions.clear();
    },
    seed(table, rows) {
      specOf(table);
      clock += 1;
      for (const row of rows) apply.create(tables, table, row.$id, row.data, clock);
    },
  };
}

function transactionBody(transaction: Transaction) {
  return {
    $id: transaction.$id,
    $createdAt: transaction.$createdAt,
    $updatedAt: transaction.$updatedAt,
    status: transaction.status,
    operations: transaction.operations.length,
    expiresAt: appwriteTime(new Date(transaction.expiresAt)),
  };
}
