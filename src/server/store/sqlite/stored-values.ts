// Translates between the port's values and what SQLite stores: booleans as 0/1, everything else as the
// port has it (datetimes are already normalised ISO strings, whose text order is time order).
import type { SQLInputValue, SQLOutputValue } from 'node:sqlite';
import type { TableName } from '#/server/schema.ts';
import { typedValue, type PortValue } from '../column-values.ts';
import { dataColumns, writableColumn } from '../table-columns.ts';

/** The stored form of a port value. */
export function storedValue(value: PortValue): SQLInputValue {
  return typeof value === 'boolean' ? (value ? 1 : 0) : value;
}

/**
 * The given columns of a write in stored form; undefined values are left out, unknown columns and
 * values of the wrong type are `invalid` (enum values, sizes and ranges are the tables' CHECKs).
 */
export function storedData(table: TableName, data: object): [string, SQLInputValue][] {
  return Object.entries(data)
    .filter(([, value]) => value !== undefined)
    .map(([column, value]) => [column, storedValue(typedValue(table, column, writableColumn(table, column), value, 'write'))]);
}

/** Decodes one row a statement returned as an array of values. */
export type RowDecoder = (values: readonly SQLOutputValue[]) => Record<string, unknown>;

/**
 * The decoder of the rows a statement returns as arrays (`setReturnArrays`), its result columns named by `names`:
 * a row as the port returns it, system columns first, then the table's columns in schema order (null when the
 * statement did not return one), booleans as booleans, a plain object. Where each column sits is worked out once
 * per statement: as arrays, node:sqlite need not make each row's column names into property keys, which cost
 * about a third of every row read.
 */
export function rowDecoder(table: TableName, names: readonly string[]): RowDecoder {
  const id = names.indexOf('$id');
  const createdAt = names.indexOf('$createdAt');
  const updatedAt = names.indexOf('$updatedAt');
  const columns = Object.entries(dataColumns(table)).map(([column, spec]) => [column, names.indexOf(column), spec.type === 'boolean'] as const);
  return (values) => {
    const row: Record<string, unknown> = { $id: values[id], $createdAt: values[createdAt], $updatedAt: values[updatedAt] };
    for (const [column, at, isBoolean] of columns) {
      const value = at < 0 ? null : (values[at] ?? null);
      row[column] = isBoolean && value !== null ? value === 1 : value;
    }
    return row;
  };
}
