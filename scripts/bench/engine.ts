// BENCH_PART=engine: the gamification engine at 10,000 / 100,000 (and, when asked, 1,000,000) learners with
// ledgers. For each size: seed (batched SQL, checked by points:verify), then in this process the board page's
// server work (top 50 + own position + neighbours) p50/p99 for all time, this week and an organisation,
// the position of one learner p50/p99, and awards per second sustained with synchronous=FULL; then the
// signed-in /leaderboard page at 50 connections, with the built server pinned to one core and autocannon, in
// its own process, pinned to the other (taskset), so the figures are not a floor.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BOARD_TOP } from '../../src/domain/boards.ts';
import { hashPassword } from '../../src/server/auth/local/password-hash.ts';
import { createLocalAuth } from '../../src/server/auth/local/local-auth.ts';
import { awardXp, getLeaderboard, verifyPoints, DRIFT_KINDS } from '../../src/server/services/gamification/index.ts';
import { countAbove } from '../../src/server/services/gamification/board-counts.ts';
import { periodRowId } from '../../src/server/services/gamification/row-keys.ts';
import { openSqliteStore } from '../../src/server/store/sqlite/sqlite-store.ts';
import { benchLearnerId, seedEngineDatabase } from './engine-seed.ts';

export interface EngineBenchOptions {
  readonly sizes: readonly number[];
  readonly port: number;
  readonly verify: boolean;
  readonly pageSeconds: number;
}

/** Budgets of issue 9 / ARCHITECTURE.md. */
const BUDGET = { boardMs: (learners: number) => (learners <= 100_000 ? 5 : 20), awardsPerSecond: 2000, pageP99Ms: 50 };

function percentile(samples: readonly number[], share: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? Number.NaN;
}

export async function timed(times: number, work: (index: number) => Promise<unknown>): Promise<{ p50: number; p99: number }> {
  const samples: number[] = [];
  for (let index = 0; index < times; index++) {
    const started = performance.now();
    await work(index);
    samples.push(performance.now() - started);
  }
  return { p50: percentile(samples, 0.5), p99: percentile(samples, 0.99) };
}

const ms = (value: number) => `${value.toFixed(2)} ms`;
const verdict = (ok: boolean) => (ok ? 'ok' : 'OVER BUDGET');

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

/** autocannon in its own process on core 0, against a server on core 1. */
export async function loadPage(url: string, cookie: string, seconds: number): Promise<{ rps: number; p50: number; p99: number; errors: number }> {
  const args = ['-c', '0', process.execPath, 'node_modules/autocannon/autocannon.js', '-c', '50', '-d', String(seconds), '-j', '-H', `cookie=${cookie}`, url];
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn('taskset', args, { stdio: ['ignore', 'pipe', 'ignore'] });
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.once('error', reject);
    child.once('exit', () => resolve(text));
  });
  const result = JSON.parse(output) as { requests: { average: number }; latency: { p50: number; p99: number }; errors: number; timeouts: number; non2xx: number };
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.timeouts + result.non2xx };
}

