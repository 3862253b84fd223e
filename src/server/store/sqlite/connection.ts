// Opens the SQLite file with the settings the store relies on for durability and for sharing the file
// with other processes (scripts, a second server), in one place so no caller forgets one.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

/** The special file name for a private, in-memory database (tests, throwaway tools). */
export const IN_MEMORY = ':memory:';

/**
 * The page cache, in KiB (SQLite's negative form): 64 MiB rather than the default 2 MiB, so the hot parts of
 * a large database (the boards' indexes and counts, sessions, the learners being read) are served from
 * memory instead of a read from the file for every page. Memory is taken only as pages are used.
 */
export const PAGE_CACHE_KIB = 65_536;

/**
 * The WAL is copied back into the database file (a checkpoint) once it holds this many pages: 10,000 pages of
 * 4 KiB, 40 MiB, rather than SQLite's 1,000. A checkpoint writes every page the WAL holds to its place in the
 * file and waits for the disk, in the commit that crosses the mark; an award dirties about 15 pages scattered
 * over the file (its ledger row, balance, counters, board counts and their index entries), and the boards'
 * hot pages are written again and again. Checkpointing ten times less often writes each of those once per
 * 40 MiB instead of once per 4 MiB: at 100,000 learners it about halved the time an award spends committing.
 * This is the mark of a connection that copies its own log (scripts, tests); see WAL_RESTART_PAGES for the server's.
 */
export const WAL_AUTOCHECKPOINT_PAGES = 10_000;

/**
 * The mark when a thread of its own copies the log as it is written (background-checkpoints.ts, as the server
 * does): 100,000 pages, up to 400 MiB of log on disk under a sustained stream of writes. The copying is done
 * there; the writer's checkpoint is only the point where the log starts over from its beginning, which SQLite
 * does once every committed page has been copied, and the writer's checkpoint copies whatever the thread had
 * not reached yet and waits for the file to reach the disk, in the commit that crosses the mark, while every
 * request waits. At 1,000,000 learners, with a stream of awards filling the log with about 20,000 pages a
 * second, the writer's checkpoints at 10,000 pages took about a tenth of the server thread's time; at 100,000
 * they are ten times rarer, and awards per second rose by about a sixth. Readers look for a page only among the
 * frames not copied yet, so a longer log costs them nothing; after a crash, the next start reads the log once
 * to rebuild its index (0.2 s for a 370 MiB log here, killed mid-stream at 1,000,000 learners).
 */
export const WAL_RESTART_PAGES = 100_000;

export interface OpenDatabaseOptions {
  /** Another thread copies this file's log as it grows (background-checkpoints.ts): the longer mark applies. */
  readonly copiedInBackground?: boolean;
}

/** How long a statement waits for another connection's lock before failing with SQLITE_BUSY. */
export const BUSY_TIMEOUT_MS = 5000;

/**
 * Opens (creating when missing, parent directory included) the database file and applies the
 * connection PRAGMAs: WAL so readers never block the writer, synchronous=FULL so a committed write
 * survives power loss, a busy timeout so concurrent processes wait instead of failing, foreign keys on,
 * and a page cache sized for a server.
 */
export function openDatabase(file: string, options: OpenDatabaseOptions = {}): DatabaseSync {
  const inMemory = file === IN_MEMORY;
  if (!inMemory) mkdirSync(dirname(file), { recursive: true });
  const db = new DatabaseSync(file, { enableForeignKeyConstraints: true });
  try {
    // The timeout goes first so that switching to WAL waits for other processes too.
    db.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
    if (!inMemory) {
      const mode = db.prepare('PRAGMA journal_mode = WAL').get()?.journal_mode;
      if (String(mode).toLowerCase() !== 'wal') {
        throw new Error(`SQLite refused WAL mode for ${file} (got ${String(mode)}); is it on a network file system?`);
      }
    }
    db.exec('PRAGMA synchronous = FULL');
    db.exec(`PRAGMA wal_autocheckpoint = ${options.copiedInBackground === true ? WAL_RESTART_PAGES : WAL_AUTOCHECKPOINT_PAGES}`);
    // Temporary files in memory: above all the sub-journal, where a savepoint keeps the first version of each
    // page it changes so that it can be rolled back. Group commit runs every transaction in a savepoint of its
    // own (group-commit.ts), and an award changes about 30 pages, past the 64 KiB SQLite keeps in memory
    // before it spills the sub-journal to a file in /var/tmp: some 50 file writes per award that are never
    // read unless the award fails. Nothing else temporary grows large here: every query the store makes has
    // a LIMIT, so a sort holds at most a page of rows.
    db.exec('PRAGMA temp_store = MEMORY');
    db.exec('PRAGMA foreign_keys = ON');
    db.exec(`PRAGMA cache_size = -${PAGE_CACHE_KIB}`);
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}
