// Tests the embedded database's migrations and drift check: applied once and recorded, idempotent on
// reopen, rolled back on failure, and a schema change without a migration stops the start loudly.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { createIndexSql, createTableSql, fulltextIndexSql } from '#/server/store/sqlite/ddl.ts';
import { addColumns, migrateDatabase, migrations } from '#/server/store/sqlite/migrations.ts';
import type { Migration } from '#/server/store/sqlite/migrations.ts';
import { findSchemaDrift } from '#/server/store/sqlite/schema-drift.ts';
import { openSqliteStore } from '#/server/store/sqlite/sqlite-store.ts';

const directories: string[] = [];
const databases: DatabaseSync[] = [];

async function freshFile(): Promise<string> {
  const directory = await mkdtemp(join(tmpdir(), 'sqlite-migrations-'));
  directories.push(directory);
  return join(directory, 'store.sqlite');
}

function raw(file: string): DatabaseSync {
  const db = new DatabaseSync(file);
  databases.push(db);
  return db;
}

afterEach(async () => {
  for (const db of databases.splice(0)) if (db.isOpen) db.close();
  await Promise.all(directories.splice(0).map((directory) => rm(directory, { recursive: true, force: true })));
});

describe('SQLite DDL', () => {
  it('builds STRICT tables with quoted system columns, typed columns and CHECKs', () => {
    const sql = createTableSql('users');
    expect(sql).toMatch(/^CREATE TABLE IF NOT EXISTS "users" \(/);
    expect(sql).toContain('"$id" TEXT PRIMARY KEY');
    expect(sql).toContain('"$createdAt" TEXT NOT NULL');
    expect(sql).toContain(`"role" TEXT NOT NULL CONSTRAINT "role" CHECK ("role" IN ('learner', 'admin'))`);
    expect(sql).toContain(
      `"timezone" TEXT NOT NULL DEFAULT 'UTC' CONSTRAINT "timezone" CHECK (length("timezone") <= 64)`,
    );
    expect(sql).toContain(
      '"leaderboardOptOut" INTEGER NOT NULL DEFAULT 0 CONSTRAINT "leaderboardOptOut" CHECK ("leaderboardOptOut" IN (0, 1))',
    );
    expect(sql).toMatch(/\) STRICT$/);
    expect(createTableSql('user_points')).toContain(
      '"points" INTEGER NOT NULL DEFAULT 0 CONSTRAINT "points" CHECK ("points" >= 0)',
    );
  });

  it('builds indexes with their kind and column orders', () => {
    expect(createIndexSql('user_points', { key: 'user_points_points', type: 'key', columns: ['points'], orders: ['desc'] })).toBe(
      'CREATE INDEX IF NOT EXISTS "user_points_points" ON "user_points" ("points" DESC)',
    );
    expect(createIndexSql('auth_accounts', { key: 'auth_accounts_email', type: 'unique', columns: ['email'] })).toBe(
      'CREATE UNIQUE INDEX IF NOT EXISTS "auth_accounts_email" ON "auth_accounts" ("email" ASC)',
    );
  });
});

describe('SQLite fulltext indexes', () => {
  it('are an external-content FTS5 table kept in step by triggers, and refuse more than one column', () => {
    const index = { key: 'forum_posts_search', type: 'fulltext', columns: ['searchText'] } as const;
    const [table, ...rest] = fulltextIndexSql('forum_posts', index);
    expect(table).toBe(
      `CREATE VIRTUAL TABLE IF NOT EXISTS "forum_posts_search" USING fts5("searchText", content='forum_posts', content_rowid='rowid', ` +
        `tokenize='unicode61 remove_diacritics 2', prefix='3 4 5 6 7 8 9 10 11 12 13 14 15 16')`,
    );
    expect(rest.filter((sql) => sql.startsWith('CREATE TRIGGER'))).toHaveLength(3);
    expect(rest.at(-1)).toBe(`INSERT INTO "forum_posts_search" ("forum_posts_search") VALUES ('rebuild')`);
    expect(() => fulltextIndexSql('forum_posts', { ...index, columns: ['title', 'body'] })).toThrow(/exactly one column/);
    expect(() => createIndexSql('forum_posts', index)).toThrow(/fulltextIndexSql/);
  });

  it('index rows that were there before the index was made', async () => {
    const db = raw(await freshFile());
    migrateDatabase(db);
    for (const trigger of ['insert', 'delete', 'update']) db.exec(`DROP TRIGGER forum_posts_search_${trigger}`);
    db.exec('DROP TABLE forum_posts_search');
    db.prepare(
      `INSERT INTO forum_posts ("$id", "$createdAt", "$updatedAt", authorId, categoryId, title, body, bodyHtml, excerpt, searchText, postedAt, lastActivityAt)
       VALUES ('p1', 'x', 'x', 'a', 'general', 'Title', 'b', 'h', 'b', 'Budget spreadsheets', 'x', 'x')`,
    ).run();
    for (const sql of fulltextIndexSql('forum_posts', { key: 'forum_posts_search', type: 'fulltext', columns: ['searchText'] })) db.exec(sql);
    expect(db.prepare(`SELECT rowid FROM forum_posts_search WHERE forum_posts_search MATCH '"spread"*'`).all()).toHaveLength(1);
    expect(findSchemaDrift(db)).toEqual([]);
  });
});

