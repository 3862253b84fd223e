// Versioned migrations for the embedded database: existing databases must follow every schema change,
// so each change is a numbered step applied once at start and recorded in `_migrations`.
//
// To change the schema: edit src/server/schema.ts, then append a migration to `migrations` below
// (e.g. `{ version: 2, name: 'users.nickname', up: addColumns('users', ['nickname']) }`). A fresh
// database runs migration 1 with the *current* schema, so later steps must tolerate work already done:
// the helpers skip what exists.
import type { DatabaseSync } from 'node:sqlite';
import { schema } from '#/server/schema.ts';
import type { ColumnSpec, IndexSpec, Schema, TableName } from '#/server/schema.ts';
import { columnDefinition, createIndexesSql, createTableSql, fulltextIndexSql, quoteIdentifier } from './ddl.ts';
import { assertNoSchemaDrift } from './schema-drift.ts';

/** What a migration does to the database; runs inside the migration's transaction. */
export type MigrationStep = (db: DatabaseSync) => void;

/** One numbered schema change. Versions start at 1 and increase by one; never edit an applied one. */
export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly up: MigrationStep;
}

/**
 * Tables a later migration removed from the schema. Earlier migrations still name them and now do nothing
 * for them: a database made since has no use for them, and an older one has them dropped further on.
 */
const REMOVED_TABLES = ['points_periods'] as const;
type RemovedTable = (typeof REMOVED_TABLES)[number];

function isRemoved(table: TableName | RemovedTable): table is RemovedTable {
  return (REMOVED_TABLES as readonly string[]).includes(table);
}

/** Creates the tables (from the current schema) and their indexes, leaving existing ones alone. */
export function createTables(names: readonly (TableName | RemovedTable)[]): MigrationStep {
  return (db) => {
    for (const table of names) {
      if (isRemoved(table)) continue;
      db.exec(createTableSql(table));
      createIndexes(table)(db);
    }
  };
}

/** Creates the table's schema indexes that do not exist yet. */
export function createIndexes(table: TableName | RemovedTable): MigrationStep {
  return (db) => {
    if (isRemoved(table)) return;
    for (const sql of createIndexesSql(table)) db.exec(sql);
  };
}

/**
 * Makes a fulltext index again from the current schema (ddl.ts fulltextIndexSql): its FTS5 table and
 * triggers are dropped, created anew and every row indexed again, for a change of the index's options.
 */
export function rebuildFulltextIndex(table: TableName, key: string): MigrationStep {
  return (db) => {
    const indexes: readonly IndexSpec[] = schema[table].indexes;
    const index = indexes.find((candidate) => candidate.key === key && candidate.type === 'fulltext');
    if (index === undefined) throw new Error(`rebuildFulltextIndex: ${table} has no fulltext index ${key}`);
    for (const suffix of ['insert', 'delete', 'update']) db.exec(`DROP TRIGGER IF EXISTS ${quoteIdentifier(`${key}_${suffix}`)}`);
    db.exec(`DROP TABLE IF EXISTS ${quoteIdentifier(key)}`);
    for (const sql of fulltextIndexSql(table, index)) db.exec(sql);
  };
}

/**
 * Adds schema columns to an existing table. Columns already there are skipped, because a database
 * created after the column entered the schema got it from `createTables`. A required column needs a
 * default, since existing rows must get a value.
 */
export function addColumns<T extends TableName>(
  table: T,
  columns: readonly (keyof Schema[T]['columns'] & string)[],
): MigrationStep {
  return (db) => {
    const specs = schema[table].columns as Readonly<Record<string, ColumnSpec>>;
    const existing = new Set(
      db
        .prepare(`PRAGMA table_info(${quoteIdentifier(table)})`)
        .all()
        .map((row) => String(row.name)),
    );
    for (const column of columns) {
      const spec = specs[column];
      if (spec === undefined) throw new Error(`addColumns: ${table}.${column} is not in the schema`);
      if (existing.has(column)) continue;
      if (spec.required && (spec.default === undefined || spec.default === null)) {
        throw new Error(`addColumns: ${table}.${column} is required, so it needs a default for existing rows`);
      }
      db.exec(`ALTER TABLE ${quoteIdentifier(table)} ADD COLUMN ${columnDefinition(column, spec)}`);
    }
  };
}