async function benchOneSize(learners: number, options: EngineBenchOptions, passwordHash: string): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'leadership-engine-bench-'));
  const file = path.join(dataDir, 'platform.db');
  try {
    const now = new Date();
    const seeded = await seedEngineDatabase(file, learners, { now, accounts: 200, passwordHash });
    console.log(`\n${learners.toLocaleString('en-US')} learners: seeded ${seeded.entries.toLocaleString('en-US')} ledger entries in ${seeded.seconds.toFixed(1)} s`);
    const store = openSqliteStore({ file });
    if (options.verify) {
      const started = performance.now();
      const report = await verifyPoints({ store }, { now });
      const drift = DRIFT_KINDS.reduce((sum, kind) => sum + report.counts[kind], 0);
      console.log(`  points:verify over the seed: ${drift === 0 ? 'no drift' : `${drift} differences (${report.examples.slice(0, 3).join('; ')})`} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
    }
    const pick = (index: number) => benchLearnerId((index * 7919 + 13) % learners);
    const orgMember = (index: number) => benchLearnerId(((index * 37) % Math.floor(learners / 5)) * 5 + 1);
    for (let warm = 0; warm < 20; warm++) await getLeaderboard({ store }, pick(warm), { period: 'all', scope: 'everyone' });
    const board = await timed(300, (index) => getLeaderboard({ store }, pick(index), { period: 'all', scope: 'everyone' }));
    const week = await timed(300, (index) => getLeaderboard({ store }, pick(index + 1000), { period: 'week', scope: 'everyone' }));
    const organisation = await timed(200, (index) => getLeaderboard({ store }, orgMember(index), { period: 'all', scope: 'organisation' }));
    const scores = await Promise.all(Array.from({ length: 1000 }, async (_, index) => (await store.getRow('points_periods', periodRowId(pick(index + 5000), 'all')))?.xp ?? 0));
    const position = await timed(1000, (index) => countAbove(store, 'all', scores[index] ?? 0));

    const awards = 3000;
    const started = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        while (next < awards) {
          const index = next++;
          await awardXp({ store }, { userId: pick(index + 20_000), activity: 'module', sourceId: `bench-award-${index}` });
        }
      }),
    );
    const perSecond = awards / ((performance.now() - started) / 1000);

    // A viewer with an account (the first 200 have one), almost certainly outside the top 50.
    const viewer = benchLearnerId(2);
    const session = await createLocalAuth(store).createSession(viewer, { userAgent: 'bench' });
    await store.close();

    const budget = BUDGET.boardMs(learners);
    console.log(`  board page server work, all time (top ${BOARD_TOP} + own position + neighbours): p50 ${ms(board.p50)}, p99 ${ms(board.p99)}  (budget ${budget} ms: ${verdict(board.p99 <= budget)})`);
    console.log(`  board page server work, this week:                                p50 ${ms(week.p50)}, p99 ${ms(week.p99)}  (budget ${budget} ms: ${verdict(week.p99 <= budget)})`);
    console.log(`  board page server work, an organisation:                          p50 ${ms(organisation.p50)}, p99 ${ms(organisation.p99)}`);
    console.log(`  position of one learner:                                          p50 ${ms(position.p50)}, p99 ${ms(position.p99)}  (budget ${budget} ms: ${verdict(position.p99 <= budget)})`);
    console.log(`  awards sustained (synchronous=FULL, 4 in flight, ${awards} awards): ${perSecond.toFixed(0)}/s  (budget ${BUDGET.awardsPerSecond}/s: ${verdict(perSecond >= BUDGET.awardsPerSecond)})`);

    const base = `http://127.0.0.1:${options.port}`;
    const server = spawn('taskset', ['-c', '1', process.execPath, 'scripts/start.ts'], {
      env: { ...process.env, HOST: '127.0.0.1', PORT: String(options.port), SITE_URL: base, DATA_DIR: dataDir, SEED_DEMO: '0' },
      stdio: 'ignore',
    });
    try {
      await waitFor(`${base}/auth`);
      const cookie = `session=${session.token}`;
      await loadPage(`${base}/leaderboard`, cookie, 3); // warm-up, discarded
      const page = await loadPage(`${base}/leaderboard`, cookie, options.pageSeconds);
      console.log(`  /leaderboard signed in, 50 connections (server on core 1, load on core 0): ${page.rps.toFixed(0)} req/s, p50 ${page.p50} ms, p99 ${page.p99} ms, ${page.errors} errors  (budget p99 ${BUDGET.pageP99Ms} ms: ${verdict(page.p99 <= BUDGET.pageP99Ms && page.errors === 0)})`);
    } finally {
      server.kill();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchEngine(options: EngineBenchOptions): Promise<void> {
  // One real hash shared by every seeded account: hashing 200 passwords at full cost takes a minute.
  const passwordHash = await hashPassword('bench password 2026');
  console.log(`\nGamification engine (${options.sizes.map((size) => size.toLocaleString('en-US')).join(' / ')} learners)`);
  for (const size of options.sizes) await benchOneSize(size, options, passwordHash);
}
