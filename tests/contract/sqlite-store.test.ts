// Runs the Store contract against the embedded SQLite adapter, plus what only this adapter promises:
// connection PRAGMAs, real column types, literal storage of hostile input and its own guard rails.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, WAL_AUTOCHECKPOINT_PAGES, WAL_RESTART_PAGES } from '#/server/store/sqlite/connection.ts';
import { openSqliteStore } from '#/server/store/sqlite/sqlite-store.ts';
import type { Store } from '#/server/store/port.ts';
import { equal, search } from '#/server/store/query.ts';
import type { Query } from '#/server/store/query.ts';
import { expectStoreError, newUser } from './store-contract/harness.ts';
import { describeStoreContract } from './store.contract.ts';

const directories: string[] = [];

/** A database file in a new temp directory; the file's own directory does not exist yet. */
async function freshDatabaseFile(): Promise<string> {
  const directory = await mkdtemp(join(tmpdir(), 'sqlite-store-'));
  directories.push(directory);
  return join(directory, 'data', 'store.sqlite');
}

async function removeDirectories(): Promise<void> {
  await Promise.all(directories.splice(0).map((directory) => rm(directory, { recursive: true, force: true })));
}

describeStoreContract('sqlite', async () => openSqliteStore({ file: await freshDatabaseFile() }), removeDirectories);

