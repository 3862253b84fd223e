// The embedded store's read stamps (src/server/store/sqlite/read-stamps.ts), which the render cache trusts to
// say whether a page rendered earlier would read the same now: a stamp goes stale with any write to a row or
// table the work read, or any commit by another connection, and never with a write to something it did not
// read; work that writes or opens a transaction gets no stamp at all. A query of one learner's rows depends on
// that learner's rows alone, and reads declared as allowed to lag (other learners' standings) are not noted.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { openSqliteStore } from '#/server/store/sqlite/sqlite-store.ts';
import type { Store } from '#/server/store/port.ts';
import { readsMayLag, type ReadTracking } from '#/server/store/read-tracking.ts';
import { equal, limit } from '#/server/store/query.ts';
import { awardXp, getLeaderboard, getPublicStanding } from '#/server/services/gamification/index.ts';
import { addLearner } from './engine-contract/harness.ts';
import { newUser } from './store-contract/harness.ts';

const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

async function openStore(file?: string): Promise<{ store: Store; tracking: ReadTracking; file: string }> {
  let path = file;
  if (!path) {
    const directory = await mkdtemp(join(tmpdir(), 'read-tracking-'));
    cleanup.push(() => rm(directory, { recursive: true, force: true }));
    path = join(directory, 'store.sqlite');
  }
  const store = openSqliteStore({ file: path });
  cleanup.push(() => store.close());
  if (!store.readTracking) throw new Error('the embedded store offers read tracking');
  return { store, tracking: store.readTracking, file: path };
}

