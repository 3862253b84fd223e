// Checks a value against its column's type, the same way in both adapters, and puts it in the port's
// form: datetimes normalised to `toISOString()`, so that text order is time order. What one backend
// adds on top (SQLite stores booleans as 0/1, Appwrite checks sizes and enum values itself) stays there.
import type { ColumnSpec, TableName } from '../schema.ts';
import { StoreError } from './port.ts';

/** A column value as the port reads and writes it. */
export type PortValue = string | number | boolean | null;

/** A `write` must fit the column exactly; a `filter` may compare an integer column with a fraction. */
export type ValuePurpose = 'write' | 'filter';

// A datetime with an optional time and zone; Date.parse alone also accepts loose forms like "March 7".
const ISO_DATETIME = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/i;

/** Normalises a datetime to `toISOString()` form; anything but ISO 8601 → `invalid`. */
export function normaliseDatetime(label: string, value: string): string {
  const match = ISO_DATETIME.exec(value);
  // Without a zone JavaScript reads a time as local; the store's datetimes are UTC.
  const text = match !== null && match[1] === undefined && value.length > 10 ? `${value}Z` : value;
  const time = match === null ? Number.NaN : Date.parse(text.replace(' ', 'T'));
  if (Number.isNaN(time)) throw new StoreError('invalid', `${label} must be an ISO 8601 datetime, got ${JSON.stringify(value)}`);
  return new Date(time).toISOString();
}

/** The `invalid` error for a value of the wrong kind, worded for what the value was meant for. */
export function wrongValue(label: string, expected: string, value: unknown, purpose: ValuePurpose): StoreError {
  const wanted = purpose === 'write' ? `must be ${expected}` : `must be compared with ${expected}`;
  return new StoreError('invalid', `${label} ${wanted}, got ${JSON.stringify(value) ?? typeof value}`);
}

/**
 * `value` checked against the column's type, in the port's form. Null is only refused when written to
 * a required column. Wrong types → `invalid`.
 */
export function typedValue(table: TableName, column: string, spec: ColumnSpec, value: unknown, purpose: ValuePurpose): PortValue {
  // The label is built only for an error: this runs for every value every write sends.
  if (value === null) {
    if (purpose === 'write' && spec.required) throw new StoreError('invalid', `${table}.${column} is required and cannot be null`);
    return null;
  }
  switch (spec.type) {
    case 'string':
    case 'text':
    case 'enum':
      if (typeof value !== 'string') throw wrongValue(`${table}.${column}`, 'a string', value, purpose);
      return value;
    case 'datetime':
      if (typeof value !== 'string') throw wrongValue(`${table}.${column}`, 'an ISO 8601 datetime string', value, purpose);
      return normaliseDatetime(`${table}.${column}`, value);
    case 'integer':
    case 'float':
      if (typeof value !== 'number' || !Number.isFinite(value)) throw wrongValue(`${table}.${column}`, 'a finite number', value, purpose);
      if (purpose === 'write' && spec.type === 'integer' && !Number.isSafeInteger(value)) throw wrongValue(`${table}.${column}`, 'an integer', value, purpose);
      return value;
    case 'boolean':
      if (typeof value !== 'boolean') throw wrongValue(`${table}.${column}`, 'a boolean', value, purpose);
      return value;
  }
}
