// The fake's query engine: parses the JSON query strings Appwrite documents
// (`{"method":"equal","attribute":"role","values":["admin"]}`) and answers them over in-memory rows with
// the semantics of Appwrite on MariaDB that the adapters rely on: NULL never equals or compares, NULLs
// sort first ascending and last descending, ties fall back to `$sequence` (insertion order), `contains`
// on a string is a case-insensitive substring match, the default limit is 25 and `total` counts at most
// 5000 rows (APP_LIMIT_COUNT in Appwrite 1.9's app/init/constants.php: `count($collection, $queries,
// APP_LIMIT_COUNT)`, so a larger match reads as 5000; a test may lower the cap to prove it at small scale),
// `search` needs a fulltext index and matches words (fake-fulltext.ts). Methods the adapters do not send
// are refused rather than half-implemented.
import { FakeAppwriteError } from './errors.ts';
import { fulltextMatcher } from './fake-fulltext.ts';

export interface FakeRow {
  readonly $id: string;
  readonly $sequence: number;
  readonly [column: string]: unknown;
}

interface ParsedQuery {
  method: string;
  attribute?: string;
  values?: unknown[];
}

const FILTERS = new Set(['equal', 'notEqual', 'lessThan', 'lessThanEqual', 'greaterThan', 'greaterThanEqual', 'isNull', 'isNotNull', 'contains', 'search', 'or', 'and']);
const MAX_LIMIT = 5000;
/** Appwrite's APP_LIMIT_COUNT. */
export const COUNT_LIMIT = 5000;
const DEFAULT_LIMIT = 25;
const MAX_VALUES = 100;

function invalid(message: string): FakeAppwriteError {
  return new FakeAppwriteError('general_query_invalid', `Invalid query: ${message}`);
}

function parse(raw: unknown): ParsedQuery {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      throw invalid(`Query is not valid JSON: ${raw}`);
    }
  }
  if (value === null || typeof value !== 'object' || typeof (value as ParsedQuery).method !== 'string') {
    throw invalid(`Query must be an object with a method: ${JSON.stringify(raw)}`);
  }
  const query = value as ParsedQuery;
  if (query.values !== undefined && !Array.isArray(query.values)) throw invalid(`values must be an array in ${JSON.stringify(raw)}`);
  return query;
}

/** A whole datetime value (not text that merely begins with one, like a sort key `<time>~<id>`). */
const DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})?$/;

/** Compares like the database: numbers as numbers, datetimes as instants (whatever their zone notation), text by code point. */
function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'string' && typeof b === 'string' && DATETIME.test(a) && DATETIME.test(b)) return Date.parse(a) - Date.parse(b);
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  const [x, y] = [String(a), String(b)];
  return x < y ? -1 : x > y ? 1 : 0;
}

export interface QueryPlan {
  readonly filter: (row: FakeRow) => boolean;
  readonly orders: readonly { attribute: string; descending: boolean }[];
  readonly limit: number;
  readonly offset: number;
  readonly cursorAfter: string | null;
}

/**
 * Parses and checks a list of queries against the table's known attributes; `fulltext` names the
 * attributes that have a fulltext index of their own (the only ones `search` may name).
 */