describe('read tracking on the embedded store', () => {
  it('keeps a stamp current until a row it read is written, and not when another row is', async () => {
    const { store, tracking } = await openStore();
    await store.createRow('users', 'ada', newUser({ displayName: 'Ada' }));
    await store.createRow('users', 'bea', newUser({ displayName: 'Bea' }));
    const { value, stamp } = await tracking.track(async () => (await store.getRow('users', 'ada'))?.displayName);
    expect(value).toBe('Ada');
    if (!stamp) throw new Error('a read-only piece of work is stamped');
    expect(tracking.isCurrent(stamp)).toBe(true);
    await store.updateRow('users', 'bea', { displayName: 'Beatrice' });
    expect(tracking.isCurrent(stamp)).toBe(true);
    await store.updateRow('users', 'ada', { displayName: 'Ada L.' });
    expect(tracking.isCurrent(stamp)).toBe(false);
  });

  it('makes a query stale with any write to its table, a row read stale when its row is deleted', async () => {
    const { store, tracking } = await openStore();
    await store.createRow('users', 'ada', newUser());
    const listed = await tracking.track(() => store.findRows('users', [equal('role', 'learner')]));
    const read = await tracking.track(() => store.getRow('users', 'ada'));
    const other = await tracking.track(() => store.getRow('settings', 'contact'));
    await store.createRow('users', 'cai', newUser());
    expect(tracking.isCurrent(listed.stamp!)).toBe(false);
    expect(tracking.isCurrent(read.stamp!)).toBe(true);
    await store.deleteRow('users', 'ada');
    expect(tracking.isCurrent(read.stamp!)).toBe(false);
    expect(tracking.isCurrent(other.stamp!)).toBe(true);
  });

  it('makes a lookup by ids depend on those rows alone, as reading each would', async () => {
    const { store, tracking } = await openStore();
    for (const id of ['ada', 'bea', 'cai']) await store.createRow('users', id, newUser());
    const { value, stamp } = await tracking.track(() => store.findRows('users', [equal('$id', ['ada', 'bea']), limit(2)]));
    expect(value).toHaveLength(2);
    await store.updateRow('users', 'cai', { displayName: 'Cai' });
    await store.createRow('users', 'dee', newUser());
    expect(tracking.isCurrent(stamp!)).toBe(true);
    await store.updateRow('users', 'bea', { displayName: 'Bea' });
    expect(tracking.isCurrent(stamp!)).toBe(false);
  });

  it('notes a missing row too: creating it makes the stamp stale', async () => {
    const { store, tracking } = await openStore();
    const { value, stamp } = await tracking.track(() => store.getRow('settings', 'contact'));
    expect(value).toBeNull();
    await store.createRow('settings', 'contact', { value: 'x' });
    expect(tracking.isCurrent(stamp!)).toBe(false);
  });

  it('gives no stamp to work that writes or opens a transaction', async () => {
    const { store, tracking } = await openStore();
    await store.createRow('users', 'ada', newUser());
    const writing = await tracking.track(async () => {
      await store.getRow('users', 'ada');
      await store.updateRow('users', 'ada', { displayName: 'Changed' });
    });
    expect(writing.stamp).toBeNull();
    const transacting = await tracking.track(() => store.transaction((tx) => tx.getRow('users', 'ada')));
    expect(transacting.stamp).toBeNull();
  });

  it('keeps the reads of concurrent pieces of work apart', async () => {
    const { store, tracking } = await openStore();
    await store.createRow('users', 'ada', newUser());
    await store.createRow('users', 'bea', newUser());
    const readAfterTurns = async (id: string) => {
      await new Promise((resolve) => setImmediate(resolve));
      return store.getRow('users', id);
    };
    const [first, second] = await Promise.all([tracking.track(() => readAfterTurns('ada')), tracking.track(() => readAfterTurns('bea'))]);
    await store.updateRow('users', 'bea', { displayName: 'Bea' });
    expect(tracking.isCurrent(first.stamp!)).toBe(true);
    expect(tracking.isCurrent(second.stamp!)).toBe(false);
  });

  it('makes every stamp stale when another connection commits to the same file', async () => {
    const { store, tracking, file } = await openStore();
    await store.createRow('users', 'ada', newUser());
    const { stamp } = await tracking.track(() => store.getRow('settings', 'contact'));
    const other = new DatabaseSync(file);
    cleanup.push(() => other.close());
    other.prepare(`UPDATE "users" SET "displayName" = 'elsewhere' WHERE "$id" = 'ada'`).run();
    expect(tracking.isCurrent(stamp!)).toBe(false);
  });

  it('lets a service that answers from its own copy declare the table it depends on', async () => {
    const { store, tracking } = await openStore();
    const { stamp } = await tracking.track(async () => tracking.dependOn('settings'));
    expect(tracking.isCurrent(stamp!)).toBe(true);
    await store.createRow('settings', 'contact', { value: 'x' });
    expect(tracking.isCurrent(stamp!)).toBe(false);
  });

  it('leaves reads that may lag unnoted, while the work’s own reads, writes and transactions count as before', async () => {
    const { store, tracking } = await openStore();
    await store.createRow('users', 'ada', newUser());
    await store.createRow('users', 'bea', newUser());
    const { value, stamp } = await tracking.track(async () => {
      const others = await readsMayLag(store, () => store.findRows('users', [equal('role', 'learner')]));
      const bea = await readsMayLag(store, () => store.getRow('users', 'bea'));
      return { others: others.length, bea: bea?.$id, ada: (await store.getRow('users', 'ada'))?.$id };
    });
    expect(value).toEqual({ others: 2, bea: 'bea', ada: 'ada' });
    if (!stamp) throw new Error('reading only, even with reads that may lag, is stamped');
    await store.createRow('users', 'cai', newUser());
    await store.updateRow('users', 'bea', { displayName: 'Bea moved' });
    expect(tracking.isCurrent(stamp)).toBe(true);
    await store.updateRow('users', 'ada', { displayName: 'Ada moved' });
    expect(tracking.isCurrent(stamp)).toBe(false);

    const writing = await tracking.track(() => readsMayLag(store, () => store.updateRow('users', 'bea', { displayName: 'Again' })));
    expect(writing.stamp).toBeNull();
    const transacting = await tracking.track(() => readsMayLag(store, () => store.transaction((tx) => tx.getRow('users', 'bea'))));
    expect(transacting.stamp).toBeNull();
    const settings = await tracking.track(() => readsMayLag(store, async () => tracking.dependOn('settings')));
    await store.createRow('settings', 'contact', { value: 'x' });
    expect(tracking.isCurrent(settings.stamp!)).toBe(false);
  });

  it('keeps a board read vouched for when another learner’s award moves the board, not when the viewer’s own does', async () => {
    const { store, tracking } = await openStore();
    for (const id of ['ada', 'bea', 'cai']) await addLearner(store, id);
    const award = (userId: string, sourceId: string) => awardXp({ store }, { userId, activity: 'module', sourceId });
    await award('ada', 'm1');
    await award('bea', 'm1');
    const { value, stamp } = await tracking.track(() => getLeaderboard({ store }, 'ada', { period: 'all', scope: 'everyone' }));
    expect(value.top.map((entry) => entry.userId)).toEqual(['ada', 'bea']);
    // A public profile's positions likewise: the learner's own row exact, everyone else's scores allowed to lag.
    const standing = await tracking.track(() => getPublicStanding({ store }, 'ada'));
    expect(standing.value.positions?.everyone).toBe(1);
    if (!stamp || !standing.stamp) throw new Error('reading a board is stamped');
    // Other learners' awards, one of them earning a first badge (the profile queries ada's badges and counters).
    await award('bea', 'm2');
    await award('cai', 'm1');
    expect(tracking.isCurrent(stamp)).toBe(true);
    expect(tracking.isCurrent(standing.stamp)).toBe(true);
    await award('ada', 'm2');
    expect(tracking.isCurrent(stamp)).toBe(false);
    expect(tracking.isCurrent(standing.stamp)).toBe(false);
  });

  it('makes a query of one learner’s rows depend on that learner’s rows alone', async () => {
    const { store, tracking } = await openStore();
    const badge = (userId: string, badgeId: string) => ({ userId, badgeId, awardedAt: '2026-11-23T10:00:00.000Z', version: 1 });
    await store.createRow('badges_awarded', 'ada-first', badge('ada', 'first'));
    await store.createRow('badges_awarded', 'bea-first', badge('bea', 'first'));
    const track = async () => (await tracking.track(() => store.findRows('badges_awarded', [equal('userId', 'ada'), limit(10)]))).stamp!;
    let stamp = await track();
    // Another learner's rows: created, changed, counted.
    await store.createRow('badges_awarded', 'bea-second', badge('bea', 'second'));
    await store.updateRow('badges_awarded', 'bea-first', { version: 2 });
    await store.incrementColumn('achievement_counts', 'bea-modules', 'count', 1, { orCreate: { userId: 'bea', kind: 'module', count: 0 } });
    expect(tracking.isCurrent(stamp)).toBe(true);
    // The learner's own: a new row, a changed one.
    await store.createRow('badges_awarded', 'ada-second', badge('ada', 'second'));
    expect(tracking.isCurrent(stamp)).toBe(false);
    stamp = await track();
    await store.updateRow('badges_awarded', 'ada-first', { version: 3 });
    expect(tracking.isCurrent(stamp)).toBe(false);
    // Writes that cannot say whose the row was count as anyone's: a deletion, a row given to another learner.
    stamp = await track();
    await store.deleteRow('badges_awarded', 'bea-second');
    expect(tracking.isCurrent(stamp)).toBe(false);
    stamp = await track();
    await store.updateRow('badges_awarded', 'bea-first', { userId: 'cai' });
    expect(tracking.isCurrent(stamp)).toBe(false);
    // A query not limited to one learner still depends on every write to the table.
    const everyone = (await tracking.track(() => store.findRows('badges_awarded', [equal('badgeId', 'first'), limit(10)]))).stamp!;
    await store.createRow('badges_awarded', 'dan-third', badge('dan', 'third'));
    expect(tracking.isCurrent(everyone)).toBe(false);
  });

  it('is not offered when reads are not cached (nothing would note them)', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'read-tracking-'));
    cleanup.push(() => rm(directory, { recursive: true, force: true }));
    const store = openSqliteStore({ file: join(directory, 'store.sqlite'), cacheReads: false });
    cleanup.push(() => store.close());
    expect(store.readTracking).toBeUndefined();
  });
});