/** Every migration, in order. Append new ones; never reorder, renumber or edit applied ones. */
export const migrations: readonly Migration[] = [
  {
    version: 1,
    name: 'create users, user_points, settings and the embedded auth tables',
    up: createTables(['users', 'user_points', 'settings', 'auth_accounts', 'auth_sessions', 'auth_failures']),
  },
  { version: 2, name: 'create pathfinder_requests', up: createTables(['pathfinder_requests']) },
  {
    version: 3,
    name: 'gamification: streak columns on user_points, the ledger, period totals, board counts, badges, counters',
    up: (db) => {
      addColumns('user_points', ['version', 'streakDays', 'streakLastDay', 'streakFreezes', 'longestStreak'])(db);
      createTables(['points_transactions', 'points_periods', 'board_counts', 'badges_awarded', 'achievement_counts'])(db);
    },
  },
  { version: 4, name: 'auth_failures.attempts (throttle counters reserved atomically)', up: addColumns('auth_failures', ['attempts']) },
  {
    version: 5,
    name: 'create payments, payment_events, audit_log and test_payment_intents',
    up: createTables(['payments', 'payment_events', 'audit_log', 'test_payment_intents']),
  },
  { version: 6, name: 'create social_links', up: createTables(['social_links']) },
  {
    version: 7,
    name: 'gamification: fewer indexes written by every award',
    up: (db) => {
      // Every award changes user_points.points and points_periods.xp: indexes holding them cost each award a
      // write. The boards read points_periods; village and organisation boards by scope alone.
      for (const index of ['user_points_points', 'points_tx_user_activity', 'points_periods_village', 'points_periods_org']) {
        db.exec(`DROP INDEX IF EXISTS ${quoteIdentifier(index)}`);
      }
      createIndexes('points_periods')(db);
    },
  },
  {
    version: 8,
    name: 'learning journeys: module progress, custom journeys, reflections, webinars, mentoring, capstones, CPD, certificates',
    up: createTables([
      'module_progress',
      'custom_journeys',
      'weekly_reflections',
      'webinars',
      'webinar_attendance',
      'mentoring_sessions',
      'capstones',
      'cpd_records',
      'certificates',
    ]),
  },
  {
    version: 9,
    name: 'forum: posts (with their full-text index), replies, likes, reports, authors',
    up: createTables(['forum_posts', 'forum_replies', 'forum_likes', 'forum_reports', 'forum_authors']),
  },
  {
    version: 10,
    name: 'community: onboarding drafts, villages, members, challenges, impact entries and totals, ecosystem requests',
    up: createTables(['onboarding_drafts', 'villages', 'village_members', 'village_challenges', 'impact_entries', 'impact_totals', 'ecosystem_requests']),
  },
  {
    version: 11,
    // Every searched word is a prefix: with its own prefix index a word's beginning is one list that FTS5
    // reads a page at a time, where 3 to 8 letters left longer words merging whole lists (tens of ms).
    name: 'forum search: prefix indexes of 3 to 16 letters',
    up: rebuildFulltextIndex('forum_posts', 'forum_posts_search'),
  },
  {
    version: 12,
    name: 'administration: users.suspendedAt, indexes for the learner list and the exports, summaries, learner_search_terms',
    up: (db) => {
      addColumns('users', ['suspendedAt'])(db);
      createIndexes('users')(db);
      createIndexes('pathfinder_requests')(db);
      createIndexes('audit_log')(db);
      createIndexes('payments')(db);
      createIndexes('points_transactions')(db);
      // Filled by the summaries' rebuild at the next start (services/summaries/rebuild.ts), from the rows.
      createTables(['summaries', 'learner_search_terms'])(db);
    },
  },
  {
    version: 13,
    name: 'organisations: create organisations and organisation_invitations; index members by organisation; the organisation board by xp',
    up: (db) => {
      createTables(['organisations', 'organisation_invitations'])(db);
      createIndexes('users')(db);
      // An organisation of 10,000 members is read in board order from its index, not sorted on every page.
      db.exec(`DROP INDEX IF EXISTS ${quoteIdentifier('points_periods_org')}`);
      createIndexes('points_periods')(db);
    },
  },
  {
    version: 14,
    name: 'languages: users.language',
    up: addColumns('users', ['language']),
  },
  {
    version: 15,
    name: 'gamification: fewer index pages written per award (no points_tx_key; village and organisation board indexes hold only members)',
    up: (db) => {
      // The ledger row's id is derived from the learner and the idempotency key, so its primary key already
      // refuses a second award of a key: this unique index repeated it, one more page written per award.
      db.exec(`DROP INDEX IF EXISTS ${quoteIdentifier('points_tx_key')}`);
      // Made again as partial indexes (schema `onlyWhereSet`): an award of a learner in no organisation moved
      // an entry of the organisation index all the same (about 5 of the 35 pages an award wrote).
      for (const index of ['points_periods_village', 'points_periods_org_xp']) db.exec(`DROP INDEX IF EXISTS ${quoteIdentifier(index)}`);
      createIndexes('points_periods')(db);
    },
  },
  {
    version: 16,
    // A reflection typed offline may be sent twice (the page and the service worker, a retry after a lost
    // answer): the week's row keeps its send key, so a repeat is recognised and returns it.
    name: 'offline reflections: weekly_reflections.sendKey',
    up: addColumns('weekly_reflections', ['sendKey']),
  },
  {
    version: 17,
    // Every award wrote three period rows (all time, week, month) and their index entries besides the balance
    // row it writes anyway: the totals now live on that row (src/domain/boards.ts BoardTotals). The board
    // position counts are keyed by board and score, so they stay as they are.
    name: 'gamification: board totals on user_points instead of points_periods',
    up: (db) => {
      addColumns('user_points', ['weekKey', 'weekXp', 'monthKey', 'monthXp', 'listed', 'villageId', 'organisationId'])(db);
      if (db.prepare("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = 'points_periods'").get() !== undefined) {
        // Each learner's latest week ("2026-W47", 8 characters) and month ("2026-11", 7), and the boards their
        // all-time row was on (what the position counts were recorded under).
        db.exec(`UPDATE "user_points" SET
          "weekKey" = (SELECT max("period") FROM "points_periods" AS p WHERE p."userId" = "user_points"."$id" AND p."period" LIKE '____-W__'),
          "monthKey" = (SELECT max("period") FROM "points_periods" AS p WHERE p."userId" = "user_points"."$id" AND p."period" LIKE '____-__')`);
        db.exec(`UPDATE "user_points" SET
          "weekXp" = COALESCE((SELECT p."xp" FROM "points_periods" AS p WHERE p."userId" = "user_points"."$id" AND p."period" = "user_points"."weekKey"), 0),
          "monthXp" = COALESCE((SELECT p."xp" FROM "points_periods" AS p WHERE p."userId" = "user_points"."$id" AND p."period" = "user_points"."monthKey"), 0),
          "listed" = COALESCE((SELECT p."listed" FROM "points_periods" AS p WHERE p."userId" = "user_points"."$id" AND p."period" = 'all'), 1),
          "villageId" = (SELECT p."villageId" FROM "points_periods" AS p WHERE p."userId" = "user_points"."$id" AND p."period" = 'all'),
          "organisationId" = (SELECT p."organisationId" FROM "points_periods" AS p WHERE p."userId" = "user_points"."$id" AND p."period" = 'all')`);
      }
      db.exec('DROP TABLE IF EXISTS "points_periods"');
      createIndexes('user_points')(db);
    },
  },
  {
    version: 18,
    // Each index an award writes is a page or more of every commit: a learner's history is read in award order
    // through (userId, version), and a badge's row id already refuses a second award of it.
    name: 'gamification: no ledger index by learner and date, no unique index by learner and badge',
    up: (db) => {
      for (const index of ['points_tx_user_time', 'badges_awarded_user_badge']) db.exec(`DROP INDEX IF EXISTS ${quoteIdentifier(index)}`);
      // Newest first is the history's order: the index runs that way, so a page needs no sort of its ties.
      db.exec(`DROP INDEX IF EXISTS ${quoteIdentifier('points_tx_user_version')}`);
      createIndexes('points_transactions')(db);
    },
  },
];

