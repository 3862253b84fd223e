// Translates between the port's values and what SQLite stores (booleans as 0/1, datetimes as normalised
// ISO strings) and checks every column name against the schema, since names end up in SQL text.
import type { SQLInputValue, SQLOutputValue } from 'node:sqlite';
import { schema } from '../../schema.ts';
import type { ColumnSpec, SystemColumns, TableName } from '../../schema.ts';
import { StoreError } from '../port.ts';

const SYSTEM_COLUMN_SPECS: Readonly<Record<keyof SystemColumns, ColumnSpec>> = {
  $id: { type: 'string', size: 36, required: true },
  $createdAt: { type: 'datetime', required: true },
  $updatedAt: { type: 'datetime', required: true },
};

/** Appwrite's id rule: 1–36 of a-z A-Z 0-9 . _ -, not starting with one of the special characters. */
export const ROW_ID_PATTERN = /^[a-zA-Z0-9][a-zA-Z0-9._-]{0,35}$/;

// A datetime with an optional time and zone; Date.parse alone also accepts loose forms like "March 7".
const ISO_DATETIME = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/i;

/** Throws `invalid` unless the table is in the schema (table names end up in SQL text). */
export function assertTable(table: string): asserts table is TableName {
  if (!Object.hasOwn(schema, table)) throw new StoreError('invalid', `Unknown table ${JSON.stringify(table)}`);
}

/** The schema columns of a table (without the system columns). */
export function dataColumns(table: TableName): Readonly<Record<string, ColumnSpec>> {
  return schema[table].columns as Readonly<Record<string, ColumnSpec>>;
}

/** A column a caller may write: a schema column, never a system column. Unknown → `invalid`. */
export function writableColumn(table: TableName, column: string): ColumnSpec {
  const columns = dataColumns(table);
  const spec = Object.hasOwn(columns, column) ? columns[column] : undefined;
  if (spec === undefined) {
    throw new StoreError('invalid', `${table} has no writable column ${JSON.stringify(column)}`);
  }
  return spec;
}

/** A column a query may name: a schema column or a system column. Unknown → `invalid`. */
export function queryableColumn(table: TableName, column: string): ColumnSpec {
  if (Object.hasOwn(SYSTEM_COLUMN_SPECS, column)) {
    return SYSTEM_COLUMN_SPECS[column as keyof typeof SYSTEM_COLUMN_SPECS];
  }
  const columns = dataColumns(table);
  const spec = Object.hasOwn(columns, column) ? columns[column] : undefined;
  if (spec === undefined) throw new StoreError('invalid', `${table} has no column ${JSON.stringify(column)}`);
  return spec;
}

/** Normalises a datetime to `toISOString()` form, so that text order is time order. */
export function normaliseDatetime(label: string, value: string): string {
  const match = ISO_DATETIME.exec(value);
  // Without a zone JavaScript reads a time as local; the store's datetimes are UTC.
  const text = match !== null && match[1] === undefined && value.length > 10 ? `${value}Z` : value;
  const time = match === null ? Number.NaN : Date.parse(text.replace(' ', 'T'));
  if (Number.isNaN(time)) throw new StoreError('invalid', `${label} must be an ISO 8601 datetime, got ${JSON.stringify(value)}`);
  return new Date(time).toISOString();
}

/**
 * The stored form of a value for a column. `purpose` 'filter' lets integer columns be compared with
 * fractions; 'write' insists on the column's exact type. Wrong types → `invalid`.
 */
export function encodeValue(
  table: TableName,
  column: string,
  spec: ColumnSpec,
  value: unknown,
  purpose: 'write' | 'filter',
): SQLInputValue {
  const label = `${table}.${column}`;
  if (value === null) {
    if (purpose === 'write' && spec.required) throw new StoreError('invalid', `${label} is required and cannot be null`);
    return null;
  }
  const wrongType = (expected: string) =>
    new StoreError('invalid', `${label} must be ${expected}, got ${JSON.stringify(value) ?? typeof value}`);
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
      if (typeof value !== 'number' || !Number.isFinite(value)) throw wrongType('a finite number');
      if (purpose === 'write' && !Number.isSafeInteger(value)) throw wrongType('an integer');
      return value;
    case 'float':
      if (typeof value !== 'number' || !Number.isFinite(value)) throw wrongType('a finite number');
      return value;
    case 'boolean':
      if (typeof value !== 'boolean') throw wrongType('a boolean');
      return value ? 1 : 0;
  }
}

/** A row as the port returns it: system columns first, booleans as booleans, plain object. */
export function decodeRow(table: TableName, stored: Record<string, SQLOutputValue>): Record<string, unknown> {
  const row: Record<string, unknown> = {
    $id: stored.$id,
    $createdAt: stored.$createdAt,
    $updatedAt: stored.$updatedAt,
  };
  for (const [column, spec] of Object.entries(dataColumns(table))) {
    const value = stored[column] ?? null;
    row[column] = spec.type === 'boolean' && value !== null ? value === 1 : value;
  }
  return row;
}
