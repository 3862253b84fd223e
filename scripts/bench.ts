// `npm run bench` (which builds first): the speed figures and their budgets (README "Measure it"), measured, not asserted.
// Server: seeds a temporary database with 10 000 learners, starts the built server on it, then loads it from this
// process with 50 concurrent connections and prints throughput and latency for a signed-in on-demand page, the
// session endpoint, a redirect, and a static file as the yardstick. autocannon runs in this process, so it shares
// the two cores with the server: figures are a floor.
// Pages: for / and /knowledge-base, the first response's bytes (gzip, brotli), JavaScript before interaction,
// bytes after scrolling to the bottom, and Lighthouse mobile scores, beside their budgets (scripts/bench/).
// Engine: the gamification engine at 10 000 and 100 000 learners (BENCH_ENGINE_LEARNERS, e.g. 1000000; see
// scripts/bench/engine.ts): board and position server time, awards per second, /leaderboard under load.
// Journeys: /journey and a module page signed in, a module page's first response, the certificate PDF
// (scripts/bench/journeys.ts).
// Admin: the admin area at 1,000,000 learners (BENCH_ADMIN_LEARNERS; scripts/bench/admin.ts): the dashboard,
// learner searches, a learner's profile, and a 100,000-row CSV export with the server's memory sampled.
// Forum: 100,000 discussions and 1,000,000 replies (BENCH_FORUM_POSTS, BENCH_FORUM_REPLIES; see
// scripts/bench/forum.ts): the list, discussions and search as server work and under 50 connections.
// Community: /impact-log of a learner with 200 entries and the page of a full village, signed in, and their
// first responses (scripts/bench/community.ts).
// Organisations: one organisation of 10 000 members (BENCH_ORG_MEMBERS; scripts/bench/organisations.ts): member
// pages, search, the organisation board and invitations, and /team under load.
// BENCH_PART=server, pages, engine, journeys, forum, community, admin or organisations runs one part only.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { hashPassword } from '../src/server/auth/local/password-hash.ts';
import { createLocalAuth } from '../src/server/auth/local/local-auth.ts';
import { openSqliteStore } from '../src/server/store/sqlite/sqlite-store.ts';
import { benchAdmin } from './bench/admin.ts';
import { benchEngine } from './bench/engine.ts';
import { benchForum } from './bench/forum.ts';
import { benchOrganisations } from './bench/organisations.ts';
import { benchLearnerId, seedEngineDatabase } from './bench/engine-seed.ts';
import { measureJourneys, seedJourneyBench } from './bench/journeys.ts';
import { measureCommunity, seedCommunityBench } from './bench/community.ts';
import { formatPageWeights, measurePageWeights } from './bench/page-weight.ts';

