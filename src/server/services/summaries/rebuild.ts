// Recomputes the dashboard's counters from the rows themselves: once, for a database made before they existed
// (`ensureSummaries` at start), after an import, and by hand (`npm run summaries -- rebuild`) to repair drift.
// It reads every learner, award, payment and pathfinder request a page at a time (a long job at a million
// learners: an operator's tool, never a request's work), then writes each counter's value absolutely, so
// running it twice gives the same figures. Events that happen while it runs may be missed: run it while
// the platform is quiet, as points:verify --repair is.
//
// Daily and weekly active learners are history that no row keeps (lastActive holds only the latest visit):
// a first build seeds them from each learner's latest visit, a lower bound, and a later rebuild keeps them.
import { isCorporateTier } from '#/domain/organisations.ts';
import { utcDayKey, revenueBucket, NO_TIER, type Metric } from '#/domain/summaries.ts';
import { utcMonthKey, utcWeekKey } from '#/domain/time-zones.ts';
import type { Backend } from '../../backend.ts';
import type { RowOf, TableName } from '../../schema.ts';
import type { Store } from '../../store/port.ts';
import { cursorAfter, equal, isNotNull, limit, orderAsc, type Query } from '../../store/query.ts';
import { applyNameKeyChanges, nameKeyChanges, type NameKeyChanges } from '../admin/name-index.ts';
import { summaryRowId } from './tally.ts';

/** The settings row that says the counters were built (its value: when). */
export const SUMMARIES_BUILT_KEY = 'summaries.built';

/** The counters a rebuild recomputes; activeDay and activeWeek are only seeded when there are none. */
const REBUILT: readonly Metric[] = [
  'learners',
  'signupsWeek',
  'membership',
  'tier',
  'role',
  'activeLatest',
  'xpWeek',
  'revenueMonth',
  'pathfinderStatus',
  'pathfinderWeek',
  'journeyLearners',
  'modulesWeek',
  'certificates',
  'certificatesWeek',
  'capstonesAwaiting',
  'forumReportsOpen',
  'heldMembers',
];
const HISTORY: readonly Metric[] = ['activeDay', 'activeWeek'];

const PAGE = 2000;

/** Calls `each` with every row of `table`, a page at a time, in id order. */
async function forEachRow<T extends TableName>(store: Store, table: T, filters: readonly Query<T>[], each: (row: RowOf<T>) => void): Promise<number> {
  let after: string | null = null;
  let seen = 0;
  for (;;) {
    const page: RowOf<T>[] = await store.findRows(table, [...filters, orderAsc('$id'), limit(PAGE), ...(after ? [cursorAfter(after)] : [])] as Query<T>[]);
    for (const row of page) each(row);
    seen += page.length;
    if (page.length < PAGE) return seen;
    after = page.at(-1)?.$id ?? null;
  }
}

type Figures = Map<string, { metric: Metric; bucket: string; count: number; total: number }>;

function adder(figures: Figures) {
  return (metric: Metric, bucket: string, count = 1, total = 0) => {
    const key = `${metric}\u0000${bucket}`;
    const seen = figures.get(key) ?? { metric, bucket, count: 0, total: 0 };
    figures.set(key, { ...seen, count: seen.count + count, total: seen.total + total });
  };
}

