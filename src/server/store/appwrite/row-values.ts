// Checks what the adapter is about to write against the schema before it goes over the wire, so a bad
// value fails with the port's `invalid` at the call (as in the embedded store) rather than as whatever
// Appwrite's structure validator says; and turns Appwrite rows back into the port's row shape.
import type { ColumnSpec, TableName } from '#/server/schema.ts';
import { normaliseDatetime, typedValue, wrongValue, type PortValue } from '../column-values.ts';
import { StoreError } from '../port.ts';
import { dataColumns, writableColumn } from '../table-columns.ts';

/**
 * The value as Appwrite stores it (datetimes normalised): its type checked as in the embedded store,
 * then what the embedded store leaves to its tables' CHECKs: enum values, sizes and ranges.
 */
export function checkedValue(table: TableName, column: string, spec: ColumnSpec, value: unknown): PortValue {
  const label = `${table}.${column}`;
  const elements = spec.elements ?? [];
  if (spec.type === 'enum' && value !== null && !elements.includes(value as string)) {
    throw wrongValue(label, `one of ${elements.join(', ')}`, value, 'write');
  }
  const typed = typedValue(table, column, spec, value, 'write');
  // Appwrite counts characters, not UTF-16 units.
  if ((spec.type === 'string' || spec.type === 'text') && typeof typed === 'string' && spec.size !== undefined && [...typed].length > spec.size) {
    throw new StoreError('invalid', `${label} must be at most ${spec.size} characters`);
  }
  if (typeof typed === 'number' && ((spec.min !== undefined && typed < spec.min) || (spec.max !== undefined && typed > spec.max))) {
    throw new StoreError('invalid', `${label} must be within ${spec.min ?? '-∞'}..${spec.max ?? '∞'}, got ${typed}`);
  }
  return typed;
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
