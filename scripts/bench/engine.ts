// BENCH_PART=engine: the gamification engine at 10,000 / 100,000 (and, when asked, 1,000,000) learners with
// ledgers. For each size: seed (batched SQL, checked by points:verify), then in this process the board page's
// server work (top 50 + own position + neighbours) p50/p99 of wall time and its mean CPU time on this thread,
// for all time, this week and an organisation, after a warm-up long enough for the heap to reach its working
// size (its first full collections are start-up, not board work), the position of one learner likewise, and
// awards per second sustained with synchronous=FULL, 4 in flight and 64 in flight (a burst from many requests,
// which then share commits); then the signed-in /leaderboard page at 50 connections as 200 learners in turn,
// with the built server pinned to one core and autocannon, in its own process, pinned to the other (taskset),
// and the server's CPU per request.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BOARD_TOP } from '../../src/domain/boards.ts';
import { hashPassword } from '../../src/server/auth/local/password-hash.ts';
import { createLocalAuth } from '../../src/server/auth/local/local-auth.ts';
import { awardXp, getLeaderboard, verifyPoints, DRIFT_KINDS } from '../../src/server/services/gamification/index.ts';
import { countAbove } from '../../src/server/services/gamification/board-counts.ts';
import { ensureSummaries } from '../../src/server/services/summaries/index.ts';
import { openSqliteStore } from '../../src/server/store/sqlite/sqlite-store.ts';
import { WAL_RESTART_PAGES } from '../../src/server/store/sqlite/connection.ts';
import { benchLearnerId, seedEngineDatabase } from './engine-seed.ts';
import { watchLog } from './wal-watch.ts';
import { formatPinned, loadPinned, startPinnedServer, waitForServer } from './pinned-load.ts';

export interface EngineBenchOptions {
  readonly sizes: readonly number[];
  readonly port: number;
  readonly verify: boolean;
  readonly pageSeconds: number;
  /** A folder holding a database seeded earlier for the (single) size asked for. */
  readonly keptData?: string;
}

/** Budgets of issue 9 / ARCHITECTURE.md. */
const BUDGET = { boardMs: (learners: number) => (learners <= 100_000 ? 5 : 20), awardsPerSecond: 2000, pageP99Ms: 50 };

function percentile(samples: readonly number[], share: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? Number.NaN;
}

/**
 * Wall time p50/p99 of `work`, and its mean CPU time on this thread (the store's reads are synchronous on it): on
 * a shared machine the wall time's tail is mostly waiting for a core, the CPU time is the work's own. A mean, not
 * percentiles: the kernel counts a thread's CPU time in scheduler ticks (4 ms here), too coarse for one call.
 */
export async function timed(times: number, work: (index: number) => Promise<unknown>): Promise<{ p50: number; p99: number; cpuMean: number }> {
  const samples: number[] = [];
  const cpu = process.threadCpuUsage();
  for (let index = 0; index < times; index++) {
    const started = performance.now();
    await work(index);
    samples.push(performance.now() - started);
  }
  const used = process.threadCpuUsage(cpu);
  return { p50: percentile(samples, 0.5), p99: percentile(samples, 0.99), cpuMean: (used.user + used.system) / 1000 / times };
}

const ms = (value: number) => `${value.toFixed(2)} ms`;
const cpu = (figures: { cpuMean: number }) => `mean ${ms(figures.cpuMean)}`;
const verdict = (ok: boolean) => (ok ? 'ok' : 'OVER BUDGET');

/** Awards per second with `inFlight` awards waiting at any time, and the CPU each costs this process. */
/**
 * A prefix of this run's award sources. A kept database (BENCH_ENGINE_DATA) has the awards of earlier runs in its
 * ledgers: with the same sources, every award would be a repeat of one already paid (found by its key, nothing
 * written), and the figures would measure repeats, not awards.
 */
const RUN = Date.now().toString(36);

async function awardsPerSecond(
  store: Parameters<typeof awardXp>[0]['store'],
  file: string,
  awards: number,
  inFlight: number,
  learnerOf: (index: number) => string,
  tag: string,
) {
  const log = watchLog(file);
  const started = performance.now();
  const cpu = process.cpuUsage();
  let next = 0;
  let withBadge = 0;
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next < awards) {
        const index = next++;
        const outcome = await awardXp({ store }, { userId: learnerOf(index), activity: 'module', sourceId: `bench-award-${RUN}-${tag}-${index}` });
        if (!outcome.applied) throw new Error(`award ${index} of run ${RUN} (${tag}) was a repeat: the figures would not be awards`);
        if (outcome.badges.length > 0) withBadge += 1;
      }
    }),
  );
  const used = process.cpuUsage(cpu);
  const perSecond = awards / ((performance.now() - started) / 1000);
  return { perSecond, cpuMs: (used.user + used.system) / 1000 / awards, badgeShare: withBadge / awards, log: log.stop() };
}