/** Every counter's value as the rows say now. */
async function computeFigures(store: Store): Promise<{ figures: Figures; history: Figures }> {
  const figures: Figures = new Map();
  const history: Figures = new Map();
  const add = adder(figures);
  const seed = adder(history);
  // Corporate members on hold (rule 34): in an inactive organisation, paid by their row, no payment of their own.
  const inactive = new Set<string>();
  await forEachRow(store, 'organisations', [equal('active', false)], (organisation) => inactive.add(organisation.$id));
  const holdCandidates: string[] = [];
  const payers = new Set<string>();
  await forEachRow(store, 'users', [], (user) => {
    if (user.organisationId !== null && inactive.has(user.organisationId) && user.membershipStatus === 'paid' && isCorporateTier(user.transformationTier)) holdCandidates.push(user.$id);
    add('learners', 'all');
    add('signupsWeek', utcWeekKey(new Date(user.$createdAt)));
    add('membership', user.membershipStatus);
    add('tier', user.transformationTier ?? NO_TIER);
    add('role', user.role);
    if (user.journey) add('journeyLearners', user.journey);
    if (user.lastActive) {
      const at = new Date(user.lastActive);
      add('activeLatest', utcDayKey(at));
      seed('activeDay', utcDayKey(at));
      seed('activeWeek', utcWeekKey(at));
    }
  });
  await forEachRow(store, 'points_transactions', [], (entry) => {
    if (entry.xp > 0) add('xpWeek', utcWeekKey(new Date(entry.awardedAt)), 1, entry.xp);
  });
  await forEachRow(store, 'payments', [equal('status', 'succeeded')], (payment) => {
    payers.add(payment.userId);
    if (payment.fulfilledAt) add('revenueMonth', revenueBucket(utcMonthKey(new Date(payment.fulfilledAt)), payment.currency), 1, payment.amount);
  });
  const held = holdCandidates.filter((id) => !payers.has(id)).length;
  if (held > 0) add('heldMembers', 'all', held);
  await forEachRow(store, 'pathfinder_requests', [], (request) => {
    add('pathfinderStatus', request.status);
    add('pathfinderWeek', utcWeekKey(new Date(request.$createdAt)));
  });
  await forEachRow(store, 'module_progress', [isNotNull('completedAt')], (progress) => {
    if (progress.completedAt) add('modulesWeek', utcWeekKey(new Date(progress.completedAt)));
  });
  await forEachRow(store, 'certificates', [], (certificate) => {
    add('certificates', 'all');
    add('certificatesWeek', utcWeekKey(new Date(certificate.issuedAt)));
  });
  await forEachRow(store, 'capstones', [equal('status', 'in_review')], () => add('capstonesAwaiting', 'all'));
  await forEachRow(store, 'forum_reports', [equal('status', 'open')], () => add('forumReportsOpen', 'all'));
  return { figures, history };
}

/** Makes `metrics` hold exactly `figures`: each bucket's value on shard 0, every other shard and bucket zeroed. */
async function writeFigures(store: Store, metrics: readonly Metric[], figures: Figures): Promise<number> {
  let written = 0;
  const pending = new Map(figures);
  for (const metric of metrics) {
    const rows: RowOf<'summaries'>[] = [];
    await forEachRow(store, 'summaries', [equal('metric', metric)], (row) => rows.push(row));
    for (const row of rows) {
      const key = `${metric}\u0000${row.bucket}`;
      const wanted = row.shard === 0 ? pending.get(key) : undefined;
      const count = wanted?.count ?? 0;
      const total = wanted?.total ?? 0;
      if (row.shard === 0) pending.delete(key);
      if (row.count !== count || row.total !== total) {
        await store.updateRow('summaries', row.$id, { count, total });
        written += 1;
      }
    }
  }
  for (const figure of pending.values()) {
    if (!metrics.includes(figure.metric)) continue;
    await store.createRow('summaries', summaryRowId(figure.metric, figure.bucket, 0), { ...figure, shard: 0 });
    written += 1;
  }
  return written;
}

export interface RebuildReport {
  /** Counter rows written (changed or created). */
  readonly written: number;
  /** Whether daily and weekly active learners were seeded (there were none yet). */
  readonly seededHistory: boolean;
}

/** Writes per transaction at most (Appwrite refuses a transaction of more than 100). */
const NAME_WRITES_PER_TRANSACTION = 90;

/** The settings row that says which keys the name index holds for every learner (its value: NAME_INDEX_KIND). */
export const NAME_INDEX_KEY = 'learner-search.keys';
/** Words and pairs of words (an index of words alone is brought up to date at the next start). */
const NAME_INDEX_KIND = JSON.stringify({ keys: 'words-and-pairs' });

/** Transactions of the name index sent together: the embedded store commits them at once (one disk sync). */
const NAME_TRANSACTIONS_AT_ONCE = 16;

