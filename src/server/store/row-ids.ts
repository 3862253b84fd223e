// Row ids follow Appwrite's rule in both adapters, so data moves between backends unchanged.
import { randomBytes } from 'node:crypto';
import { isId } from '#/domain/ids.ts';
import { StoreError } from './port.ts';

/** A new row id: 20 lowercase hex characters, the length of Appwrite's `ID.unique()`. */
export function newRowId(): string {
  return randomBytes(10).toString('hex');
}

/** Whether `id` could name a row at all (a malformed id names none). */
export function isRowId(id: unknown): id is string {
  return isId(id);
}

/** Throws `invalid` unless `id` is a valid row id. */
export function assertRowId(id: unknown): asserts id is string {
  if (!isRowId(id)) {
    throw new StoreError('invalid', `Row id ${JSON.stringify(id)} must be 1-36 characters of a-z A-Z 0-9 . _ - and not start with . _ -`);
  }
}
