// Group commit (src/server/store/sqlite/group-commit.ts): transactions submitted together share one SQLite
// commit, each keeps its own result and its own failure, and none is answered before its commit returns.
import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AsyncMutex } from '#/server/store/async-mutex.ts';
import { createGroupCommit, MAX_GROUP } from '#/server/store/sqlite/group-commit.ts';

let db: DatabaseSync;
let statements: string[];
let failNextCommit: Error | null;
let submit: ReturnType<typeof createGroupCommit>;

beforeEach(() => {
  db = new DatabaseSync(':memory:');
  db.exec('CREATE TABLE awards (id TEXT PRIMARY KEY, xp INTEGER NOT NULL)');
  statements = [];
  failNextCommit = null;
  // Every statement the group commit runs, in order; a commit can be made to fail once.
  const exec = db.exec.bind(db);
  db.exec = (sql: string) => {
    statements.push(sql);
    if (sql === 'COMMIT' && failNextCommit) {
      const error = failNextCommit;
      failNextCommit = null;
      throw error;
    }
    exec(sql);
  };
  submit = createGroupCommit({ db, mutex: new AsyncMutex(), assertUsable: () => undefined });
});

afterEach(() => db.close());

const insert = (id: string, xp: number) => db.prepare('INSERT INTO awards (id, xp) VALUES (?, ?)').run(id, xp);
const stored = () => db.prepare('SELECT id FROM awards ORDER BY id').all().map((row) => row.id);
const commits = () => statements.filter((sql) => sql === 'COMMIT').length;

describe('group commit', () => {
  it('applies transactions submitted together in one commit, each with its own result', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        submit(async () => {
          insert(`a${String(index).padStart(2, '0')}`, index);
          await Promise.resolve();
          return index * 10;
        }),
      ),
    );
    expect(results).toEqual(Array.from({ length: 20 }, (_, index) => index * 10));
    expect(stored()).toHaveLength(20);
    expect(commits()).toBe(1);
  });

  it('never shares one commit between more than MAX_GROUP transactions', async () => {
    await Promise.all(Array.from({ length: MAX_GROUP + 1 }, (_, index) => submit(async () => insert(`b${index}`, 1))));
    expect(stored()).toHaveLength(MAX_GROUP + 1);
    expect(commits()).toBe(2);
  });

  it('undoes only the transaction that fails: its neighbours commit, it gets its own error', async () => {
    const failure = new Error('unknown activity');
    const outcomes = await Promise.allSettled([
      submit(async () => insert('first', 1)),
      submit(async () => {
        insert('doomed', 2);
        throw failure;
      }),
      submit(async () => insert('third', 3)),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((outcomes[1] as PromiseRejectedResult).reason).toBe(failure);
    expect(stored()).toEqual(['first', 'third']);
    expect(commits()).toBe(1);
  });

  it('answers nobody before the commit that holds their writes has returned', async () => {
    const seen: boolean[] = [];
    await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        submit(async () => insert(`c${index}`, 1)).then(() => seen.push(commits() === 1 && !db.isTransaction)),
      ),
    );
    expect(seen).toEqual([true, true, true, true, true]);
  });

  it('fails every member when the commit fails, and keeps none of their writes', async () => {
    failNextCommit = new Error('disk I/O error');
    const outcomes = await Promise.allSettled([submit(async () => insert('d1', 1)), submit(async () => insert('d2', 2))]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
    expect(stored()).toEqual([]);
    // The connection is usable again afterwards.
    await submit(async () => insert('after', 1));
    expect(stored()).toEqual(['after']);
  });

  it('runs the members that had succeeded again when SQLite abandons the whole transaction', async () => {
    const failure = new Error('database or disk is full');
    const runs = { e1: 0, e3: 0 };
    const outcomes = await Promise.allSettled([
      submit(async () => {
        runs.e1 += 1;
        insert('e1', 1);
      }),
      submit(async () => {
        // What SQLite does on a full disk: the whole transaction is rolled back, not just this statement.
        db.exec('ROLLBACK');
        throw failure;
      }),
      submit(async () => {
        runs.e3 += 1;
        insert('e3', 3);
      }),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(stored()).toEqual(['e1', 'e3']);
    expect(runs).toEqual({ e1: 2, e3: 1 });
  });

  it('starts at once when nothing else is running', async () => {
    await submit(async () => insert('alone', 1));
    expect(statements).toEqual(['BEGIN IMMEDIATE', 'SAVEPOINT grouped', 'RELEASE grouped', 'COMMIT']);
  });
});
