// Reads a listRows query once for both adapters: every operator, column and value is checked against
// the schema (mistakes fail as `invalid` before anything reaches a backend) and what the query asks is
// stated as a plain plan that each adapter only has to translate: SQL for SQLite, `Query` strings for
// Appwrite. Special cases are settled here, once: `equal(column, null)` is `isNull`, `notEqual(column,
// null)` is `isNotNull`, and a search without words requires nothing.
import { isSearchableWord, wordsOf } from '#/domain/fulltext-words.ts';
import { schema, type IndexSpec, type TableName } from '../schema.ts';
import { typedValue, type PortValue } from './column-values.ts';
import { StoreError } from './port.ts';
import { INSERTION_ORDER, MAX_LIMIT, type Query, type Scalar } from './query.ts';
import { queryableColumn } from './table-columns.ts';

/** A value a filter compares with: checked against its column, in the port's form (datetimes normalised). */
export type FilterValue = Exclude<PortValue, null>;

/** One condition a row must meet; `column` is checked against the schema. */
export type PlannedFilter =
  /** The column equals one of `values`, or is null when `orNull`. No values (an empty list) matches no row. */
  | { readonly op: 'equal'; readonly column: string; readonly values: readonly FilterValue[]; readonly orNull: boolean }
  /** The column differs from `value`, and rows where it is null differ too; `nullable` says whether there can be any. */
  | { readonly op: 'notEqual'; readonly column: string; readonly value: FilterValue; readonly nullable: boolean }
  /** Null never compares, so rows where the column is null never match. */
  | {
      readonly op: 'lessThan' | 'lessThanEqual' | 'greaterThan' | 'greaterThanEqual';
      readonly column: string;
      readonly value: string | number;
    }
  /** Every word occurs in the column, ignoring case; `words` is never empty. */
  | { readonly op: 'search'; readonly column: string; readonly words: readonly string[] }
  /** Every word begins a word of the column, as the fulltext index `index` finds; `words` is never empty. */
  | { readonly op: 'fulltext'; readonly column: string; readonly index: string; readonly words: readonly string[] }
  | { readonly op: 'isNull' | 'isNotNull'; readonly column: string };

/** One sort key; `column` is checked against the schema. */
export interface OrderTerm {
  readonly column: string;
  readonly descending: boolean;
}

/** A checked listRows query. */
export interface QueryPlan {
  /** Conditions that must all hold; none means every row. */
  readonly filters: readonly PlannedFilter[];
  /** Sort keys in turn; ties, and no keys at all, keep insertion order. */
  readonly orders: readonly OrderTerm[];
  /** Null when not given: the port's DEFAULT_LIMIT applies. */
  readonly limit: number | null;
  /** Null when not given: none is skipped. */
  readonly offset: number | null;
  /** The id of the row the page starts after, or null to start at the first. */
  readonly cursor: string | null;
}

function whole(label: string, value: unknown, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > max) {
    throw new StoreError('invalid', `${label} must be a whole number from 0 to ${max}, got ${String(value)}`);
  }
  return value;
}

/** Checks a listRows query for `table`; unknown operators, columns or bad values → `invalid`. */
export function planQuery(table: TableName, queries: readonly Query[]): QueryPlan {
  const filters: PlannedFilter[] = [];
  const orders: OrderTerm[] = [];
  let limit: number | null = null;
  let offset: number | null = null;
  let cursor: string | null = null;

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
        if (query.column !== INSERTION_ORDER) queryableColumn(table, query.column);
        orders.push({ column: query.column, descending: query.op === 'orderDesc' });
        continue;
    }

    const column = query.column;
    const spec = queryableColumn(table, column);
    const checked = (value: unknown) => typedValue(table, column, spec, value, 'filter') as FilterValue;
    switch (query.op) {
      case 'equal': {
        const listed: readonly Scalar[] = Array.isArray(query.value) ? query.value : [query.value as Scalar];
        const values = listed.filter((value) => value !== null).map(checked);
        const orNull = values.length < listed.length;
        filters.push(values.length === 0 && orNull ? { op: 'isNull', column } : { op: 'equal', column, values, orNull });
        break;
      }
      case 'notEqual':
        filters.push(
          query.value === null
            ? { op: 'isNotNull', column }
            : { op: 'notEqual', column, value: checked(query.value), nullable: !spec.required },
        );
        break;
      case 'lessThan':
      case 'lessThanEqual':
      case 'greaterThan':
      case 'greaterThanEqual':
        if (query.value === null || spec.type === 'boolean') {
          throw new StoreError('invalid', `${query.op} needs a number or string column and value (${table}.${column})`);
        }
        filters.push({ op: query.op, column, value: checked(query.value) as string | number });
        break;
      case 'search': {
        if (typeof query.value !== 'string' || spec.type === 'integer' || spec.type === 'float' || spec.type === 'boolean') {
          throw new StoreError('invalid', `search needs a text column and a string (${table}.${column})`);
        }
        const words = query.value.split(/\s+/u).filter((part) => part !== '');
        if (words.length > 0) filters.push({ op: 'search', column, words });
        break;
      }
      case 'fulltext': {
        if (typeof query.value !== 'string') throw new StoreError('invalid', `fulltext needs a string (${table}.${column})`);
        const index = fulltextIndexOf(table, column).key;
        const words = fulltextWords(query.value);
        // Unlike `search`, no searchable words match nothing: Appwrite's engine would find nothing for
        // them either, and "everything" would be a surprising answer to a search.
        filters.push(words.length > 0 ? { op: 'fulltext', column, index, words } : { op: 'equal', column: '$id', values: [], orNull: false });
        break;
      }
      case 'isNull':
      case 'isNotNull':
        filters.push({ op: query.op, column });
        break;
      default:
        throw new StoreError('invalid', `Unknown query operator ${JSON.stringify((query as { op: unknown }).op)}`);
    }
  }
  return { filters, orders, limit, offset, cursor };
}

/** The words of a full-text query that a search can look for (src/domain/fulltext-words.ts), without repeats. */
export function fulltextWords(value: string): string[] {
  return [...new Set(wordsOf(value).filter(isSearchableWord))];
}

/** The `fulltext` index on exactly `column`, which a fulltext query needs (Appwrite refuses it otherwise). */
export function fulltextIndexOf(table: TableName, column: string): IndexSpec {
  const indexes: readonly IndexSpec[] = schema[table].indexes;
  const index = indexes.find((candidate) => candidate.type === 'fulltext' && candidate.columns.length === 1 && candidate.columns[0] === column);
  if (index === undefined) throw new StoreError('invalid', `fulltext needs a fulltext index on ${table}.${column}`);
  return index;
}