export function planQueries(rawQueries: readonly unknown[], attributes: ReadonlySet<string>, fulltext: ReadonlySet<string> = new Set()): QueryPlan {
  const filters: ((row: FakeRow) => boolean)[] = [];
  const orders: { attribute: string; descending: boolean }[] = [];
  let limit = DEFAULT_LIMIT;
  let offset = 0;
  let cursorAfter: string | null = null;

  const attributeOf = (query: ParsedQuery): string => {
    if (typeof query.attribute !== 'string' || !attributes.has(query.attribute)) {
      throw invalid(`Attribute not found in schema: ${String(query.attribute)}`);
    }
    return query.attribute;
  };
  const filterOf = (query: ParsedQuery): ((row: FakeRow) => boolean) => {
    if (query.method === 'or' || query.method === 'and') {
      const inner = (query.values ?? []).map((value) => parse(value));
      if (inner.length < 2) throw invalid(`${query.method} queries require at least two queries`);
      const parts = inner.map((part) => {
        if (!FILTERS.has(part.method)) throw invalid(`${query.method} can only hold filters, got ${part.method}`);
        return filterOf(part);
      });
      return query.method === 'or' ? (row) => parts.some((part) => part(row)) : (row) => parts.every((part) => part(row));
    }
    const attribute = attributeOf(query);
    const values = query.values ?? [];
    const single = () => {
      if (values.length !== 1) throw invalid(`${query.method} takes exactly one value`);
      if (values[0] === null || typeof values[0] === 'object') throw invalid(`${query.method} needs a scalar value`);
      return values[0];
    };
    switch (query.method) {
      case 'equal': {
        if (values.length === 0) throw invalid('Equal queries require at least one value.');
        if (values.length > MAX_VALUES) throw new FakeAppwriteError('general_query_limit_exceeded', `More than ${MAX_VALUES} values for ${attribute}`);
        if (values.some((value) => value === null || typeof value === 'object')) throw invalid('equal values must be scalars; use isNull for null');
        return (row) => row[attribute] !== null && row[attribute] !== undefined && values.some((value) => compare(row[attribute], value) === 0);
      }
      case 'notEqual': {
        const value = single();
        // SQL: a NULL column is neither equal nor unequal to anything.
        return (row) => row[attribute] !== null && row[attribute] !== undefined && compare(row[attribute], value) !== 0;
      }
      case 'lessThan':
      case 'lessThanEqual':
      case 'greaterThan':
      case 'greaterThanEqual': {
        const value = single();
        const test = {
          lessThan: (c: number) => c < 0,
          lessThanEqual: (c: number) => c <= 0,
          greaterThan: (c: number) => c > 0,
          greaterThanEqual: (c: number) => c >= 0,
        }[query.method];
        return (row) => row[attribute] !== null && row[attribute] !== undefined && test(compare(row[attribute], value));
      }
      case 'isNull':
        return (row) => row[attribute] === null || row[attribute] === undefined;
      case 'isNotNull':
        return (row) => row[attribute] !== null && row[attribute] !== undefined;
      case 'contains': {
        if (values.length === 0 || values.some((value) => typeof value !== 'string')) throw invalid('contains on a string takes string values');
        const needles = (values as string[]).map((value) => value.toLowerCase());
        return (row) => typeof row[attribute] === 'string' && needles.some((needle) => (row[attribute] as string).toLowerCase().includes(needle));
      }
      case 'search': {
        const value = single();
        if (typeof value !== 'string') throw invalid('search takes a string value');
        if (!fulltext.has(attribute)) throw invalid(`Searching by attribute "${attribute}" requires a fulltext index.`);
        const matches = fulltextMatcher(value);
        return (row) => matches(row[attribute]);
      }
      default:
        throw invalid(`Query method not valid: ${query.method}`);
    }
  };

  for (const raw of rawQueries) {
    const query = parse(raw);
    switch (query.method) {
      case 'limit':
      case 'offset': {
        const value = query.values?.[0];
        const max = query.method === 'limit' ? MAX_LIMIT : Number.MAX_SAFE_INTEGER;
        if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > max) {
          throw invalid(`Invalid ${query.method}: Value must be a valid range between 0 and ${max}`);
        }
        if (query.method === 'limit') limit = value;
        else offset = value;
        break;
      }
      case 'cursorAfter': {
        const value = query.values?.[0];
        if (typeof value !== 'string' || value === '') throw invalid('cursorAfter needs a row id');
        cursorAfter = value;
        break;
      }
      case 'orderAsc':
      case 'orderDesc':
        orders.push({ attribute: attributeOf(query), descending: query.method === 'orderDesc' });
        break;
      default:
        if (!FILTERS.has(query.method)) throw invalid(`Query method not valid: ${query.method}`);
        filters.push(filterOf(query));
    }
  }
  return { filter: (row) => filters.every((filter) => filter(row)), orders, limit, offset, cursorAfter };
}

/** Orders rows by the plan's orders, then by `$sequence` ascending. */
export function orderRows(plan: QueryPlan): (a: FakeRow, b: FakeRow) => number {
  return (a, b) => {
    for (const { attribute, descending } of plan.orders) {
      const [x, y] = [a[attribute] ?? null, b[attribute] ?? null];
      if (x === y) continue;
      // NULL is the smallest value: first ascending, last descending.
      const ascending = x === null ? -1 : y === null ? 1 : compare(x, y);
      if (ascending !== 0) return descending ? -ascending : ascending;
    }
    return a.$sequence - b.$sequence;
  };
}

/** Runs a plan over all rows of a table: `{ total, rows }` as listRows answers. */
export function runPlan(plan: QueryPlan, all: readonly FakeRow[], countLimit = COUNT_LIMIT): { total: number; rows: FakeRow[] } {
  const order = orderRows(plan);
  const matching = all.filter(plan.filter).sort(order);
  let page = matching;
  if (plan.cursorAfter !== null) {
    const cursor = all.find((row) => row.$id === plan.cursorAfter);
    if (cursor === undefined) throw new FakeAppwriteError('general_cursor_not_found', `Cursor not found: ${plan.cursorAfter}`);
    page = page.filter((row) => order(row, cursor) > 0);
  }
  return { total: Math.min(matching.length, countLimit), rows: page.slice(plan.offset, plan.offset + plan.limit) };
}
