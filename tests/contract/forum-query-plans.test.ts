// The forum's reads on the embedded database use its indexes the way the 100,000-post bench needs: the list
// (all, one category, a free learner's), a page far down by cursor, pinned posts, search (read from the
// full-text index in its own order), and a discussion's replies each walk an index in order and stop after a
// page; none sorts every row or scans the table.
// Checked with SQLite's own EXPLAIN QUERY PLAN on the SQL the store sends.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readDiscussion } from '#/server/services/forum/discussion.ts';
import { readFeed } from '#/server/services/forum/feed.ts';
import { openDatabase } from '#/server/store/sqlite/connection.ts';
import { migrateDatabase } from '#/server/store/sqlite/migrations.ts';
import { createRowOperations } from '#/server/store/sqlite/row-operations.ts';
import type { Store, StoreOps } from '#/server/store/port.ts';
import { newPostRow } from '#/server/services/forum/posts.ts';
import { newReplyRow } from '#/server/services/forum/replies.ts';

let directory: string;
let db: DatabaseSync;
const sent: string[] = [];

/** A store on the test database whose row operations (with a fresh statement cache) record what they prepare. */
function recordingStore(): Store {
  const prepare = db.prepare.bind(db);
  const recording = new Proxy(db, {
    get: (target, key) => {
      if (key === 'prepare') return (sql: string) => (sent.push(sql), prepare(sql));
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  const rows = createRowOperations(recording);
  const ops: StoreOps = {
    getRow: async (table, id) => rows.getRow(table, id),
    listRows: async (table, queries) => rows.listRows(table, queries),
    findRows: async (table, queries) => rows.findRows(table, queries),
    createRow: async (table, id, data) => rows.createRow(table, id, data),
    updateRow: async (table, id, data) => rows.updateRow(table, id, data),
    deleteRow: async (table, id) => rows.deleteRow(table, id),
    setCreatedAt: async (table, id, at) => rows.setCreatedAt(table, id, at),
    incrementColumn: async (table, id, column, by, options) => rows.incrementColumn(table, id, column, by, options),
    addToCounter: async (table, id, column, by, orCreate) => rows.addToCounters(table, column, [rows.counterStep(table, id, column, by, orCreate)]),
  };
  return { ...ops, transaction: (fn) => fn(ops), close: async () => undefined };
}

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'forum-plans-'));
  db = openDatabase(join(directory, 'platform.db'));
  migrateDatabase(db);
  const store = recordingStore();
  await store.createRow('users', 'ada', { role: 'learner', membershipStatus: 'free', displayName: 'Ada' });
  for (let index = 0; index < 60; index++) {
    const at = new Date(Date.UTC(2026, 10, 1, 0, index)).toISOString();
    const post = newPostRow('ada', { categoryId: index % 2 === 0 ? 'general' : 'book-club', title: `Post number ${index}`, body: 'Team feedback and budgets.' }, at);
    await store.createRow('forum_posts', `p${index}`, { ...post, pinned: index === 5 });
    await store.createRow('forum_replies', `r${index}`, newReplyRow({ id: `r${index}`, postId: 'p1', authorId: 'ada', body: 'A reply.', bodyHtml: '<p>A reply.</p>' }, null, at));
  }
});

afterAll(async () => {
  db.close();
  await rm(directory, { recursive: true, force: true });
});

/** The plan of every list query on forum_posts / forum_replies that `read` sends. */
async function plansOf(read: (backend: { store: Store }) => Promise<unknown>): Promise<string[]> {
  sent.length = 0;
  await read({ store: recordingStore() });
  return sent
    .filter((sql) => /(FROM|JOIN) "forum_(posts|replies)"/.test(sql) && /^SELECT (\*|"t"\.\*)/.test(sql) && !sql.includes('WHERE "$id" = ?'))
    .map((sql) => {
      const count = (sql.match(/\?/g) ?? []).length;
      const plan = db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...Array.from({ length: count }, () => 1));
      return plan.map((row) => String(row.detail)).join(' | ');
    });
}

const paid = { id: 'ada', isAdmin: false, isPaid: true };
const free = { id: 'ada', isAdmin: false, isPaid: false };
const everywhere = { categoryId: null, query: '', after: null } as const;

describe('the forum’s reads on SQLite', () => {
  it('the list and its pinned posts walk an index in activity order, for everyone, a category and a free learner', async () => {
    for (const read of [
      (backend: { store: Store }) => readFeed(backend, paid, everywhere),
      (backend: { store: Store }) => readFeed(backend, free, everywhere),
      (backend: { store: Store }) => readFeed(backend, paid, { ...everywhere, categoryId: 'general' }),
    ]) {
      const plans = await plansOf(read);
        expect(plans.length).toBeGreaterThan(0);
      for (const plan of plans) {
        expect(plan).toMatch(/^SEARCH forum_posts USING INDEX forum_posts_(feed|category_feed|pinned) \(/);
        expect(plan).not.toMatch(/TEMP B-TREE|SCAN forum_posts\b/);
      }
    }
  });

  it('a page far down starts at its cursor in the index (a range), not from the top', async () => {
    const [plan] = await plansOf((backend) => readFeed(backend, paid, { ...everywhere, after: 'p30' }));
    expect(plan).toMatch(/USING INDEX forum_posts_(feed|pinned) \((pinned=\? AND )?listed=\? AND lastActivityAt<\?\)/);
    expect(plan).not.toMatch(/TEMP B-TREE/);
  });

  it('search is read from the full-text index newest first and stops after a page, a later page seeking to its cursor', async () => {
    for (const read of [
      (backend: { store: Store }) => readFeed(backend, paid, { ...everywhere, query: 'team budgets' }),
      (backend: { store: Store }) => readFeed(backend, free, { ...everywhere, query: 'team' }),
      (backend: { store: Store }) => readFeed(backend, paid, { ...everywhere, categoryId: 'general', query: 'team', after: 'p30' }),
    ]) {
      const [plan] = await plansOf(read);
      // M1: the words matched; < : the rowid range of a later page.
      expect(plan).toMatch(/^SCAN f VIRTUAL TABLE INDEX \d+:M1<? \| SEARCH t USING INTEGER PRIMARY KEY \(rowid=\?\)$/);
    }
    const [later] = await plansOf((backend) => readFeed(backend, paid, { ...everywhere, query: 'team', after: 'p30' }));
    expect(later).toMatch(/INDEX \d+:M1</);
  });

  it('a discussion’s replies are read in thread order from their index, a page at a time, by cursor too', async () => {
    for (const read of [(backend: { store: Store }) => readDiscussion(backend, paid, 'p1'), (backend: { store: Store }) => readDiscussion(backend, paid, 'p1', { after: 'r30' })]) {
      const [plan] = await plansOf(read);
      expect(plan).toMatch(/^SEARCH forum_replies USING INDEX forum_replies_thread \(postId=\?/);
      expect(plan).not.toMatch(/TEMP B-TREE/);
    }
  });
});
