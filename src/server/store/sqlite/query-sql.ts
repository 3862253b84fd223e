// Translates a checked query plan (../query-plan.ts) into parametrised SQL: every value is a bound
// parameter and every identifier was checked against the schema first, so no caller input reaches the
// SQL text.
import type { SQLInputValue, SQLOutputValue } from 'node:sqlite';
import type { OrderTerm, PlannedFilter } from '../query-plan.ts';
import { quoteIdentifier } from './ddl.ts';
import { storedValue } from './stored-values.ts';

/** A plan's filters as SQL conditions, joined with AND; empty means every row. */
export interface FilterSql {
  readonly conditions: string[];
  readonly parameters: SQLInputValue[];
}

/** The name SQLite's LIKE uses after folding case in JavaScript, which (unlike LIKE) knows Unicode. */
export const CASEFOLD_FUNCTION = 'store_casefold';

/** Lower-cases text the same way for the column and the search words. */
export function casefold(value: SQLOutputValue): SQLInputValue {
  return typeof value === 'string' ? value.toLowerCase() : value;
}

/** Escapes LIKE's wildcards (and the escape character itself) so a search word matches literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

const COMPARISONS = { lessThan: '<', lessThanEqual: '<=', greaterThan: '>', greaterThanEqual: '>=' } as const;

/**
 * The SQL conditions (with their parameters) of a plan's filters. `qualifier` (e.g. `"t".`) goes before every
 * column name, for a query that joins the table with another.
 */
export function filterSql(filters: readonly PlannedFilter[], qualifier = ''): FilterSql {
  const conditions: string[] = [];
  const parameters: SQLInputValue[] = [];
  for (const filter of filters) {
    const column = `${qualifier}${quoteIdentifier(filter.column)}`;
    switch (filter.op) {
      case 'equal': {
        const alternatives = filter.values.length === 0 ? [] : [`${column} IN (${filter.values.map(() => '?').join(', ')})`];
        if (filter.orNull) alternatives.push(`${column} IS NULL`);
        // An empty list matches nothing, as an empty IN would.
        conditions.push(alternatives.length === 0 ? '0' : `(${alternatives.join(' OR ')})`);
        parameters.push(...filter.values.map(storedValue));
        break;
      }
      case 'notEqual':
        // IS NOT treats NULL as a value: rows whose column is null differ from any non-null value.
        conditions.push(`${column} IS NOT ?`);
        parameters.push(storedValue(filter.value));
        break;
      case 'lessThan':
      case 'lessThanEqual':
      case 'greaterThan':
      case 'greaterThanEqual':
        conditions.push(`${column} ${COMPARISONS[filter.op]} ?`);
        parameters.push(filter.value);
        break;
      case 'search':
        // Each word is one LIKE.
        for (const word of filter.words) {
          conditions.push(`${CASEFOLD_FUNCTION}(${column}) LIKE ? ESCAPE '\\'`);
          parameters.push(`%${escapeLike(word.toLowerCase())}%`);
        }
        break;
      case 'fulltext': {
        // The FTS5 table of the column's fulltext index (ddl.ts) finds the rowids; each word is a quoted
        // prefix term ("lead"* matches lead, leader, leadership) and terms side by side must all match.
        const fts = quoteIdentifier(filter.index);
        conditions.push(`${qualifier}rowid IN (SELECT rowid FROM ${fts} WHERE ${fts} MATCH ?)`);
        parameters.push(fts5Match(filter.words));
        break;
      }
      case 'isNull':
        conditions.push(`${column} IS NULL`);
        break;
      case 'isNotNull':
        conditions.push(`${column} IS NOT NULL`);
        break;
    }
  }
  return { conditions, parameters };
}

/** An FTS5 query for words that must all begin a word of the text: each a quoted prefix term ("lead"*). */
export function fts5Match(words: readonly string[]): string {
  return words.map((word) => `"${word.replaceAll('"', '""')}"*`).join(' ');
}

/** ORDER BY for the query's order, with rowid (insertion order) last so equal rows keep one order. */
export function orderBySql(orders: readonly OrderTerm[]): string {
  const terms = orders.map(({ column, descending }) => `${quoteIdentifier(column)} ${descending ? 'DESC' : 'ASC'}`);
  return `ORDER BY ${[...terms, 'rowid ASC'].join(', ')}`;
}

/**
 * The condition "comes after the cursor row" in the order of `orders` + rowid, given the cursor row's
 * stored values (`rowid` under the key "rowid"). SQLite puts NULL first ascending and last descending,
 * so "after NULL ascending" is "not null", and "after v descending" includes the NULLs.
 *
 * When the first sort column can never be null (`firstIsRequired`), every row after the cursor also lies
 * on the cursor's side of its value, and that is said once more as a plain range (`col <= v` descending):
 * the same rows, but a range SQLite can start an index scan from, so page 5,000 costs what page 1 does
 * instead of walking the index from the top (the OR above is not a range SQLite can seek to).
 */
export function cursorCondition(
  orders: readonly OrderTerm[],
  cursor: Record<string, SQLOutputValue>,
  firstIsRequired = false,
): { sql: string; parameters: SQLInputValue[] } {
  const terms: { column: string; descending: boolean; value: SQLOutputValue }[] = [
    ...orders.map((order) => ({ ...order, value: cursor[order.column] ?? null })),
    { column: 'rowid', descending: false, value: cursor.rowid ?? null },
  ];
  const alternatives: string[] = [];
  const parameters: SQLInputValue[] = [];
  terms.forEach((term, position) => {
    const column = term.column === 'rowid' ? 'rowid' : quoteIdentifier(term.column);
    let after: string | null;
    if (term.value === null) after = term.descending ? null : `${column} IS NOT NULL`;
    else after = term.descending ? `(${column} < ? OR ${column} IS NULL)` : `${column} > ?`;
    if (after === null) return;
    const equalBefore = terms.slice(0, position).map((earlier) => {
      parameters.push(earlier.value);
      return `${earlier.column === 'rowid' ? 'rowid' : quoteIdentifier(earlier.column)} IS ?`;
    });
    if (term.value !== null) parameters.push(term.value);
    alternatives.push(`(${[...equalBefore, after].join(' AND ')})`);
  });
  const exact = alternatives.length === 0 ? '0' : `(${alternatives.join(' OR ')})`;
  const [first] = orders;
  const value = first === undefined ? null : (cursor[first.column] ?? null);
  if (!firstIsRequired || first === undefined || value === null) return { sql: exact, parameters };
  const range = `${quoteIdentifier(first.column)} ${first.descending ? '<=' : '>='} ?`;
  return { sql: `(${range} AND ${exact})`, parameters: [value, ...parameters] };
}
