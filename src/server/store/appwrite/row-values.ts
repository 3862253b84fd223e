// Checks what the adapter is about to write against the schema before it goes over the wire, so a bad
// value fails with the port's `invalid` at the call (as in the embedded store) rather than as whatever
// Appwrite's structure validator says; and turns Appwrite rows back into the port's row shape.
import type { ColumnSpec, TableName } from '../../schema.ts';
import { StoreError } from '../port.ts';
import { dataColumns, normaliseDatetime, ROW_ID_PATTERN, writableColumn } from '../sqlite/column-values.ts';

/** Throws `invalid` unless `id` is a valid Appwrite row id. */
export function assertRowId(id: unknown): asserts id is string {
  if (typeof id !== 'string' || !ROW_ID_PATTERN.test(id)) {
    throw new StoreError('invalid', `Row id ${JSON.stringify(id)} must be 1-36 characters of a-z A-Z 0-9 . _ - and not start with . _ -`);
  }
}

/** Whether `id` could name a row at all (a malformed id names none). */
export function isRowId(id: unknown): id is string {
  return typeof id === 'string' && ROW_ID_PATTERN.test(id);
}

/** The value as Appwrite stores it (datetimes normalised), after checking type, enum, size and range. */
export function checkedValue(table: TableName, column: string, spec: ColumnSpec, value: unknown): unknown {
  const label = `${table}.${column}`;
  if (value === null) {
    if (spec.required) throw new StoreError('invalid', `${label} is required and cannot be null`);
    return null;
  }
  const wrongType = (expected: string) =>
    new StoreError('invalid', `${label} must be ${expected}, got ${JSON.stringify(value) ?? typeof value}`);
  switch (spec.type) {
    case 'string':
    case 'text': {
      if (typeof value !== 'string') throw wrongType('a string');
      // Appwrite counts characters, not UTF-16 units.
      if (spec.size !== undefined && [...value].length > spec.size) {
        throw new StoreError('invalid', `${label} must be at most ${spec.size} characters`);
      }
      return value;
    }
    case 'enum':
      if (typeof value !== 'string' || !(spec.elements ?? []).includes(value)) {
        throw wrongType(`one of ${(spec.elements ?? []).join(', ')}`);
      }
      return value;
    case 'datetime':
      if (typeof value !== 'string') throw wrongType('an ISO 8601 datetime string');
      return normaliseDatetime(label, value);
    case 'integer':
    case 'float': {
      if (typeof value !== 'number' || !Number.isFinite(value)) throw wrongType('a finite number');
      if (spec.type === 'integer' && !Number.isSafeInteger(value)) throw wrongType('an integer');
      if ((spec.min !== undefined && value < spec.min) || (spec.max !== undefined && value > spec.max)) {
        throw new StoreError('invalid', `${label} must be within ${spec.min ?? '-∞'}..${spec.max ?? '∞'}, got ${value}`);
      }
      return value;
    }
    case 'boolean':
      if (typeof value !== 'boolean') throw wrongType('a boolean');
      return value;
  }
}

/** The data of a write, checked column by column; undefined values are left out. */
export function checkedData(table: TableName, data: object): Record<string, unknown> {
  const checked: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(data)) {
    if (value === undefined) continue;
    checked[column] = checkedValue(table, column, writableColumn(table, column), value);
  }
  return checked;
}

/** Throws `invalid` when a required column without a default is missing from a new row. */
export function assertComplete(table: TableName, data: Record<string, unknown>): void {
  for (const [column, spec] of Object.entries(dataColumns(table))) {
    if (spec.required && spec.default === undefined && !Object.hasOwn(data, column)) {
      throw new StoreError('invalid', `${table}.${column} is required`);
    }
  }
}

/** A new row as it will read once created: defaults for what was left out, nulls for the rest. */
export function withDefaults(table: TableName, data: Record<string, unknown>): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const [column, spec] of Object.entries(dataColumns(table))) {
    row[column] = Object.hasOwn(data, column) ? data[column] : (spec.default ?? null);
  }
  return row;
}

function normalisedTime(label: string, value: unknown): string {
  if (typeof value !== 'string') throw new Error(`Appwrite returned ${label} = ${JSON.stringify(value)}, not a datetime`);
  return normaliseDatetime(label, value);
}

/**
 * An Appwrite row as the port returns it: `$id`, `$createdAt`, `$updatedAt` and the schema's columns
 * (absent ones as null), datetimes in `toISOString()` form like the embedded store; Appwrite's own extra
 * fields (`$sequence`, `$tableId`, `$permissions`…) are dropped.
 */
export function decodeRow(table: TableName, stored: Record<string, unknown>): Record<string, unknown> {
  const row: Record<string, unknown> = {
    $id: stored.$id,
    $createdAt: normalisedTime(`${table}.$createdAt`, stored.$createdAt),
    $updatedAt: normalisedTime(`${table}.$updatedAt`, stored.$updatedAt),
  };
  for (const [column, spec] of Object.entries(dataColumns(table))) {
    const value = stored[column] ?? null;
    row[column] = spec.type === 'datetime' && value !== null ? normalisedTime(`${table}.${column}`, value) : value;
  }
  return row;
}
