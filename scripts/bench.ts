// `npm run bench` (which builds first): the speed figures and their budgets (README "Measure it"), measured, not asserted.
// Server: seeds a temporary database with 10 000 learners, starts the built server on it pinned to core 1, loads it
// with 50 concurrent connections from autocannon in its own process pinned to core 0 (scripts/bench/pinned-load.ts),
// signed in as 50 learners in turn, and prints for each case the server's CPU per request (and the req/s one core
// would serve at that cost), req/s, p50 and p99: a static file as the yardstick, the signed-in shell, the board,
// the profile, the session endpoint and a guard's redirect, beside their budgets.
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
// A phone on 3G: Lighthouse with a 3G profile on the visitor pages and the learners' most-used pages
// (scripts/bench/phone.ts). Every load runs pinned as the server part's does. BENCH_PART=server, pages, phone, engine, journeys, forum,
// community, admin or organisations runs one part only.
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
import { measurePhone, type PhonePage } from './bench/phone.ts';
import { loadPinned, startPinnedServer, waitForServer, type PinnedLoadResult } from './bench/pinned-load.ts';

const LEARNERS = Number(process.env.BENCH_LEARNERS ?? 10_000);
/** Learners signed in during the load, in turn (a population, not one person whose rows stay cached). */
const VIEWERS = Number(process.env.BENCH_VIEWERS ?? 50);
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

async function seed(): Promise<{ tokens: string[]; adminToken: string; journeys: Awaited<ReturnType<typeof seedJourneyBench>>; villageId: string }> {
  const file = path.join(dataDir, 'platform.db');
  // One real hash shared by the accounts that sign in: hashing every learner's password would take hours.
  const passwordHash = await hashPassword('bench password 2026');
  const seeded = await seedEngineDatabase(file, LEARNERS, { now: new Date(), accounts: VIEWERS, passwordHash });
  const store = openSqliteStore({ file });
  const journeys = await seedJourneyBench(store, benchLearnerId(0));
  // The first learner founds a village of 12 and logs impact (scripts/bench/community.ts).
  const others = Array.from({ length: 11 }, (_, i) => benchLearnerId(i + 1));
  const { villageId } = await seedCommunityBench(store, benchLearnerId(0), others);
  // The first learner's session comes first: the journeys and community parts ask as that learner.
  const auth = createLocalAuth(store);
  const tokens: string[] = [];
  for (let index = 0; index < VIEWERS; index++) tokens.push((await auth.createSession(benchLearnerId(index), { userAgent: 'bench' })).token);
  // One more learner is made an admin, whose XP adjustments are the awards that land during the "writes" cases.
  await store.updateRow('users', benchLearnerId(VIEWERS), { role: 'admin' });
  const adminToken = (await auth.createSession(benchLearnerId(VIEWERS), { userAgent: 'bench' })).token;
  await store.close();
  console.log(`seeded ${LEARNERS} learners with ${seeded.entries} ledger entries in ${seeded.seconds.toFixed(1)} s; ${VIEWERS} of them signed in`);
  return { tokens, adminToken, journeys, villageId };
}

/** The figures of one case beside its budgets, when it has any. */
interface ServerCase {
  readonly name: string;
  readonly path: string;
  readonly signedIn: boolean;
  readonly headers?: Record<string, string>;
  /** A guard's redirect is the answer, not a page. */
  readonly expect?: '3xx';
}

const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br' };

/** Budgets (ARCHITECTURE.md): the shell ≥ 3,000 req/s per core with p99 ≤ 30 ms; /profile ≥ 2,000 req/s per core; learner pages p99 ≤ 50 ms. */
const SERVER_BUDGETS: Record<string, { perCore?: number; p99?: number }> = {
  'signed-in shell /welcome': { perCore: 3000, p99: 30 },
  '/leaderboard': { p99: 50 },
  '/profile': { perCore: 2000, p99: 50 },
  '/badges': { p99: 50 },
};

