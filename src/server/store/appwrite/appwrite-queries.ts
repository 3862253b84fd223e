// Maps the port's queries to Appwrite's `Query` strings, one to one where Appwrite means the same thing
// and with small rewrites where its SQL semantics differ from the port's:
// - a null in an `equal` list becomes an `isNull` alternative (SQL's `= NULL` matches nothing);
// - `notEqual` on a nullable column also keeps the nulls (SQL's `!=` drops them, the port keeps them);
// - `search` becomes one `contains` per word: case-insensitive substring matching with % and _ taken
//   literally, which needs no fulltext index (Appwrite's `search` does, and matches whole words only);
// - `fulltext` becomes one `search` per word, so every word must match: Appwrite turns one search value
//   into a MariaDB boolean-mode MATCH where the words are alternatives and only the last is a prefix
//   (`lead team` → `lead team*`), while a single word is a prefix (`lead*`), as the port promises.
// The query is checked and its special cases settled once, for both adapters, by ../query-plan.ts.
import { Query as AppwriteQuery } from 'node-appwrite';
import type { TableName } from '#/server/schema.ts';
import { planQuery, type FilterValue } from '../query-plan.ts';
import type { Query } from '../query.ts';

/** Appwrite refuses more than 100 values in one query. */
const MAX_VALUES_PER_QUERY = 100;

export interface AppwriteListQueries {
  /** Query strings for `listRows({ queries })`. */
  readonly queries: string[];
  /** True when a filter can match no row (an empty `equal` list): the adapter answers without asking. */
  readonly matchesNothing: boolean;
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}

/** `equal` against any of `values` (none of them null), split to respect Appwrite's 100-value limit. */
function equalAny(column: string, values: readonly FilterValue[]): string {
  const parts = chunks(values, MAX_VALUES_PER_QUERY).map((part) => AppwriteQuery.equal(column, part));
  return parts.length === 1 ? (parts[0] as string) : AppwriteQuery.or(parts);
}

/** Checks and maps a listRows query; unknown operators, columns or bad values → `invalid`. */
export function toAppwriteQueries(table: TableName, queries: readonly Query[]): AppwriteListQueries {
  const plan = planQuery(table, queries);
  const filters: string[] = [];
  let matchesNothing = false;
  for (const filter of plan.filters) {
    const column = filter.column;
    switch (filter.op) {
      case 'equal':
        if (filter.values.length === 0) matchesNothing = true;
        else if (filter.orNull) filters.push(AppwriteQuery.or([equalAny(column, filter.values), AppwriteQuery.isNull(column)]));
        else filters.push(equalAny(column, filter.values));
        break;
      case 'notEqual': {
        const different = AppwriteQuery.notEqual(column, filter.value);
        filters.push(filter.nullable ? AppwriteQuery.or([different, AppwriteQuery.isNull(column)]) : different);
        break;
      }
      case 'lessThan':
      case 'lessThanEqual':
      case 'greaterThan':
      case 'greaterThanEqual':
        filters.push(AppwriteQuery[filter.op](column, filter.value));
        break;
      case 'search':
        for (const word of filter.words) filters.push(AppwriteQuery.contains(column, [word]));
        break;
      case 'fulltext':
        for (const word of filter.words) filters.push(AppwriteQuery.search(column, word));
        break;
      case 'isNull':
        filters.push(AppwriteQuery.isNull(column));
        break;
      case 'isNotNull':
        filters.push(AppwriteQuery.isNotNull(column));
        break;
    }
  }

  const orders = plan.orders.map(({ column, descending }) =>
    descending ? AppwriteQuery.orderDesc(column) : AppwriteQuery.orderAsc(column),
  );
  const paging = [
    ...(plan.limit === null ? [] : [AppwriteQuery.limit(plan.limit)]),
    ...(plan.offset === null ? [] : [AppwriteQuery.offset(plan.offset)]),
    ...(plan.cursor === null ? [] : [AppwriteQuery.cursorAfter(plan.cursor)]),
  ];
  return { queries: [...filters, ...orders, ...paging], matchesNothing };
}
