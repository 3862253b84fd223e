// Maps the port's queries to Appwrite's `Query` strings, one to one where Appwrite means the same thing
// and with small rewrites where its SQL semantics differ from the port's:
// - `equal(column, null)` and lists holding null become isNull (SQL's `= NULL` matches nothing);
// - `notEqual` on a nullable column also keeps the nulls (SQL's `!=` drops them, the port keeps them);
// - `search` becomes one `contains` per word: case-insensitive substring matching with % and _ taken
//   literally, which needs no fulltext index (Appwrite's `search` does, and matches whole words only).
// Every column and value is checked against the schema first, so mistakes fail as `invalid` here.
import { Query as AppwriteQuery } from 'node-appwrite';
import type { ColumnSpec, TableName } from '../../schema.ts';
import { StoreError } from '../port.ts';
import { MAX_LIMIT, type Query, type Scalar } from '../query.ts';
import { normaliseDatetime, queryableColumn } from '../sqlite/column-values.ts';

/** Appwrite refuses more than 100 values in one query. */
const MAX_VALUES_PER_QUERY = 100;

export interface AppwriteListQueries {
  /** Query strings for `listRows({ queries })`. */
  readonly queries: string[];
  /** True when a filter can match no row (an empty `equal` list): the adapter answers without asking. */
  readonly matchesNothing: boolean;
}

function whole(label: string, value: unknown, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > max) {
    throw new StoreError('invalid', `${label} must be a whole number from 0 to ${max}, got ${String(value)}`);
  }
  return value;
}

/** A filter value checked against the column's type (integers may be compared with fractions). */
function filterValue(table: TableName, column: string, spec: ColumnSpec, value: unknown): string | number | boolean {
  const label = `${table}.${column}`;
  const wrongType = (expected: string) =>
    new StoreError('invalid', `${label} must be compared with ${expected}, got ${JSON.stringify(value) ?? typeof value}`);
  switch (spec.type) {
    case 'string':
    case 'text':
    case 'enum':
      if (typeof value !== 'string') throw wrongType('a string');
      return value;
    case 'datetime':
      if (typeof value !== 'string') throw wrongType('an ISO 8601 datetime string');
      return normaliseDatetime(label, value);
    case 'integer':
    case 'float':
      if (typeof value !== 'number' || !Number.isFinite(value)) throw wrongType('a finite number');
      return value;
    case 'boolean':
      if (typeof value !== 'boolean') throw wrongType('a boolean');
      return value;
  }
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}

/** `equal` against any of `values` (none of them null), split to respect Appwrite's 100-value limit. */
function equalAny(column: string, values: (string | number | boolean)[]): string {
  const parts = chunks(values, MAX_VALUES_PER_QUERY).map((part) => AppwriteQuery.equal(column, part));
  return parts.length === 1 ? (parts[0] as string) : AppwriteQuery.or(parts);
}

/** Checks and maps a listRows query; unknown operators, columns or bad values → `invalid`. */
export function toAppwriteQueries(table: TableName, queries: readonly Query[]): AppwriteListQueries {
  const filters: string[] = [];
  const orders: string[] = [];
  let limit: number | null = null;
  let offset: number | null = null;
  let cursor: string | null = null;
  let matchesNothing = false;

  for (const query of queries) {
    switch (query.op) {
      case 'limit':
        limit = whole('limit', query.value, MAX_LIMIT);
        continue;
      case 'offset':
        offset = whole('offset', query.value, Number.MAX_SAFE_INTEGER);
        continue;
      case 'cursorAfter':
        if (typeof query.value !== 'string') throw new StoreError('invalid', 'cursorAfter needs a row id');
        cursor = query.value;
        continue;
      case 'orderAsc':
      case 'orderDesc':
        queryableColumn(table, query.column);
        orders.push(query.op === 'orderAsc' ? AppwriteQuery.orderAsc(query.column) : AppwriteQuery.orderDesc(query.column));
        continue;
    }

    const column = query.column;
    const spec = queryableColumn(table, column);
    const nullable = !spec.required;
    switch (query.op) {
      case 'equal': {
        const listed: readonly Scalar[] = Array.isArray(query.value) ? query.value : [query.value as Scalar];
        const present = listed.filter((value) => value !== null).map((value) => filterValue(table, column, spec, value));
        const withNull = present.length < listed.length;
        if (listed.length === 0) matchesNothing = true;
        else if (present.length === 0) filters.push(AppwriteQuery.isNull(column));
        else if (withNull) filters.push(AppwriteQuery.or([equalAny(column, present), AppwriteQuery.isNull(column)]));
        else filters.push(equalAny(column, present));
        break;
      }
      case 'notEqual': {
        if (query.value === null) {
          filters.push(AppwriteQuery.isNotNull(column));
          break;
        }
        const different = AppwriteQuery.notEqual(column, filterValue(table, column, spec, query.value));
        filters.push(nullable ? AppwriteQuery.or([different, AppwriteQuery.isNull(column)]) : different);
        break;
      }
      case 'lessThan':
      case 'lessThanEqual':
      case 'greaterThan':
      case 'greaterThanEqual': {
        if (query.value === null || spec.type === 'boolean') {
          throw new StoreError('invalid', `${query.op} needs a number or string column and value (${table}.${column})`);
        }
        const value = filterValue(table, column, spec, query.value) as string | number;
        filters.push(AppwriteQuery[query.op](column, value));
        break;
      }
      case 'search': {
        if (typeof query.value !== 'string' || spec.type === 'integer' || spec.type === 'float' || spec.type === 'boolean') {
          throw new StoreError('invalid', `search needs a text column and a string (${table}.${column})`);
        }
        for (const word of query.value.split(/\s+/u).filter((part) => part !== '')) {
          filters.push(AppwriteQuery.contains(column, [word]));
        }
        break;
      }
      case 'isNull':
        filters.push(AppwriteQuery.isNull(column));
        break;
      case 'isNotNull':
        filters.push(AppwriteQuery.isNotNull(column));
        break;
      default:
        throw new StoreError('invalid', `Unknown query operator ${JSON.stringify((query as { op: unknown }).op)}`);
    }
  }

  const paging = [
    ...(limit === null ? [] : [AppwriteQuery.limit(limit)]),
    ...(offset === null ? [] : [AppwriteQuery.offset(offset)]),
    ...(cursor === null ? [] : [AppwriteQuery.cursorAfter(cursor)]),
  ];
  return { queries: [...filters, ...orders, ...paging], matchesNothing };
}