describe('SQLite migrations', () => {
  it('records applied migrations and is idempotent on reopen, keeping data', async () => {
    const file = await freshFile();
    const first = openSqliteStore({ file });
    await first.createRow('settings', 'kept', { value: '"yes"' });
    await first.close();
    const second = openSqliteStore({ file });
    expect((await second.getRow('settings', 'kept'))?.value).toBe('"yes"');
    await second.close();
    const recorded = raw(file).prepare('SELECT version, name, appliedAt FROM _migrations').all();
    expect(recorded).toHaveLength(migrations.length);
    expect(recorded[0]).toMatchObject({ version: 1, name: migrations[0]?.name });
    expect(Number.isNaN(Date.parse(String(recorded[0]?.appliedAt)))).toBe(false);
  });

  it('applies only pending migrations', async () => {
    const db = raw(await freshFile());
    expect(migrateDatabase(db)).toEqual(migrations.map((migration) => migration.version));
    expect(migrateDatabase(db)).toEqual([]);
    expect(findSchemaDrift(db)).toEqual([]);
  });

  it('rolls a failing migration back and records nothing for it', async () => {
    const db = raw(await freshFile());
    const failing: Migration = {
      version: migrations.length + 1,
      name: 'half done',
      up: (database) => {
        database.exec('CREATE TABLE half_done (x INTEGER) STRICT');
        throw new Error('disk on fire');
      },
    };
    expect(() => migrateDatabase(db, [...migrations, failing])).toThrow(/Migration \d+ \(half done\) failed: disk on fire/);
    expect(db.prepare("SELECT 1 FROM sqlite_schema WHERE name = 'half_done'").get()).toBeUndefined();
    expect(db.prepare('SELECT max(version) AS version FROM _migrations').get()?.version).toBe(migrations.length);
  });

  it('refuses a migration list with gaps', async () => {
    const db = raw(await freshFile());
    const skipping: Migration = { version: migrations.length + 2, name: 'skips one', up: () => undefined };
    expect(() => migrateDatabase(db, [...migrations, skipping])).toThrow(/expected \d+/);
  });

  it('addColumns adds missing columns and skips existing ones', async () => {
    const db = raw(await freshFile());
    migrateDatabase(db);
    db.exec('ALTER TABLE users DROP COLUMN bio');
    expect(findSchemaDrift(db)).toEqual(['missing column users.bio']);
    addColumns('users', ['bio', 'country'])(db);
    expect(findSchemaDrift(db)).toEqual([]);
    expect(() => addColumns('users', ['displayName'])(db)).not.toThrow();
  });
});

/** The forum's search index as migration 9 made it, before migration 11 widened its prefix indexes. */
const OLD_PREFIX_INDEX = [
  "DROP TABLE forum_posts_search",
  "CREATE VIRTUAL TABLE forum_posts_search USING fts5(\"searchText\", content='forum_posts', content_rowid='rowid', " +
    "tokenize='unicode61 remove_diacritics 2', prefix='3 4 5 6 7 8 9 10 11 12')",
].join('; ');

describe('SQLite migration 11 (forum search prefixes)', () => {
  it('rebuilds a search index made with the old prefixes, and searching still finds the posts', async () => {
    const file = await freshFile();
    await openSqliteStore({ file }).close();
    const db = raw(file);
    db.exec(OLD_PREFIX_INDEX);
    db.exec('DELETE FROM _migrations WHERE version >= 11');
    db.close();
    await openSqliteStore({ file }).close();
    const after = raw(file);
    const sql = String(after.prepare("SELECT sql FROM sqlite_master WHERE name = 'forum_posts_search'").get()?.sql);
    expect(sql).toContain("prefix='3 4 5 6 7 8 9 10 11 12 13 14 15 16'");
    expect(after.prepare('SELECT max(version) AS version FROM _migrations').get()?.version).toBe(migrations.length);
  });
});