const ENGINE_SIZES = (process.env.BENCH_ENGINE_LEARNERS ?? '10000,100000').split(',').map(Number).filter((size) => size > 0);
const engineOptions = {
  sizes: ENGINE_SIZES,
  port: PORT,
  verify: process.env.BENCH_ENGINE_VERIFY !== '0',
  pageSeconds: SECONDS,
  keptData: process.env.BENCH_ENGINE_DATA,
};
if (engineOptions.keptData && ENGINE_SIZES.length !== 1) throw new Error('BENCH_ENGINE_DATA runs one size: set BENCH_ENGINE_LEARNERS to the number of learners its database holds');
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
const tokens = seeded?.tokens ?? [];
const token = tokens[0] ?? '';
const server = startPinnedServer({ HOST: '127.0.0.1', PORT: String(PORT), SITE_URL: base, DATA_DIR: dataDir, SEED_DEMO: '0' });
/** One run against the pinned server for the journeys and community parts (their cookie is in `headers`). */
const load = (url: string, headers: Record<string, string>): Promise<PinnedLoadResult> =>
  loadPinned(server.pid ?? 0, url, { headers, seconds: SECONDS, connections: CONNECTIONS });
try {
  await waitForServer(`${base}/auth`, server);
  if (PART === 'all' || PART === 'server') await measureServer(server.pid ?? 0, seeded?.adminToken ?? '');
  if ((PART === 'all' || PART === 'journeys') && seeded) {
    await measureJourneys(base, { cookie: `session=${token}` }, seeded.journeys.moduleId, load, seeded.journeys.certificate);
  }
  if ((PART === 'all' || PART === 'community') && seeded) await measureCommunity(base, { cookie: `session=${token}` }, seeded.villageId, load);
  if ((PART === 'all' || PART === 'phone') && seeded) {
    const cookie = `session=${token}`;
    const phonePages: PhonePage[] = [
      { label: '/', path: '/' },
      { label: '/fr/', path: '/fr/' },
      { label: '/leaderboard', path: '/leaderboard', cookie },
      { label: '/journey', path: '/journey', cookie },
      { label: 'a module', path: `/journey/modules/${seeded.journeys.moduleId}`, cookie },
      { label: '/forum', path: '/forum', cookie },
      { label: '/points', path: '/points', cookie },
    ];
    console.log('\nA phone on 3G (Lighthouse mobile: 400 kbps, 400 ms round trips, 4× CPU, simulated; signed-in pages as one learner)');
    console.log(await measurePhone(base, phonePages, CHROME_PORT, Number(process.env.BENCH_PHONE_RUNS ?? 3)));
  }
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

/** One row of the server table: the case's figures beside its budgets. */
function printServerRow(name: string, r: PinnedLoadResult, budget: { perCore?: number; p99?: number } | undefined): void {
  const verdicts = [
    ...(budget?.perCore === undefined ? [] : [`≥ ${budget.perCore}/core: ${r.perCore >= budget.perCore ? 'ok' : 'UNDER'}`]),
    ...(budget?.p99 === undefined ? [] : [`p99 ≤ ${budget.p99} ms: ${r.p99 <= budget.p99 && r.errors === 0 ? 'ok' : 'OVER'}`]),
  ];
  console.log(
    name.padEnd(34) +
      `${r.cpuMsPerRequest.toFixed(2)} ms`.padStart(9) +
      r.perCore.toFixed(0).padStart(10) +
      r.perSecond.toFixed(0).padStart(8) +
      String(r.p50).padStart(8) +
      String(r.p99).padStart(8) +
      String(r.errors).padStart(8) +
      (verdicts.length > 0 ? `  ${verdicts.join(', ')}` : ''),
  );
}

/** The server table's header (a function: the top-level run reaches here before a const would be set). */
function serverTableHead(): string {
  return 'case'.padEnd(34) + 'CPU/req'.padStart(9) + 'per core'.padStart(10) + 'req/s'.padStart(8) + 'p50 ms'.padStart(8) + 'p99 ms'.padStart(8) + 'errors'.padStart(8) + '  budget';
}

/** Runs each case against the server `serverPid` at `origin` (a warm-up first, discarded) and prints its row. */
async function runServerCases(serverPid: number, origin: string, cases: readonly ServerCase[], cookies: readonly string[]): Promise<void> {
  for (const entry of cases) {
    const options = { headers: entry.headers ?? {}, cookies: entry.signedIn ? cookies : [], seconds: SECONDS, connections: CONNECTIONS, expect: entry.expect };
    await loadPinned(serverPid, origin + entry.path, { ...options, seconds: Math.min(3, SECONDS) });
    printServerRow(entry.name, await loadPinned(serverPid, origin + entry.path, options), SERVER_BUDGETS[entry.name]);
  }
}

/**
 * XP adjustments by the bench's admin, through the app (the Action a form posts to), to learners in turn,
 * `perSecond` of them until stopped: writes that make kept pages stale as real awards do.
 */
function startAwards(adminToken: string, perSecond: number): { stop(): Promise<number> } {
  let made = 0;
  let next = 0;
  const inFlight = new Set<Promise<void>>();
  const timer = setInterval(() => {
    const userId = benchLearnerId(next++ % VIEWERS);
    const body = new URLSearchParams({ userId, amount: '10', reason: 'Bench award while pages load', confirmed: 'true', key: `bench-${Date.now()}-${next}` });
    const sent = fetch(`${base}/_actions/admin.adjustXp`, {
      method: 'POST',
      headers: { cookie: `session=${adminToken}`, origin: base, 'content-type': 'application/x-www-form-urlencoded' },
      body,
      redirect: 'manual',
    }).then(
      async (response) => {
        await response.arrayBuffer();
        if (response.status < 400) made++;
      },
      () => undefined,
    );
    inFlight.add(sent);
    void sent.finally(() => inFlight.delete(sent));
  }, 1000 / perSecond);
  return {
    async stop() {
      clearInterval(timer);
      await Promise.all(inFlight);
      return made;
    },
  };
}

async function measureServer(serverPid: number, adminToken: string): Promise<void> {
  const cookies = tokens.map((token) => `session=${token}`);
  const signedInPages: ServerCase[] = [
    // The app shell around a page that reads nothing (the header's points and streak are the shell's own reads).
    { name: 'signed-in shell /welcome', path: '/welcome', signedIn: true, headers: BROWSER_ENCODINGS },
    { name: '/leaderboard', path: '/leaderboard', signedIn: true, headers: BROWSER_ENCODINGS },
    { name: '/profile', path: '/profile', signedIn: true, headers: BROWSER_ENCODINGS },
    { name: '/badges', path: '/badges', signedIn: true, headers: BROWSER_ENCODINGS },
  ];
  const cases: ServerCase[] = [
    { name: 'static file /', path: '/', signedIn: false },
    { name: 'static file / (brotli copy)', path: '/', signedIn: false, headers: BROWSER_ENCODINGS },
    ...signedInPages,
    { name: '/leaderboard (no compression)', path: '/leaderboard', signedIn: true },
    { name: '/api/session (signed in)', path: '/api/session', signedIn: true },
    { name: '/leaderboard anonymous → 302', path: '/leaderboard', signedIn: false, expect: '3xx' },
  ];
  console.log(`\n${CONNECTIONS} connections, ${SECONDS} s each; server pinned to core 1, autocannon in its own process on core 0;`);
  console.log(`signed-in cases as ${cookies.length} learners in turn; pages asked for with Accept-Encoding: gzip, deflate, br unless noted`);
  console.log(`CPU/req is the server's own CPU time (user + system) per answered request; per core = 1000 / CPU/req`);
  console.log(`A signed-in page is answered from its last rendering for that person while nothing it read has changed (PAGE_REUSE_SECONDS=5)\n`);
  console.log(serverTableHead());
  await runServerCases(serverPid, base, cases, cookies);

  if (adminToken !== '') {
    const awards = startAwards(adminToken, 20);
    console.log(`\nThe same pages while 20 awards a second land through the app (an admin's XP adjustments to these learners in turn)`);
    console.log(serverTableHead());
    await runServerCases(serverPid, base, signedInPages.slice(0, 3), cookies);
    console.log(`(${await awards.stop()} awards made)`);
  }

  // The same pages rendered on every request, as with the Appwrite backend or PAGE_REUSE_SECONDS=0: a second
  // server on the same data, the first one idle meanwhile.
  const renderPort = PORT + 2;
  const renderOrigin = `http://127.0.0.1:${renderPort}`;
  const rendering = startPinnedServer({ HOST: '127.0.0.1', PORT: String(renderPort), SITE_URL: renderOrigin, DATA_DIR: dataDir, SEED_DEMO: '0', PAGE_REUSE_SECONDS: '0' });
  try {
    await waitForServer(`${renderOrigin}/auth`, rendering);
    console.log(`\nEvery request rendered (PAGE_REUSE_SECONDS=0: what the Appwrite backend always does)`);
    console.log(serverTableHead());
    await runServerCases(rendering.pid ?? 0, renderOrigin, signedInPages, cookies);
  } finally {
    rendering.kill();
  }
}