describe('SQLite store', () => {
  const opened: (Store | DatabaseSync)[] = [];
  const open = async (file?: string) => {
    const store = openSqliteStore({ file: file ?? (await freshDatabaseFile()) });
    opened.push(store);
    return store;
  };
  const raw = (file: string) => {
    const db = new DatabaseSync(file);
    opened.push(db);
    return db;
  };
  afterEach(async () => {
    for (const handle of opened.splice(0).reverse()) {
      if (handle instanceof DatabaseSync) {
        if (handle.isOpen) handle.close();
      } else await handle.close();
    }
    await removeDirectories();
  });

  it('opens connections with WAL, synchronous FULL, a busy timeout and foreign keys', async () => {
    const file = await freshDatabaseFile();
    const db = openDatabase(file);
    opened.push(db);
    const pragma = (name: string) => Object.values(db.prepare(`PRAGMA ${name}`).get() ?? {})[0];
    expect(pragma('journal_mode')).toBe('wal');
    expect(pragma('synchronous')).toBe(2);
    expect(pragma('busy_timeout')).toBe(5000);
    expect(pragma('foreign_keys')).toBe(1);
  });

  it('checkpoints the WAL every 10,000 pages and keeps savepoint journals in memory (no temporary file per award)', async () => {
    const file = await freshDatabaseFile();
    const db = openDatabase(file);
    opened.push(db);
    const pragma = (name: string) => Object.values(db.prepare(`PRAGMA ${name}`).get() ?? {})[0];
    expect(pragma('wal_autocheckpoint')).toBe(WAL_AUTOCHECKPOINT_PAGES);
    expect(WAL_AUTOCHECKPOINT_PAGES).toBe(10_000);
    // 2 = MEMORY.
    expect(pragma('temp_store')).toBe(2);
  });

  it('lets the log grow to 100,000 pages before the writer checkpoints when a thread copies it in the background', async () => {
    const db = openDatabase(await freshDatabaseFile(), { copiedInBackground: true });
    opened.push(db);
    expect(Object.values(db.prepare('PRAGMA wal_autocheckpoint').get() ?? {})[0]).toBe(WAL_RESTART_PAGES);
    expect(WAL_RESTART_PAGES).toBe(100_000);
  });

  it('reads rows by column name after another process changes the table under statements it already prepared', async () => {
    const file = await freshDatabaseFile();
    const store = await open(file);
    await store.createRow('settings', 'k', { value: 'v' });
    // Prepared and read once, as arrays decoded by position.
    expect((await store.getRow('settings', 'k'))?.value).toBe('v');
    // A column the schema does not know, put first by rebuilding the table: every position moves.
    const other = raw(file);
    other.exec(`
      CREATE TABLE "settings_new" ("extra" TEXT, "$id" TEXT PRIMARY KEY, "$createdAt" TEXT NOT NULL, "$updatedAt" TEXT NOT NULL, "value" TEXT NOT NULL);
      INSERT INTO "settings_new" ("extra", "$id", "$createdAt", "$updatedAt", "value") SELECT 'x', "$id", "$createdAt", "$updatedAt", "value" FROM "settings";
      DROP TABLE "settings";
      ALTER TABLE "settings_new" RENAME TO "settings";
    `);
    const row = await store.getRow('settings', 'k');
    expect(row?.value).toBe('v');
    expect(row?.$id).toBe('k');
    expect(row).not.toHaveProperty('extra');
    expect((await store.updateRow('settings', 'k', { value: 'w' })).value).toBe('w');
  });

  it('leaves the store file in WAL mode and works in memory too', async () => {
    const file = await freshDatabaseFile();
    await open(file);
    expect(raw(file).prepare('PRAGMA journal_mode').get()?.journal_mode).toBe('wal');
    const memory = await open(':memory:');
    await memory.createRow('settings', 'k', { value: 'v' });
    expect((await memory.getRow('settings', 'k'))?.value).toBe('v');
  });

  it('stores real types in STRICT tables', async () => {
    const file = await freshDatabaseFile();
    await open(file);
    const db = raw(file);
    const types = (table: string) =>
      Object.fromEntries(db.prepare(`PRAGMA table_info(${table})`).all().map((row) => [row.name, row.type]));
    expect(types('users')).toMatchObject({ $id: 'TEXT', role: 'TEXT', lastActive: 'TEXT', leaderboardOptOut: 'INTEGER' });
    expect(types('user_points')).toMatchObject({ points: 'INTEGER' });
    expect(db.prepare("SELECT strict FROM pragma_table_list WHERE name = 'users'").get()?.strict).toBe(1);
    const insert = db.prepare('INSERT INTO user_points ("$id", "$createdAt", "$updatedAt", points) VALUES (?, ?, ?, ?)');
    expect(() => insert.run('p', 'now', 'now', 'lots')).toThrow(/cannot store TEXT value in INTEGER column/);
    expect(() => insert.run('p', 'now', 'now', -1)).toThrow(/CHECK constraint failed/);
    const insertUser = db.prepare(
      'INSERT INTO users ("$id", "$createdAt", "$updatedAt", role, membershipStatus, displayName) VALUES (?, ?, ?, ?, ?, ?)',
    );
    expect(() => insertUser.run('u', 'now', 'now', 'king', 'free', 'x')).toThrow(/CHECK constraint failed: role/);
  });

  it('stores booleans as 0/1 and datetimes as UTC toISOString text', async () => {
    const file = await freshDatabaseFile();
    const store = await open(file);
    const lastActive = '2024-01-01T10:00:00+02:00';
    const user = await store.createRow('users', 'u', newUser({ leaderboardOptOut: true, lastActive }));
    expect(user.lastActive).toBe('2024-01-01T08:00:00.000Z');
    expect(user.$createdAt).toBe(new Date(user.$createdAt).toISOString());
    const stored = raw(file).prepare('SELECT leaderboardOptOut, lastActive FROM users').get();
    expect(stored).toEqual({ leaderboardOptOut: 1, lastActive: '2024-01-01T08:00:00.000Z' });
    await expectStoreError(store.updateRow('users', 'u', { lastActive: 'next Tuesday' }), 'invalid');
  });

  it('generates ids of 20 lowercase hex characters', async () => {
    const store = await open();
    expect((await store.createRow('settings', null, { value: 'x' })).$id).toMatch(/^[0-9a-f]{20}$/);
  });

  it('stores SQL injection attempts literally and rejects hostile identifiers', async () => {
    const store = await open();
    const hostile = `Robert'); DROP TABLE users; --`;
    await store.createRow('users', 'bobby', newUser({ displayName: hostile, bio: '" OR 1=1 --' }));
    expect((await store.getRow('users', 'bobby'))?.displayName).toBe(hostile);
    expect((await store.listRows('users', [equal('displayName', hostile)])).total).toBe(1);
    expect((await store.listRows('users', [equal('displayName', "x' OR '1'='1")])).total).toBe(0);
    expect((await store.listRows('users', [search('bio', '" OR 1=1')])).total).toBe(1);
    const query = [equal('role" OR 1=1 --', 'x')] as unknown as Query<'users'>[];
    await expectStoreError(store.listRows('users', query), 'invalid');
    await expectStoreError(store.getRow('users; DROP TABLE users' as never, 'x'), 'invalid');
    expect((await store.listRows('users')).total).toBe(1);
  });

  it('treats the schema range as out-of-range when incrementing', async () => {
    const store = await open();
    await store.createRow('user_points', 'p', { points: 3 });
    await expectStoreError(store.incrementColumn('user_points', 'p', 'points', -4), 'out-of-range');
    expect((await store.getRow('user_points', 'p'))?.points).toBe(3);
    await expectStoreError(store.incrementColumn('user_points', 'p', 'points', 1.5), 'invalid');
  });

  it('searches with Unicode case folding and matches null in an equal list', async () => {
    const store = await open();
    await store.createRow('users', 'emile', newUser({ displayName: 'ÉMILE Zola', country: null }));
    await store.createRow('users', 'other', newUser({ displayName: 'Other', country: 'FR' }));
    await store.createRow('users', 'third', newUser({ displayName: 'Third', country: 'DE' }));
    expect((await store.listRows('users', [search('displayName', 'émile')])).rows.map((row) => row.$id)).toEqual(['emile']);
    const listed = await store.listRows('users', [equal('country', ['FR', null])]);
    expect(listed.rows.map((row) => row.$id)).toEqual(['emile', 'other']);
  });

  it('throws invalid instead of deadlocking when the store is called inside its own transaction', async () => {
    const store = await open();
    let leaked: Parameters<Parameters<Store['transaction']>[0]>[0] | null = null;
    await store.transaction(async (tx) => {
      leaked = tx;
      await expectStoreError(store.getRow('settings', 'x'), 'invalid');
      await expectStoreError(store.transaction(async () => undefined), 'invalid');
    });
    await expectStoreError((leaked as unknown as Store).getRow('settings', 'x'), 'invalid');
    await store.createRow('settings', 'x', { value: 'fine afterwards' });
  });

  it('answers reads from memory only until a write through the store changes them', async () => {
    const store = await open();
    await store.createRow('users', 'ada', newUser({ displayName: 'Ada' }));
    expect((await store.getRow('users', 'ada'))?.displayName).toBe('Ada');
    expect((await store.findRows('users', [equal('displayName', 'Ada')])).map((row) => row.$id)).toEqual(['ada']);
    await store.updateRow('users', 'ada', { displayName: 'Ada L.' });
    expect((await store.getRow('users', 'ada'))?.displayName).toBe('Ada L.');
    expect(await store.findRows('users', [equal('displayName', 'Ada')])).toEqual([]);
    expect((await store.listRows('users', [equal('displayName', 'Ada L.')])).total).toBe(1);
    // A row first read as missing is found once created; one deleted is gone.
    expect(await store.getRow('settings', 'later')).toBeNull();
    await store.createRow('settings', 'later', { value: 'now here' });
    expect((await store.getRow('settings', 'later'))?.value).toBe('now here');
    await store.deleteRow('settings', 'later');
    expect(await store.getRow('settings', 'later')).toBeNull();
    await store.createRow('user_points', 'ada', { points: 1 });
    expect((await store.getRow('user_points', 'ada'))?.points).toBe(1);
    await store.incrementColumn('user_points', 'ada', 'points', 4);
    expect((await store.getRow('user_points', 'ada'))?.points).toBe(5);
  });

  it('sees what another connection commits to the same file at the next read', async () => {
    const file = await freshDatabaseFile();
    const store = await open(file);
    const other = await open(file);
    await store.createRow('settings', 'shared', { value: 'first' });
    expect((await store.getRow('settings', 'shared'))?.value).toBe('first');
    expect((await store.listRows('settings')).total).toBe(1);
    await other.updateRow('settings', 'shared', { value: 'changed elsewhere' });
    await other.createRow('settings', 'second', { value: 'x' });
    expect((await store.getRow('settings', 'shared'))?.value).toBe('changed elsewhere');
    expect((await store.listRows('settings')).total).toBe(2);
    // A plain SQLite connection (a script, another process) counts the same.
    raw(file).prepare(`UPDATE "settings" SET "value" = 'raw' WHERE "$id" = 'shared'`).run();
    expect((await store.getRow('settings', 'shared'))?.value).toBe('raw');
  });

  it('hands out copies: changing a returned row changes nothing stored or remembered', async () => {
    const store = await open();
    await store.createRow('users', 'ada', newUser({ displayName: 'Ada' }));
    const row = await store.getRow('users', 'ada');
    if (!row) throw new Error('missing');
    row.displayName = 'Mallory';
    const [listed] = await store.findRows('users', [equal('$id', 'ada')]);
    if (!listed) throw new Error('missing');
    listed.displayName = 'Mallory';
    expect((await store.getRow('users', 'ada'))?.displayName).toBe('Ada');
    expect((await store.findRows('users', [equal('$id', 'ada')]))[0]?.displayName).toBe('Ada');
  });

  it('never remembers what a transaction read, and forgets what a rolled-back transaction wrote', async () => {
    const store = await open();
    await store.createRow('settings', 'k', { value: 'committed' });
    expect((await store.getRow('settings', 'k'))?.value).toBe('committed');
    await expect(
      store.transaction(async (tx) => {
        await tx.updateRow('settings', 'k', { value: 'uncommitted' });
        expect((await tx.getRow('settings', 'k'))?.value).toBe('uncommitted');
        expect((await tx.findRows('settings', [equal('value', 'uncommitted')])).length).toBe(1);
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect((await store.getRow('settings', 'k'))?.value).toBe('committed');
    expect(await store.findRows('settings', [equal('value', 'uncommitted')])).toEqual([]);
    await store.transaction(async (tx) => {
      await tx.updateRow('settings', 'k', { value: 'second' });
    });
    expect((await store.getRow('settings', 'k'))?.value).toBe('second');
  });

  it('refuses calls after close, and closing twice is harmless', async () => {
    const store = await open();
    await store.close();
    await store.close();
    await expectStoreError(store.getRow('settings', 'x'), 'invalid');
  });
});