describe('SQLite migration 17 (board totals on user_points)', () => {
  // The period rows as migrations 3 to 16 left them.
  const OLD_PERIODS = `CREATE TABLE "points_periods" (
    "$id" TEXT PRIMARY KEY, "$createdAt" TEXT NOT NULL, "$updatedAt" TEXT NOT NULL,
    "userId" TEXT NOT NULL, "period" TEXT NOT NULL, "xp" INTEGER NOT NULL DEFAULT 0,
    "listed" INTEGER NOT NULL DEFAULT 1, "villageId" TEXT, "organisationId" TEXT) STRICT;
    CREATE INDEX points_periods_board ON points_periods ("period" ASC, "listed" ASC, "xp" DESC, "userId" ASC)`;

  it('moves each learner\'s latest week and month, and the boards they were on, onto their points row and drops the period rows', async () => {
    const file = await freshFile();
    await openSqliteStore({ file }).close();
    const db = raw(file);
    db.exec(OLD_PERIODS);
    const at = '2026-11-20T10:00:00.000Z';
    const period = db.prepare('INSERT INTO points_periods VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)');
    for (const [id, userId, key, xp, listed, villageId, organisationId] of [
      ['p1', 'ada', 'all', 900, 0, 'v1', 'o1'],
      ['p2', 'ada', '2026-W46', 300, 0, 'v1', 'o1'],
      ['p3', 'ada', '2026-W47', 120, 0, 'v1', 'o1'],
      ['p4', 'ada', '2026-10', 500, 0, 'v1', 'o1'],
      ['p5', 'ada', '2026-11', 400, 0, 'v1', 'o1'],
      ['p6', 'kofi', 'all', 50, 1, null, null],
    ] as const) {
      period.run(id, at, at, userId, key, xp, listed, villageId, organisationId);
    }
    const points = db.prepare('INSERT INTO user_points ("$id", "$createdAt", "$updatedAt", "points") VALUES (?, ?, ?, ?)');
    points.run('ada', at, at, 900);
    points.run('kofi', at, at, 50);
    db.exec('DELETE FROM _migrations WHERE version >= 17');
    db.close();
    await openSqliteStore({ file }).close();
    const after = raw(file);
    const row = (id: string) => after.prepare('SELECT * FROM user_points WHERE "$id" = ?').get(id);
    expect(row('ada')).toMatchObject({ points: 900, weekKey: '2026-W47', weekXp: 120, monthKey: '2026-11', monthXp: 400, listed: 0, villageId: 'v1', organisationId: 'o1' });
    expect(row('kofi')).toMatchObject({ points: 50, weekKey: null, weekXp: 0, monthKey: null, monthXp: 0, listed: 1, villageId: null, organisationId: null });
    expect(after.prepare("SELECT 1 FROM sqlite_master WHERE name = 'points_periods'").get()).toBeUndefined();
    expect(after.prepare('SELECT max(version) AS version FROM _migrations').get()?.version).toBe(migrations.length);
  });

  it('reads every board in board order from an index, never sorting the board', async () => {
    const file = await freshFile();
    await openSqliteStore({ file }).close();
    const db = raw(file);
    const plan = (sql: string) => db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all().map((row) => String(row.detail)).join(' | ');
    // The shapes the store makes of the boards' queries (board-positions.ts through query-sql.ts).
    const top = (where: string, total: string) => plan(`SELECT * FROM user_points WHERE ${where} AND ("${total}" > ?) ORDER BY "${total}" DESC, "$id" ASC, rowid ASC LIMIT 50`);
    const everyoneAll = top('("listed" IN (?))', 'points');
    expect(everyoneAll).toContain('USING INDEX user_points_board_all (listed=? AND points>?)');
    expect(top('("weekKey" IN (?)) AND ("listed" IN (?))', 'weekXp')).toContain('USING INDEX user_points_board_week (weekKey=? AND listed=? AND weekXp>?)');
    expect(top('("monthKey" IN (?)) AND ("listed" IN (?))', 'monthXp')).toContain('USING INDEX user_points_board_month (monthKey=? AND listed=? AND monthXp>?)');
    expect(top('("organisationId" IN (?))', 'points')).toContain('USING INDEX user_points_org_all (organisationId=? AND points>?)');
    const organisationWeek = top('("weekKey" IN (?)) AND ("organisationId" IN (?))', 'weekXp');
    expect(organisationWeek).toContain('USING INDEX user_points_org_week (weekKey=? AND organisationId=? AND weekXp>?)');
    for (const board of [everyoneAll, organisationWeek]) expect(board).not.toContain('TEMP B-TREE');
    expect(plan('SELECT * FROM user_points WHERE ("villageId" IN (?)) AND ("weekKey" IN (?)) ORDER BY rowid ASC LIMIT 100')).toContain(
      'USING INDEX user_points_village (villageId=?)',
    );
  });

  it('builds a partial index from the schema, and a full one otherwise', () => {
    expect(createIndexSql('user_points', { key: 'k', type: 'key', columns: ['villageId'], onlyWhereSet: 'villageId' })).toBe(
      'CREATE INDEX IF NOT EXISTS "k" ON "user_points" ("villageId" ASC) WHERE "villageId" IS NOT NULL',
    );
    expect(createIndexSql('user_points', { key: 'k', type: 'key', columns: ['weekKey'] })).not.toContain('WHERE');
  });
});

