// BENCH_PART=server: the built server pinned to core 1, loaded with autocannon in its own process pinned to core 0
// (pinned-load.ts), signed in as the seeded learners in turn. For each case it prints the server's CPU per request
// (and the req/s one core would serve at that cost), req/s, p50 and p99 beside the budgets: a static file as the
// yardstick, the signed-in shell, the board, the profile, the badges, the session endpoint and a guard's redirect;
// then the signed-in pages again while 20 awards a second land through the app, and rendered on every request by
// a second server with PAGE_REUSE_SECONDS=0 (what the Appwrite backend always does).
import { benchLearnerId } from './engine-seed.ts';
import { loadPinned, startPinnedServer, waitForServer, type PinnedLoadResult } from './pinned-load.ts';

export interface ServerBenchOptions {
  readonly serverPid: number;
  /** The pinned server's origin, e.g. http://127.0.0.1:4499. */
  readonly base: string;
  readonly port: number;
  /** The folder of the seeded database, shared with the second (rendering) server. */
  readonly dataDir: string;
  /** Session tokens of the learners who ask for the signed-in pages, in turn. */
  readonly tokens: readonly string[];
  /** An admin's session, whose XP adjustments are the awards that land during the "writes" cases ('' skips them). */
  readonly adminToken: string;
  /** How many learners signed in (the first ones): the awards go to them in turn. */
  readonly viewers: number;
  readonly seconds: number;
  readonly connections: number;
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
async function runServerCases(serverPid: number, origin: string, cases: readonly ServerCase[], cookies: readonly string[], run: Pick<ServerBenchOptions, 'seconds' | 'connections'>): Promise<void> {
  for (const entry of cases) {
    const options = { headers: entry.headers ?? {}, cookies: entry.signedIn ? cookies : [], seconds: run.seconds, connections: run.connections, expect: entry.expect };
    await loadPinned(serverPid, origin + entry.path, { ...options, seconds: Math.min(3, run.seconds) });
    printServerRow(entry.name, await loadPinned(serverPid, origin + entry.path, options), SERVER_BUDGETS[entry.name]);
  }
}

/**
 * XP adjustments by the bench's admin, through the app (the Action a form posts to), to learners in turn,
 * `perSecond` of them until stopped: writes that make kept pages stale as real awards do.
 */
function startAwards(base: string, adminToken: string, viewers: number, perSecond: number): { stop(): Promise<number> } {
  let made = 0;
  let next = 0;
  const inFlight = new Set<Promise<void>>();
  const timer = setInterval(() => {
    const userId = benchLearnerId(next++ % viewers);
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

export async function measureServer(options: ServerBenchOptions): Promise<void> {
  const { serverPid, base, port, dataDir, tokens, adminToken, viewers, seconds, connections } = options;
  const run = { seconds, connections };
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
  console.log(`\n${connections} connections, ${seconds} s each; server pinned to core 1, autocannon in its own process on core 0;`);
  console.log(`signed-in cases as ${cookies.length} learners in turn; pages asked for with Accept-Encoding: gzip, deflate, br unless noted`);
  console.log(`CPU/req is the server's own CPU time (user + system) per answered request; per core = 1000 / CPU/req`);
  console.log(`A signed-in page is answered from its last rendering for that person while nothing it read has changed (PAGE_REUSE_SECONDS=5)\n`);
  console.log(serverTableHead());
  await runServerCases(serverPid, base, cases, cookies, run);

  if (adminToken !== '') {
    const awards = startAwards(base, adminToken, viewers, 20);
    console.log(`\nThe same pages while 20 awards a second land through the app (an admin's XP adjustments to these learners in turn)`);
    console.log(serverTableHead());
    await runServerCases(serverPid, base, signedInPages, cookies, run);
    console.log(`(${await awards.stop()} awards made)`);
  }

  // The same pages rendered on every request, as with the Appwrite backend or PAGE_REUSE_SECONDS=0: a second
  // server on the same data, the first one idle meanwhile.
  const renderPort = port + 2;
  const renderOrigin = `http://127.0.0.1:${renderPort}`;
  const rendering = startPinnedServer({ HOST: '127.0.0.1', PORT: String(renderPort), SITE_URL: renderOrigin, DATA_DIR: dataDir, SEED_DEMO: '0', PAGE_REUSE_SECONDS: '0' });
  try {
    await waitForServer(`${renderOrigin}/auth`, rendering);
    console.log(`\nEvery request rendered (PAGE_REUSE_SECONDS=0: what the Appwrite backend always does)`);
    console.log(serverTableHead());
    await runServerCases(rendering.pid ?? 0, renderOrigin, signedInPages, cookies, run);
  } finally {
    rendering.kill();
  }
}