export async function waitFor(url: string): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer`);
}

async function benchOneSize(learners: number, options: EngineBenchOptions, passwordHash: string): Promise<void> {
  // BENCH_ENGINE_DATA=<folder>: a database seeded earlier for this many learners by this bench's seed (the admin
  // bench's kept database is one: the engine's seed plus more), used instead of seeding again (a million
  // learners take minutes to seed) and kept afterwards. The awards below add to its ledgers.
  const kept = options.keptData;
  const dataDir = kept ?? mkdtempSync(path.join(tmpdir(), 'leadership-engine-bench-'));
  const file = path.join(dataDir, 'platform.db');
  try {
    const now = new Date();
    if (kept) {
      console.log(`\n${learners.toLocaleString('en-US')} learners: reused the database in ${dataDir}`);
    } else {
      const seeded = await seedEngineDatabase(file, learners, { now, accounts: 200, passwordHash });
      console.log(`\n${learners.toLocaleString('en-US')} learners: seeded ${seeded.entries.toLocaleString('en-US')} ledger entries in ${seeded.seconds.toFixed(1)} s`);
    }
    // As the server opens it (src/server/config.ts): the log copied into the file on a thread of its own.
    const store = openSqliteStore({ file, checkpointInBackground: true });
    // What `npm start` does in the background on a database it has not counted yet (the admin dashboard's
    // counters and the learners' name index, src/server/services/summaries): done here first, as on a server that
    // has been up a while. Left to the server, that one-off rebuild writes under the /leaderboard figures below,
    // every write makes the kept pages stale, and they measured the rebuild instead of the board.
    const counted = performance.now();
    await ensureSummaries({ store });
    console.log(`  brought up to date as a first start does (dashboard counters, name index): ${((performance.now() - counted) / 1000).toFixed(1)} s`);
    if (options.verify) {
      const started = performance.now();
      const report = await verifyPoints({ store }, { now });
      const drift = DRIFT_KINDS.reduce((sum, kind) => sum + report.counts[kind], 0);
      console.log(`  points:verify over the seed: ${drift === 0 ? 'no drift' : `${drift} differences (${report.examples.slice(0, 3).join('; ')})`} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
    }
    const pick = (index: number) => benchLearnerId((index * 7919 + 13) % learners);
    const orgMember = (index: number) => benchLearnerId(((index * 37) % Math.floor(learners / 5)) * 5 + 1);
    // Steady state, reads answered from the store's cache where nothing changed them, and every read from SQLite
    // (what a page costs right after awards change the board).
    const uncached = openSqliteStore({ file, cacheReads: false });
    const reads = { cached: store, uncached };
    const work: Record<string, Record<'all' | 'week' | 'organisation' | 'position', Awaited<ReturnType<typeof timed>>>> = {};
    for (const [kind, reader] of Object.entries(reads)) {
      // Other learners than the ones measured: the measured ones ask for the first time.
      for (let warm = 0; warm < 300; warm++) await getLeaderboard({ store: reader }, pick(warm + 3333), { period: 'all', scope: 'everyone' });
      const scores = await Promise.all(Array.from({ length: 1000 }, async (_, index) => (await reader.getRow('user_points', pick(index + 5000)))?.points ?? 0));
      work[kind] = {
        all: await timed(300, (index) => getLeaderboard({ store: reader }, pick(index), { period: 'all', scope: 'everyone' })),
        week: await timed(300, (index) => getLeaderboard({ store: reader }, pick(index + 1000), { period: 'week', scope: 'everyone' })),
        organisation: await timed(200, (index) => getLeaderboard({ store: reader }, orgMember(index), { period: 'all', scope: 'organisation' })),
        position: await timed(1000, (index) => countAbove(reader, 'all', scores[index] ?? 0)),
      };
    }
    await uncached.close();

    // Enough awards that each run fills the log past the writer's checkpoint mark (WAL_RESTART_PAGES, with the
    // server's background copying) at least twice at every size, so that the figures include what those
    // checkpoints cost; each run reports how often its log started over.
    const awards = 20_000;
    // Each learner's first award in the bench, then a second one for the same learners. The seed gives every
    // learner a few awards, so a first module often earns a badge and creates the learner's counters and period
    // rows; the second is what most awards are on a platform in use (a learner's next activity that day). Below
    // 60,000 learners the runs go round the learners more than once.
    const steady = await awardsPerSecond(store, file, awards, 4, (index) => pick(index + 20_000), 'steady');
    const burst = await awardsPerSecond(store, file, awards, 64, (index) => pick(index + 40_000), 'burst');
    const steadyAgain = await awardsPerSecond(store, file, awards, 4, (index) => pick(index + 20_000), 'steady-again');
    const burstAgain = await awardsPerSecond(store, file, awards, 64, (index) => pick(index + 40_000), 'burst-again');

    // 200 learners with an account sign in, and ask for the page in turn (most are outside the top 50). A kept
    // database may have suspended some of them (the admin bench's does): those could not open the page.
    const auth = createLocalAuth(store);
    const cookies: string[] = [];
    for (let index = 0; cookies.length < 200 && index < learners; index++) {
      const learner = await store.getRow('users', benchLearnerId(index));
      if (learner && learner.suspendedAt === null) cookies.push(`session=${(await auth.createSession(learner.$id, { userAgent: 'bench' })).token}`);
    }
    await store.close();

    const budget = BUDGET.boardMs(learners);
    for (const [kind, figures] of Object.entries(work)) {
      const label = kind === 'cached' ? 'reads from the store cache' : 'every read from SQLite';
      console.log(`  board page server work, all time (top ${BOARD_TOP} + own position + neighbours), ${label}: p50 ${ms(figures.all.p50)}, p99 ${ms(figures.all.p99)}; CPU ${cpu(figures.all)}  (budget ${budget} ms: ${verdict(figures.all.p99 <= budget)})`);
      console.log(`  board page server work, this week, ${label}: p50 ${ms(figures.week.p50)}, p99 ${ms(figures.week.p99)}; CPU ${cpu(figures.week)}  (budget ${budget} ms: ${verdict(figures.week.p99 <= budget)})`);
      console.log(`  board page server work, an organisation, ${label}: p50 ${ms(figures.organisation.p50)}, p99 ${ms(figures.organisation.p99)}; CPU ${cpu(figures.organisation)}`);
      console.log(`  position of one learner, ${label}: p50 ${ms(figures.position.p50)}, p99 ${ms(figures.position.p99)}; CPU ${cpu(figures.position)}  (budget ${budget} ms: ${verdict(figures.position.p99 <= budget)})`);
    }
    const first = learners >= 60_000 ? "each learner's first award here" : `${learners.toLocaleString('en-US')} learners in turn`;
    const runs = [
      [`4 in flight, ${first}`, steady],
      [`64 in flight, ${first}`, burst],
      ['4 in flight, the same learners again', steadyAgain],
      ['64 in flight, the same learners again', burstAgain],
    ] as const;
    for (const [label, run] of runs) {
      const log = `log: ${run.log.pages.toLocaleString('en-US')} pages, started over ${run.log.restarts} times at ${WAL_RESTART_PAGES.toLocaleString('en-US')}`;
      console.log(`  awards sustained (synchronous=FULL, ${label}, ${awards.toLocaleString('en-US')} awards, ${(run.badgeShare * 100).toFixed(0)} % earning a badge; ${log}): ${run.perSecond.toFixed(0)}/s, ${run.cpuMs.toFixed(2)} ms CPU each  (budget ${BUDGET.awardsPerSecond}/s: ${verdict(run.perSecond >= BUDGET.awardsPerSecond)})`);
    }

    const base = `http://127.0.0.1:${options.port}`;
    const server = startPinnedServer({ HOST: '127.0.0.1', PORT: String(options.port), SITE_URL: base, DATA_DIR: dataDir, SEED_DEMO: '0' });
    try {
      await waitForServer(`${base}/auth`, server);
      const load = { cookies, headers: { 'accept-encoding': 'gzip, deflate, br' }, connections: 50 };
      await loadPinned(server.pid ?? 0, `${base}/leaderboard`, { ...load, seconds: 3 }); // warm-up, discarded
      const page = await loadPinned(server.pid ?? 0, `${base}/leaderboard`, { ...load, seconds: options.pageSeconds });
      console.log(`  /leaderboard signed in, 50 connections, 200 learners in turn (server on core 1, load on core 0): ${formatPinned(page)}  (budget p99 ${BUDGET.pageP99Ms} ms: ${verdict(page.p99 <= BUDGET.pageP99Ms && page.errors === 0)})`);
    } finally {
      server.kill();
    }
  } finally {
    if (!kept) rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchEngine(options: EngineBenchOptions): Promise<void> {
  // One real hash shared by every seeded account: hashing 200 passwords at full cost takes a minute.
  const passwordHash = await hashPassword('bench password 2026');
  console.log(`\nGamification engine (${options.sizes.map((size) => size.toLocaleString('en-US')).join(' / ')} learners)`);
  for (const size of options.sizes) await benchOneSize(size, options, passwordHash);
}