describe('SQLite migration 18 (fewer indexes written per award)', () => {
  it('drops the ledger index by learner and date and the unique index by learner and badge', async () => {
    const file = await freshFile();
    await openSqliteStore({ file }).close();
    const db = raw(file);
    // The indexes as migrations 3 to 17 left them.
    db.exec(`CREATE INDEX points_tx_user_time ON points_transactions ("userId" ASC, "awardedAt" DESC);
      CREATE UNIQUE INDEX badges_awarded_user_badge ON badges_awarded ("userId" ASC, "badgeId" ASC);
      DROP INDEX points_tx_user_version; CREATE INDEX points_tx_user_version ON points_transactions ("userId" ASC, "version" ASC);
      DELETE FROM _migrations WHERE version >= 18`);
    db.close();
    await openSqliteStore({ file }).close();
    const after = raw(file);
    const index = (name: string) => after.prepare("SELECT 1 FROM sqlite_master WHERE type = 'index' AND name = ?").get(name);
    expect(index('points_tx_user_time')).toBeUndefined();
    expect(index('badges_awarded_user_badge')).toBeUndefined();
    const version = after.prepare("SELECT sql FROM sqlite_master WHERE name = 'points_tx_user_version'").get()?.sql;
    expect(String(version)).toContain('"version" DESC');
  });

  it('reads a learner\'s history newest first from the index by learner and award, never sorting it', async () => {
    const file = await freshFile();
    await openSqliteStore({ file }).close();
    const db = raw(file);
    const plan = db
      .prepare('EXPLAIN QUERY PLAN SELECT * FROM points_transactions WHERE ("userId" IN (?)) AND ("activity" IN (?)) ORDER BY "version" DESC, rowid ASC LIMIT 21')
      .all()
      .map((row) => String(row.detail))
      .join(' | ');
    expect(plan).toContain('USING INDEX points_tx_user_version (userId=?)');
    expect(plan).not.toContain('TEMP B-TREE');
  });
});

describe('SQLite schema drift', () => {
  const openAfter = async (change: string) => {
    const file = await freshFile();
    await openSqliteStore({ file }).close();
    const db = raw(file);
    db.exec(change);
    db.close();
    return () => openSqliteStore({ file });
  };
  const advice = /add a migration in src\/server\/store\/sqlite\/migrations\.ts/;

  it('stops the start when a column is missing, naming it', async () => {
    const reopen = await openAfter('ALTER TABLE users DROP COLUMN bio');
    expect(reopen).toThrow(/missing column users\.bio/);
    expect(reopen).toThrow(advice);
  });

  it('stops the start when a fulltext index (an FTS5 table) is missing, naming it', async () => {
    const reopen = await openAfter('DROP TABLE forum_posts_search');
    expect(reopen).toThrow(/missing fulltext index forum_posts_search on forum_posts/);
    expect(reopen).toThrow(advice);
  });

  it('stops the start when a fulltext index lacks the prefix indexes searches read, naming them', async () => {
    const reopen = await openAfter(OLD_PREFIX_INDEX);
    expect(reopen).toThrow(/fulltext index forum_posts_search on forum_posts lacks the prefix indexes/);
    expect(reopen).toThrow(advice);
  });

  it('stops the start when an index is missing, naming it', async () => {
    const reopen = await openAfter('DROP INDEX users_role');
    expect(reopen).toThrow(/missing index users_role on users/);
    expect(reopen).toThrow(advice);
  });

  it('stops the start when a table is missing or a unique index lost its uniqueness', async () => {
    expect(await openAfter('DROP TABLE settings')).toThrow(/missing table settings/);
    const reopen = await openAfter('DROP INDEX auth_accounts_email; CREATE INDEX auth_accounts_email ON auth_accounts (email)');
    expect(reopen).toThrow(/index auth_accounts_email is not unique/);
  });

  it('stops the start when an index should hold only some rows but holds all, or the other way round', async () => {
    const full = await openAfter('DROP INDEX user_points_village; CREATE INDEX user_points_village ON user_points ("villageId" ASC)');
    expect(full).toThrow(/index user_points_village does not hold only the rows where villageId is set/);
    expect(full).toThrow(advice);
    const partial = await openAfter('DROP INDEX users_role; CREATE INDEX users_role ON users ("role" ASC) WHERE "role" IS NOT NULL');
    expect(partial).toThrow(/index users_role is partial, the schema says it holds every row/);
  });
});
