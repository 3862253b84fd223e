// The query language of the Store port: a small typed subset of Appwrite's `Query`, so the Appwrite
// adapter maps it one to one and the SQLite adapter can implement every operator exactly.
import type { ColumnName, TableName } from '../schema.ts';

/** A value a filter compares against. Datetimes are ISO 8601 strings. */
export type Scalar = string | number | boolean | null;

export type Query<T extends TableName = TableName> =
  /** Matches when the column equals the value, or any of the values when given a list. */
  | { readonly op: 'equal'; readonly column: ColumnName<T>; readonly value: Scalar | readonly Scalar[] }
  /** Matches when the column differs from the value (a null column never equals a non-null value). */
  | { readonly op: 'notEqual'; readonly column: ColumnName<T>; readonly value: Scalar }
  | {
      readonly op: 'lessThan' | 'lessThanEqual' | 'greaterThan' | 'greaterThanEqual';
      readonly column: ColumnName<T>;
      readonly value: string | number;
    }
  /** Case-insensitive: every word of the value must occur in the column (Appwrite: one `contains` per word, no index needed). */
  | { readonly op: 'search'; readonly column: ColumnName<T>; readonly value: string }
  /**
   * Indexed word search: every word of the value begins a word of the column, ignoring case and accents
   * (words are runs of letters and digits). The column needs a `fulltext` index in the schema; SQLite
   * answers from an FTS5 table, Appwrite with its `search` query (one per word, so all must match). Words
   * the engine behind Appwrite never indexes (under three letters, very common ones: see
   * src/domain/fulltext-words.ts) are left out on both; a value with no other word matches nothing.
   */
  | { readonly op: 'fulltext'; readonly column: ColumnName<T>; readonly value: string }
  | { readonly op: 'isNull' | 'isNotNull'; readonly column: ColumnName<T> }
  /** Sorts by a column, or by `INSERTION_ORDER` (the order rows were created in). */
  | { readonly op: 'orderAsc' | 'orderDesc'; readonly column: ColumnName<T> | typeof INSERTION_ORDER }
  /** At most this many rows (default 25, as in Appwrite; at most 5000). */
  | { readonly op: 'limit'; readonly value: number }
  | { readonly op: 'offset'; readonly value: number }
  /** The rows that come after the row with this id, in the query's order. */
  | { readonly op: 'cursorAfter'; readonly value: string };

/**
 * The order rows were created in, as a sort key: Appwrite's `$sequence` (which grows with every insert) and
 * SQLite's rowid. A `fulltext` query sorted by it newest first is the one search SQLite can answer a page at
 * a time from its full-text index, however many rows match.
 */
export const INSERTION_ORDER = '$sequence';

export const DEFAULT_LIMIT = 25;
export const MAX_LIMIT = 5000;

// `const` type parameters keep the column's literal type, so `listRows('users', [equal('role', …)])`
// is checked against the table's columns at compile time.
export const equal = <const C extends string>(column: C, value: Scalar | readonly Scalar[]) =>
  ({ op: 'equal', column, value }) as const;
export const notEqual = <const C extends string>(column: C, value: Scalar) =>
  ({ op: 'notEqual', column, value }) as const;
export const lessThan = <const C extends string>(column: C, value: string | number) =>
  ({ op: 'lessThan', column, value }) as const;
export const lessThanEqual = <const C extends string>(column: C, value: string | number) =>
  ({ op: 'lessThanEqual', column, value }) as const;
export const greaterThan = <const C extends string>(column: C, value: string | number) =>
  ({ op: 'greaterThan', column, value }) as const;
export const greaterThanEqual = <const C extends string>(column: C, value: string | number) =>
  ({ op: 'greaterThanEqual', column, value }) as const;
export const search = <const C extends string>(column: C, value: string) => ({ op: 'search', column, value }) as const;
export const fulltext = <const C extends string>(column: C, value: string) => ({ op: 'fulltext', column, value }) as const;
export const isNull = <const C extends string>(column: C) => ({ op: 'isNull', column }) as const;
export const isNotNull = <const C extends string>(column: C) => ({ op: 'isNotNull', column }) as const;
export const orderAsc = <const C extends string>(column: C) => ({ op: 'orderAsc', column }) as const;
export const orderDesc = <const C extends string>(column: C) => ({ op: 'orderDesc', column }) as const;
export const limit = (value: number) => ({ op: 'limit', value }) as const;
export const offset = (value: number) => ({ op: 'offset', value }) as const;
export const cursorAfter = (rowId: string) => ({ op: 'cursorAfter', value: rowId }) as const;
