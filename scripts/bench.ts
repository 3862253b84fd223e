// `npm run bench` (which builds first): the speed figures and their budgets (README "Measure it"), measured, not asserted.
// Server: seeds a temporary database with 10 000 learners and measures the built server under load, signed in as
// 50 learners in turn, beside the budgets (scripts/bench/server.ts).
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
import { ensureSummaries } from '../src/server/services/summaries/index.ts';
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
import { measureServer } from './bench/server.ts';

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
  // What `npm start` would otherwise do in the background under the measurements (the learners' name index, the
  // dashboard's counters): done first, as on a server that has been up a while (the engine part does the same).
  await ensureSummaries({ store });
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
  if (PART === 'all' || PART === 'server') {
    await measureServer({ serverPid: server.pid ?? 0, base, port: PORT, dataDir, tokens, adminToken: seeded?.adminToken ?? '', viewers: VIEWERS, seconds: SECONDS, connections: CONNECTIONS });
  }
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
