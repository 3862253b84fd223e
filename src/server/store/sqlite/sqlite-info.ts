// BackendInfo for the embedded backend: the SQLite library's version and the newest migration the
// database file has recorded, read over a short-lived read-only connection (the store's own
// connection is private to the store), and a ping that goes through the Store like any request.
import { DatabaseSync } from 'node:sqlite';
import type { BackendInfo, BackendVersion } from '#/server/backend-info.ts';
import type { Store } from '../port.ts';

/** The id no row has; reading it is the cheapest query that still touches the database file. */
const PING_ROW_ID = '__backend_ping__';

export function createSqliteInfo(options: { file: string; store: Store }): BackendInfo {
  return {
    name: 'embedded',
    version(): Promise<BackendVersion> {
      const db = new DatabaseSync(options.file, { readOnly: true });
      try {
        const sqlite = db.prepare('SELECT sqlite_version() AS version').get();
        const schema = db.prepare('SELECT MAX("version") AS version FROM "_migrations"').get();
        const schemaVersion = schema?.version === null || schema?.version === undefined ? null : Number(schema.version);
        return Promise.resolve({ product: 'SQLite', version: String(sqlite?.version), schemaVersion });
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      } finally {
        db.close();
      }
    },
    async ping(): Promise<void> {
      await options.store.getRow('settings', PING_ROW_ID);
    },
  };
}
