// Deleting rows that may already be gone (another request, another server, a sweep got there first):
// "already deleted" is success, every other failure still surfaces.
import type { TableName } from '../schema.ts';
import { isStoreError, type StoreOps } from './port.ts';
import { limit, type Query } from './query.ts';

/** Deletes the row if it is still there. */
export async function deleteIfPresent(store: StoreOps, table: TableName, id: string): Promise<void> {
  try {
    await store.deleteRow(table, id);
  } catch (error) {
    if (!isStoreError(error, 'not-found')) throw error;
  }
}

/** Deletes every row matching the filters, a page at a time, until none is left. */
export async function deleteWhere<T extends TableName>(store: StoreOps, table: T, filters: readonly Query<T>[]): Promise<void> {
  for (;;) {
    const { rows } = await store.listRows(table, [...filters, limit(100)]);
    if (rows.length === 0) return;
    for (const row of rows) await deleteIfPresent(store, table, row.$id);
  }
}