/**
 * Makes the name index hold the keys of every learner's name: learners made before it, imported, or indexed
 * before it held pairs of words. Reads 100 learners and their keys at a time and writes only what differs,
 * several learners per transaction and several transactions at once (a million learners is minutes, not an
 * hour of one disk sync per transaction). Running it twice writes nothing the second time.
 */
async function indexStaleNames(store: Store): Promise<number> {
  let indexed = 0;
  const ready: NameKeyChanges[][] = [];
  let batch: NameKeyChanges[] = [];
  let writes = 0;
  const close = () => {
    if (batch.length > 0) ready.push(batch);
    batch = [];
    writes = 0;
  };
  const send = async () => {
    const work = ready.splice(0);
    await Promise.all(
      work.map((changes) =>
        store.transaction(async (tx) => {
          for (const change of changes) await applyNameKeyChanges(tx, change);
        }),
      ),
    );
    indexed += work.reduce((sum, changes) => sum + changes.length, 0);
  };
  let after: string | null = null;
  for (;;) {
    const users: RowOf<'users'>[] = await store.findRows('users', [orderAsc('$id'), limit(100), ...(after ? [cursorAfter(after)] : [])]);
    const ids = users.map((user) => user.$id);
    const keys = new Map<string, RowOf<'learner_search_terms'>[]>();
    if (ids.length > 0) {
      // At most 8 words and 28 pairs per name.
      for (const row of await store.findRows('learner_search_terms', [equal('userId', ids), limit(ids.length * 40)])) keys.set(row.userId, [...(keys.get(row.userId) ?? []), row]);
    }
    for (const user of users) {
      const change = nameKeyChanges(user.$id, user.displayName, keys.get(user.$id) ?? []);
      const size = change.deletes.length + change.creates.length;
      if (size === 0) continue;
      if (writes + size > NAME_WRITES_PER_TRANSACTION) close();
      batch.push(change);
      writes += size;
    }
    if (ready.length >= NAME_TRANSACTIONS_AT_ONCE) await send();
    if (users.length < 100) break;
    after = users.at(-1)?.$id ?? null;
  }
  close();
  await send();
  await writeSetting(store, NAME_INDEX_KEY, NAME_INDEX_KIND);
  return indexed;
}

async function writeSetting(store: Store, key: string, value: string): Promise<void> {
  if (await store.getRow('settings', key)) await store.updateRow('settings', key, { value });
  else await store.createRow('settings', key, { value });
}

/**
 * Recomputes every counter from the rows, indexes unindexed names, and records that the counters are built.
 * `only` recomputes just those counters (the demo data, which writes some rows directly).
 */
export async function rebuildSummaries({ store }: Pick<Backend, 'store'>, now = new Date(), only?: readonly Metric[]): Promise<RebuildReport> {
  if (only) {
    const { figures } = await computeFigures(store);
    return { written: await writeFigures(store, only.filter((metric) => REBUILT.includes(metric)), figures), seededHistory: false };
  }
  await indexStaleNames(store);
  const { figures, history } = await computeFigures(store);
  let written = await writeFigures(store, REBUILT, figures);
  const hasHistory = (await store.findRows('summaries', [equal('metric', [...HISTORY]), limit(1)])).length > 0;
  if (!hasHistory) written += await writeFigures(store, HISTORY, history);
  await writeSetting(store, SUMMARIES_BUILT_KEY, JSON.stringify({ at: now.toISOString() }));
  return { written, seededHistory: !hasHistory };
}

/**
 * Builds the counters unless they were built before: at start, so a database made before the dashboard
 * existed (or filled by an import) counts right from its first page view; and brings a name index of words
 * alone up to words and pairs. Returns the report, or null when no counter was built.
 */
export async function ensureSummaries(backend: Pick<Backend, 'store'>): Promise<RebuildReport | null> {
  if (await backend.store.getRow('settings', SUMMARIES_BUILT_KEY)) {
    // Counters built before; the name index may still hold words alone (made before pairs of words).
    if ((await backend.store.getRow('settings', NAME_INDEX_KEY))?.value !== NAME_INDEX_KIND) await indexStaleNames(backend.store);
    return null;
  }
  return rebuildSummaries(backend);
}
