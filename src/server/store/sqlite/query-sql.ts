// Compiles the port's query operators into parametrised SQL: every value is a bound parameter and
// every identifier is checked against the schema first, so no caller input reaches the SQL text.
import type { SQLInputValue, SQLOutputValue } from 'node:sqlite';
import type { TableName } from '../../schema.ts';
import { StoreError } from '../port.ts';
import { DEFAULT_LIMIT, MAX_LIMIT } from '../query.ts';
import type { Query } from '../query.ts';
import { encodeValue, queryableColumn } from './column-values.ts';
import { quoteIdentifier } from './ddl.ts';

/** One ORDER BY term; `column` is already checked against the schema. */
export interface OrderTerm {
  readonly column: string;
  readonly descending: boolean;
}

/** A list query split into the parts listRows assembles. */
export interface CompiledQuery {
  /** Filter conditions, joined with AND; empty means every row. */
  readonly conditions: string[];
  readonly parameters: SQLInputValue[];
  readonly orders: OrderTerm[];
  readonly limit: number;
  readonly offset: number;
  readonly cursorId: string | null;
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

function whole(label: string, value: unknown, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > max) {
    throw new StoreError('invalid', `${label} must be a whole number from 0 to ${max}, got ${String(value)}`);
  }
  return value;
}

const COMPARISONS = { lessThan: '<', lessThanEqual: '<=', greaterThan: '>', greaterThanEqual: '>=' } as const;

/** Checks and compiles a listRows query. Unknown operators, columns or bad values → `invalid`. */
export function compileQueries(table: TableName, queries: readonly Query[]): CompiledQuery {
  const conditions: string[] = [];
  const parameters: SQLInputValue[] = [];
  const orders: OrderTerm[] = [];
  let limit = DEFAULT_LIMIT;
  let offset = 0;
  let cursorId: string | null = null;

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
        cursorId = query.value;
        continue;
      case 'orderAsc':
      case 'orderDesc':
        queryableColumn(table, query.column);
        orders.push({ column: query.column, descending: query.op === 'orderDesc' });
        continue;
    }

    const spec = queryableColumn(table, query.column);
    const column = quoteIdentifier(query.column);
    const encode = (value: unknown) => encodeValue(table, query.column, spec, value, 'filter');
    switch (query.op) {
      case 'equal': {
        if (!Array.isArray(query.value)) {
          const value = encode(query.value);
          conditions.push(value === null ? `${column} IS NULL` : `${column} = ?`);
          if (value !== null) parameters.push(value);
          break;
        }
        const values = (query.value as readonly unknown[]).map(encode);
        const present = values.filter((value) => value !== null);
        const alternatives: string[] = [];
        if (present.length > 0) alternatives.push(`${column} IN (${present.map(() => '?').join(', ')})`);
        if (present.length < values.length) alternatives.push(`${column} IS NULL`);
        // An empty list matches nothing, as an empty IN would.
        conditions.push(alternatives.length === 0 ? '0' : `(${alternatives.join(' OR ')})`);
        parameters.push(...present);
        break;
      }
      case 'notEqual': {
        // IS NOT treats NULL as a value: rows whose column is null differ from any non-null value.
        const value = encode(query.value);
        conditions.push(value === null ? `${column} IS NOT NULL` : `${column} IS NOT ?`);
        if (value !== null) parameters.push(value);
        break;
      }
      case 'lessThan':
      case 'lessThanEqual':
      case 'greaterThan':
      case 'greaterThanEqual': {
        if (query.value === null || spec.type === 'boolean') {
          throw new StoreError('invalid', `${query.op} needs a number or string column and value (${table}.${query.column})`);
        }
        conditions.push(`${column} ${COMPARISONS[query.op]} ?`);
        parameters.push(encode(query.value));
        break;
      }
      case 'search': {
        // Each word is one LIKE; a value without words has nothing to require, so it matches every row.
        if (typeof query.value !== 'string' || spec.type === 'integer' || spec.type === 'float' || spec.type === 'boolean') {
          throw new StoreError('invalid', `search needs a text column and a string (${table}.${query.column})`);
        }
        for (const word of query.value.split(/\s+/u).filter((part) => part !== '')) {
          conditions.push(`${CASEFOLD_FUNCTION}(${column}) LIKE ? ESCAPE '\\'`);
          parameters.push(`%${escapeLike(word.toLowerCase())}%`);
        }
        break;
      }
      case 'isNull':
        conditions.push(`${column} IS NULL`);
        break;
      case 'isNotNull':
        conditions.push(`${column} IS NOT NULL`);
        break;
      default:
        throw new StoreError('invalid', `Unknown query operator ${JSON.stringify((query as { op: unknown }).op)}`);
    }
  }
  return { conditions, parameters, orders, limit, offset, cursorId };
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
 */
export function cursorCondition(
  orders: readonly OrderTerm[],
  cursor: Record<string, SQLOutputValue>,
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
  return { sql: alternatives.length === 0 ? '0' : `(${alternatives.join(' OR ')})`, parameters };
}
