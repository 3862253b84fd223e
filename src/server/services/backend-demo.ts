// What /appwrite-demo shows: which backend runs and its version, a timed health check, how many rows
// each data table holds, and the top learners by points. Only public facts: display names and
// points of people who have not opted out of the leaderboard, and counts (never rows) of data tables.
// The auth tables are left out altogether: even their sizes say something about accounts and sessions.
import type { Backend } from '../backend.ts';
import type { BackendVersion } from '../backend-info.ts';
import { TABLE_NAMES, tableSpec, type TableName } from '../schema.ts';
import { equal, greaterThan, limit, orderAsc, orderDesc } from '../store/query.ts';

export const TOP_LEARNER_COUNT = 5;

/** Tables whose rows are about sign-in (accounts, sessions, failed attempts): not even counted. */
export function isAuthTable(table: TableName): boolean {
  return table.startsWith('auth_');
}

export interface HealthCheck {
  ok: boolean;
  /** Milliseconds the ping took, to a tenth, measured on the server. */
  latencyMs: number;
  checkedAt: string;
}

export interface TableCount {
  table: TableName;
  name: string;
  rows: number;
}

export interface TopLearner {
  id: string;
  displayName: string;
  points: number;
}

export interface BackendDemo {
  backend: 'embedded' | 'appwrite';
  /** null when the backend did not say (the page then says so). */
  version: BackendVersion | null;
  health: HealthCheck;
  counts: TableCount[];
  topLearners: TopLearner[];
}

/** Times one ping to the backend. A failure is reported as `ok: false`, never thrown. */
export async function checkBackendHealth(
  { info }: Pick<Backend, 'info'>,
  clock: () => number = () => performance.now(),
  now: () => Date = () => new Date(),
): Promise<HealthCheck> {
  const started = clock();
  let ok = true;
  try {
    await info.ping();
  } catch {
    ok = false;
  }
  const latencyMs = Math.round((clock() - started) * 10) / 10;
  return { ok, latencyMs, checkedAt: now().toISOString() };
}

export async function countDataTables({ store }: Pick<Backend, 'store'>): Promise<TableCount[]> {
  const tables = TABLE_NAMES.filter((table) => !isAuthTable(table));
  return Promise.all(
    tables.map(async (table) => ({
      table,
      name: tableSpec(table).name,
      // `total` ignores the limit, so one row read gives the count on every backend.
      rows: (await store.listRows(table, [limit(1)])).total,
    })),
  );
}

/** The top of the all-time leadership board (opted-out learners are not on it). */
export async function topLearners({ store }: Pick<Backend, 'store'>, count = TOP_LEARNER_COUNT): Promise<TopLearner[]> {
  const rows = await store.findRows('user_points', [equal('listed', true), greaterThan('points', 0), orderDesc('points'), orderAsc('$id'), limit(count)]);
  if (rows.length === 0) return [];
  const people = await store.findRows('users', [equal('$id', rows.map((row) => row.$id)), limit(rows.length)]);
  const names = new Map(people.map((person) => [person.$id, person.displayName]));
  return rows.flatMap((row) => {
    const displayName = names.get(row.$id);
    return displayName === undefined ? [] : [{ id: row.$id, displayName, points: row.points }];
  });
}

export async function describeBackend(backend: Pick<Backend, 'info' | 'store'>): Promise<BackendDemo> {
  // The ping goes first and alone, so the figure is not inflated by the page's other reads.
  const health = await checkBackendHealth(backend);
  const [version, counts, learners] = await Promise.all([
    backend.info.version().catch(() => null),
    countDataTables(backend),
    topLearners(backend),
  ]);
  return { backend: backend.info.name, version, health, counts, topLearners: learners };
}