const LEARNERS = Number(process.env.BENCH_LEARNERS ?? 10_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const PORT = Number(process.env.BENCH_PORT ?? 4499);
/** Lighthouse's Chromium listens for DevTools here. */
const CHROME_PORT = Number(process.env.BENCH_CHROME_PORT ?? PORT + 1);
const PART = process.env.BENCH_PART ?? 'all';
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const PAGES = ['/', '/knowledge-base'];
const base = `http://127.0.0.1:${PORT}`;

const dataDir = mkdtempSync(path.join(tmpdir(), 'leadership-bench-'));

async function seed(): Promise<{ token: string; journeys: Awaited<ReturnType<typeof seedJourneyBench>>; villageId: string }> {
  const file = path.join(dataDir, 'platform.db');
  // One real hash for the one account that signs in: hashing every learner's password would take hours.
  const passwordHash = await hashPassword('bench password 2026');
  const seeded = await seedEngineDatabase(file, LEARNERS, { now: new Date(), accounts: 1, passwordHash });
  const store = openSqliteStore({ file });
  const journeys = await seedJourneyBench(store, benchLearnerId(0));
  // The signed-in learner founds a village of 12 and logs impact (scripts/bench/community.ts).
  const others = Array.from({ length: 11 }, (_, i) => benchLearnerId(i + 1));
  const { villageId } = await seedCommunityBench(store, benchLearnerId(0), others);
  const session = await createLocalAuth(store).createSession(benchLearnerId(0), { userAgent: 'bench' });
  await store.close();
  console.log(`seeded ${LEARNERS} learners with ${seeded.entries} ledger entries in ${seeded.seconds.toFixed(1)} s`);
  return { token: session.token, journeys, villageId };
}

interface Result {
  requests: number;
  errors: number;
  perSecond: number;
  p50: number;
  p99: number;
}

/** One autocannon run: keep-alive connections, no pipelining, as a browser population would load it. */
async function load(url: string, headers: Record<string, string>): Promise<Result> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  return {
    requests: result.requests.total,
    errors: result.errors + result.timeouts + result['5xx'],
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
}

async function waitForServer(): Promise<void> {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${base}/auth`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the server did not start');
}

const ENGINE_SIZES = (process.env.BENCH_ENGINE_LEARNERS ?? '10000,100000').split(',').map(Number).filter((size) => size > 0);
const engineOptions = { sizes: ENGINE_SIZES, port: PORT, verify: process.env.BENCH_ENGINE_VERIFY !== '0', pageSeconds: SECONDS };
const forumOptions = {
  posts: Number(process.env.BENCH_FORUM_POSTS ?? 100_000),
  replies: Number(process.env.BENCH_FORUM_REPLIES ?? 1_000_000),
  learners: LEARNERS,
  port: PORT,
  pageSeconds: SECONDS,
};
if (PART === 'forum') {
  rmSync(dataDir, { recursive: true, force: true });
  await benchForum(forumOptions);
  process.exit(0);
}
if (PART === 'engine') {
  rmSync(dataDir, { recursive: true, force: true });
  await benchEngine(engineOptions);
  process.exit(0);
}
const adminOptions = { learners: Number(process.env.BENCH_ADMIN_LEARNERS ?? 1_000_000), port: PORT, seconds: SECONDS };
if (PART === 'admin') {
  rmSync(dataDir, { recursive: true, force: true });
  await benchAdmin(adminOptions);
  process.exit(0);
}
const organisationOptions = { members: Number(process.env.BENCH_ORG_MEMBERS ?? 10_000), port: PORT, pageSeconds: SECONDS };
if (PART === 'organisations') {
  rmSync(dataDir, { recursive: true, force: true });
  await benchOrganisations(organisationOptions);
  process.exit(0);
}

const seeded = PART === 'pages' ? null : await seed();
const token = seeded?.token ?? '';
const server = spawn(process.execPath, ['scripts/start.ts'], {
  env: { ...process.env, HOST: '127.0.0.1', PORT: String(PORT), SITE_URL: base, DATA_DIR: dataDir, SEED_DEMO: '0' },
  stdio: 'ignore',
});
try {
  await waitForServer();
  if (PART === 'all' || PART === 'server') await measureServer();
  if ((PART === 'all' || PART === 'journeys') && seeded) {
    await measureJourneys(base, { cookie: `session=${token}` }, seeded.journeys.moduleId, load, seeded.journeys.certificate);
  }
  if ((PART === 'all' || PART === 'community') && seeded) await measureCommunity(base, { cookie: `session=${token}` }, seeded.villageId, load);
  if (PART === 'all' || PART === 'pages') {
    console.log(`\nPages (Chromium at ${process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'}, 412×823 viewport; Lighthouse mobile defaults: simulated slow 4G, 4× CPU)`);
    console.log(formatPageWeights(await measurePageWeights(base, PAGES, CHROME_PORT, LIGHTHOUSE_RUNS)));
  }
} finally {
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
if (PART === 'all') await benchEngine(engineOptions);
if (PART === 'all') await benchForum(forumOptions);
if (PART === 'all') await benchAdmin(adminOptions);
if (PART === 'all') await benchOrganisations(organisationOptions);

async function measureServer(): Promise<void> {
  const cookie = { cookie: `session=${token}` };
  const cases: [string, string, Record<string, string>][] = [
    ['static file /', `${base}/`, {}],
    ['static file / (brotli copy)', `${base}/`, { 'accept-encoding': 'gzip, deflate, br' }],
    ['on-demand /leaderboard (signed in)', `${base}/leaderboard`, cookie],
    ['on-demand /profile (signed in)', `${base}/profile`, cookie],
    ['on-demand /leaderboard (brotli on the fly)', `${base}/leaderboard`, { ...cookie, 'accept-encoding': 'gzip, deflate, br' }],
    ['/api/session (signed in)', `${base}/api/session`, cookie],
    ['/leaderboard anonymous → 302', `${base}/leaderboard`, {}],
  ];
  console.log(`\n${CONNECTIONS} connections, ${SECONDS} s each, load generator in the same machine (2 cores shared)\n`);
  console.log('case'.padEnd(44) + 'req/s'.padStart(8) + 'p50 ms'.padStart(9) + 'p99 ms'.padStart(9) + 'errors'.padStart(8));
  const results = new Map<string, Result>();
  for (const [name, url, headers] of cases) {
    await load(url, headers); // warm-up pass is discarded
    const r = await load(url, headers);
    results.set(name, r);
    console.log(name.padEnd(44) + r.perSecond.toFixed(0).padStart(8) + r.p50.toFixed(1).padStart(9) + r.p99.toFixed(1).padStart(9) + String(r.errors).padStart(8));
  }
  const staticRate = results.get('static file /')?.perSecond ?? Number.NaN;
  const page = results.get('on-demand /leaderboard (signed in)') ?? { p99: Number.NaN, perSecond: Number.NaN };
  console.log(`\nbudget: on-demand p99 ≤ 50 ms → ${page.p99.toFixed(1)} ms; throughput ≥ 40% of static → ${((page.perSecond / staticRate) * 100).toFixed(0)}%`);
}
