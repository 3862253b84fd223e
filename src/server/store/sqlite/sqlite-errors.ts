// Maps SQLite constraint failures to the port's StoreError codes, so services branch on `conflict` or
// `invalid` and never on SQLite's message text.
import type { TableName } from '#/server/schema.ts';
import { StoreError } from '../port.ts';

// Extended result codes (https://www.sqlite.org/rescode.html); the low byte 19 is SQLITE_CONSTRAINT.
const SQLITE_CONSTRAINT = 19;
const SQLITE_CONSTRAINT_CHECK = 275;
const SQLITE_CONSTRAINT_NOTNULL = 1299;
const SQLITE_CONSTRAINT_PRIMARYKEY = 1555;
const SQLITE_CONSTRAINT_UNIQUE = 2067;
const SQLITE_CONSTRAINT_DATATYPE = 3091;

function sqliteErrorCode(error: unknown): number | null {
  if (!(error instanceof Error) || !('errcode' in error)) return null;
  return typeof error.errcode === 'number' ? error.errcode : null;
}

/** The column names in "…failed: table.a, table.b" or "…column table.a" (SQLite's wording). */
function columnsInMessage(message: string, table: TableName): string[] {
  const afterColon = message.split(': ').slice(1).join(': ');
  const source = afterColon !== '' ? afterColon : (/column (\S+)$/.exec(message)?.[1] ?? '');
  return source
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => (part.startsWith(`${table}.`) ? part.slice(table.length + 1) : part));
}

/**
 * The StoreError for a SQLite constraint failure on `table`, or the error itself when it is something
 * else (I/O, busy, a bug), which callers should not mistake for bad input.
 */
export function toStoreError(error: unknown, table: TableName): unknown {
  const code = sqliteErrorCode(error);
  if (code === null || (code & 0xff) !== SQLITE_CONSTRAINT || !(error instanceof Error)) return error;
  const columns = columnsInMessage(error.message, table);
  const named = columns.map((column) => `${table}.${column}`).join(', ') || table;
  switch (code) {
    case SQLITE_CONSTRAINT_PRIMARYKEY:
      return new StoreError('conflict', `A row with this id already exists in ${table}`, { cause: error });
    case SQLITE_CONSTRAINT_UNIQUE:
      return columns.length === 1 && columns[0] === '$id'
        ? new StoreError('conflict', `A row with this id already exists in ${table}`, { cause: error })
        : new StoreError('conflict', `${named} is already taken (unique index)`, { cause: error });
    case SQLITE_CONSTRAINT_NOTNULL:
      return new StoreError('invalid', `${named} is required and cannot be null`, { cause: error });
    case SQLITE_CONSTRAINT_CHECK:
      return new StoreError('invalid', `${named} breaks the column's rules (allowed values, size or range)`, {
        cause: error,
      });
    case SQLITE_CONSTRAINT_DATATYPE:
      return new StoreError('invalid', `${named} has the wrong type: ${error.message}`, { cause: error });
    default:
      return new StoreError('invalid', `${table}: ${error.message}`, { cause: error });
  }
}
