// Which tables and columns a caller may name, checked against the schema by both adapters before
// anything is sent: SQLite puts the names into SQL text, Appwrite would answer with its own errors.
import { schema } from '../schema.ts';
import type { ColumnSpec, SystemColumns, TableName } from '../schema.ts';
import { StoreError } from './port.ts';

const SYSTEM_COLUMN_SPECS: Readonly<Record<keyof SystemColumns, ColumnSpec>> = {
  $id: { type: 'string', size: 36, required: true },
  $createdAt: { type: 'datetime', required: true },
  $updatedAt: { type: 'datetime', required: true },
};

/** Throws `invalid` unless the table is in the schema. */
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

/** Each table's required columns without a default, listed once: every new row is checked against them. */
const mustGive = new Map<TableName, readonly string[]>();

/** Throws `invalid` when a required column without a default is not among a new row's `given` columns. */
export function assertComplete(table: TableName, given: ReadonlySet<string>): void {
  let required = mustGive.get(table);
  if (required === undefined) {
    required = Object.entries(dataColumns(table)).flatMap(([column, spec]) => (spec.required && spec.default === undefined ? [column] : []));
    mustGive.set(table, required);
  }
  for (const column of required) {
    if (!given.has(column)) throw new StoreError('invalid', `${table}.${column} is required`);
  }
}
