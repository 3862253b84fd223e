// Appwrite answers failures with `{ message, code, type }` (AppwriteException in node-appwrite); the
// Store port speaks StoreError. The mapping goes by `type`, the documented machine-readable name, and
// falls back to the HTTP status only for the broad classes.
import { AppwriteException } from 'node-appwrite';
import { StoreError } from '../port.ts';

/** The documented error type of an Appwrite failure, or null for anything else (network errors…). */
export function appwriteErrorType(error: unknown): string | null {
  return error instanceof AppwriteException && typeof error.type === 'string' && error.type !== '' ? error.type : null;
}

/** The HTTP status of an Appwrite failure, or 0. */
export function appwriteStatus(error: unknown): number {
  return error instanceof AppwriteException && typeof error.code === 'number' ? error.code : 0;
}

const CONFLICT_TYPES = new Set(['row_already_exists', 'document_already_exists', 'transaction_conflict']);
const NOT_FOUND_TYPES = new Set(['row_not_found', 'document_not_found', 'general_cursor_not_found']);
const OUT_OF_RANGE_TYPES = new Set(['column_limit_exceeded', 'attribute_limit_exceeded']);
const INVALID_TYPES = new Set([
  'row_invalid_structure',
  'document_invalid_structure',
  'general_argument_invalid',
  'general_query_invalid',
  'general_query_limit_exceeded',
  'column_type_invalid',
  'attribute_type_invalid',
  'column_value_invalid',
  // More staged operations than one transaction may hold (100 on Appwrite 1.9): a design error, not data.
  'transaction_limit_exceeded',
]);

/**
 * The StoreError for an Appwrite failure. Failures the port has no code for (a wrong key, a missing
 * table, a server error) are rethrown as they are: they are configuration or outage, not data.
 */
export function toStoreError(error: unknown, what: string): unknown {
  const type = appwriteErrorType(error);
  if (type === null) return error;
  const detail = `${what}: ${(error as AppwriteException).message} (${type})`;
  if (CONFLICT_TYPES.has(type)) return new StoreError('conflict', detail, { cause: error });
  if (NOT_FOUND_TYPES.has(type)) return new StoreError('not-found', detail, { cause: error });
  if (OUT_OF_RANGE_TYPES.has(type)) return new StoreError('out-of-range', detail, { cause: error });
  if (INVALID_TYPES.has(type)) return new StoreError('invalid', detail, { cause: error });
  return error;
}

/** Whether the failure means the row is not there (getRow answers null then). */
export function isRowNotFound(error: unknown): boolean {
  const type = appwriteErrorType(error);
  return type === 'row_not_found' || type === 'document_not_found';
}

/** Whether a commit failed because another writer changed a row first (worth running the transaction again). */
export function isTransactionConflict(error: unknown): boolean {
  return appwriteErrorType(error) === 'transaction_conflict';
}
