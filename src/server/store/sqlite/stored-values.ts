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

/** Each table's columns in schema order, and whether each is a boolean: listed once, read for every row. */
const decodedColumns = new Map<TableName, readonly (readonly [string, boolean])[]>();

/** A row as the port returns it: system columns first, booleans as booleans, plain object. */
export function decodeRow(table: TableName, stored: Record<string, SQLOutputValue>): Record<string, unknown> {
  let columns = decodedColumns.get(table);
  if (columns === undefined) {
    columns = Object.entries(dataColumns(table)).map(([column, spec]) => [column, spec.type === 'boolean'] as const);
    decodedColumns.set(table, columns);
  }
  const row: Record<string, unknown> = {
    $id: stored.$id,
    $createdAt: stored.$createdAt,
    $updatedAt: stored.$updatedAt,
  };
  for (const [column, isBoolean] of columns) {
    const value = stored[column] ?? null;
    row[column] = isBoolean && value !== null ? value === 1 : value;
  }
  return row;
}
