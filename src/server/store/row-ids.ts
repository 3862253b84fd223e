// Row ids follow Appwrite's rule in both adapters, so data moves between backends unchanged.
import { randomBytes } from 'node:crypto';
import { StoreError } from './port.ts';

/** Appwrite's id rule: 1–36 of a-z A-Z 0-9 . _ -, not starting with one of the special characters. */
export const ROW_ID_PATTERN = /^[a-zA-Z0-9][a-zA-Z0-9._-]{0,35}$/;

/** A new row id: 20 lowercase hex characters, the length of Appwrite's `ID.unique()`. */
export function newRowId(): string {
  return randomBytes(10).toString('hex');
}

/** Whether `id` could name a row at all (a malformed id names none). */
export function isRowId(id: unknown): id is string {
  return typeof id === 'string' && ROW_ID_PATTERN.test(id);
}

/** Throws `invalid` unless `id` is a valid row id. */
export function assertRowId(id: unknown): asserts id is string {
  if (!isRowId(id)) {
    throw new StoreError('invalid', `Row id ${JSON.stringify(id)} must be 1-36 characters of a-z A-Z 0-9 . _ - and not start with . _ -`);
  }
}