const CREATE_MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS "_migrations" (
  "version" INTEGER PRIMARY KEY,
  "name" TEXT NOT NULL,
  "appliedAt" TEXT NOT NULL
) STRICT`;

function assertWellNumbered(list: readonly Migration[]): void {
  list.forEach((migration, position) => {
    if (migration.version !== position + 1) {
      throw new Error(
        `Migration "${migration.name}" has version ${migration.version}, expected ${position + 1}: ` +
          'versions start at 1 and increase by one',
      );
    }
  });
}

/** Applies one migration unless another process already did; says whether it ran. */
function applyOne(db: DatabaseSync, migration: Migration): boolean {
  // IMMEDIATE takes the write lock up front, so two processes starting together cannot both apply it;
  // the one that waited re-checks below and finds the work done.
  db.exec('BEGIN IMMEDIATE');
  try {
    const pending = db.prepare('SELECT 1 FROM "_migrations" WHERE "version" = ?').get(migration.version) === undefined;
    if (pending) {
      migration.up(db);
      db.prepare('INSERT INTO "_migrations" ("version", "name", "appliedAt") VALUES (?, ?, ?)').run(
        migration.version,
        migration.name,
        new Date().toISOString(),
      );
    }
    db.exec('COMMIT');
    return pending;
  } catch (error) {
    if (db.isTransaction) db.exec('ROLLBACK');
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${migration.version} (${migration.name}) failed: ${reason}`, { cause: error });
  }
}

/**
 * Applies every migration the database has not recorded yet, each in its own transaction, then
 * checks that the result matches the schema. Returns the versions it applied.
 */
export function migrateDatabase(db: DatabaseSync, list: readonly Migration[] = migrations): number[] {
  assertWellNumbered(list);
  db.exec(CREATE_MIGRATIONS_TABLE);
  const recorded = new Set(
    db
      .prepare('SELECT "version" FROM "_migrations"')
      .all()
      .map((row) => Number(row.version)),
  );
  const applied: number[] = [];
  for (const migration of list) {
    if (recorded.has(migration.version)) continue;
    if (applyOne(db, migration)) applied.push(migration.version);
  }
  assertNoSchemaDrift(db);
  return applied;
}
