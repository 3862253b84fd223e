// HTTP load with the built server and the load generator on separate cores (taskset): the server on core 1,
// autocannon in its own process on core 0, so neither takes the other's CPU. The machine may be shared, so
// req/s and latency are noisy; the figure that does not depend on the neighbours is the server's own CPU time
// per request (its user + system time over the run, from /proc, divided by the requests it answered), which
// also gives the req/s one core could serve (1000 / CPU ms per request).
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** Cores the two sides are pinned to. */
export const SERVER_CORE = 1;
export const LOAD_CORE = 0;

/** Linux counts process CPU time in clock ticks of 1/100 s (CLK_TCK, 100 on every mainstream kernel). */
const TICK_MS = 10;

export interface PinnedLoadResult {
  readonly requests: number;
  readonly errors: number;
  readonly perSecond: number;
  readonly p50: number;
  readonly p99: number;
  /** Server CPU (user + system) per answered request. */
  readonly cpuMsPerRequest: number;
  /** What one core would serve at that cost: 1000 / cpuMsPerRequest. */
  readonly perCore: number;
}

/** The process's user + system CPU time so far, in milliseconds (all its threads). */
export function cpuTimeMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name (field 2) may hold spaces: count fields after its closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

/** Starts `node scripts/start.ts` pinned to SERVER_CORE with `env` added (taskset execs, so the pid is node's). */
export function startPinnedServer(env: Record<string, string>, nodeArgs: readonly string[] = []): ChildProcess {
  return spawn('taskset', ['-c', String(SERVER_CORE), process.execPath, ...nodeArgs, 'scripts/start.ts'], {
    env: { ...process.env, ...env },
    stdio: 'ignore',
  });
}

/** Waits until `url` answers; fails if `server` exits first (a port already taken, a start-up error). */
export async function waitForServer(url: string, server?: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt++) {
    if (server && server.exitCode !== null) throw new Error(`the server exited (code ${server.exitCode}) before answering ${url}`);
    try {
      if ((await fetch(url)).status < 500 && (!server || server.exitCode === null)) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer`);
}

interface AutocannonJson {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  '2xx': number;
  '3xx'?: number;
}

/**
 * Loads `url` for `seconds` with `connections` keep-alive connections from autocannon pinned to LOAD_CORE
 * (scripts/bench/load-runner.ts), measuring the CPU the server `serverPid` spends meanwhile. `cookies` are
 * sent in turn, one per request. `expect` is the status class that counts as answered (a guard's redirect
 * answers 3xx).
 */
export async function loadPinned(
  serverPid: number,
  url: string,
  options: { headers?: Record<string, string>; cookies?: readonly string[]; seconds: number; connections?: number; expect?: '2xx' | '3xx' },
): Promise<PinnedLoadResult> {
  const runner = { url, seconds: options.seconds, connections: options.connections ?? 50, headers: options.headers ?? {}, cookies: options.cookies ?? [] };
  const args = ['-c', String(LOAD_CORE), process.execPath, 'scripts/bench/load-runner.ts', JSON.stringify(runner)];
  const cpuBefore = cpuTimeMs(serverPid);
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn('taskset', args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.once('error', reject);
    child.once('exit', () => resolve(text));
  });
  const cpu = cpuTimeMs(serverPid) - cpuBefore;
  const result = JSON.parse(output) as AutocannonJson;
  const answered = options.expect === '3xx' ? (result['3xx'] ?? 0) : result['2xx'];
  const badStatus = options.expect === '3xx' ? result['2xx'] + result.non2xx - (result['3xx'] ?? 0) : result.non2xx;
  const cpuMsPerRequest = answered > 0 ? cpu / answered : Number.NaN;
  return {
    requests: result.requests.total,
    errors: result.errors + result.timeouts + badStatus,
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuMsPerRequest,
    perCore: 1000 / cpuMsPerRequest,
  };
}

/** "2.41 ms CPU/req (415 req/s per core), 398 req/s, p50 120 ms, p99 140 ms, 0 errors" */
export function formatPinned(r: PinnedLoadResult): string {
  return `${r.cpuMsPerRequest.toFixed(2)} ms CPU/req (${r.perCore.toFixed(0)} req/s per core), ${r.perSecond.toFixed(0)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, ${r.errors} errors`;
}
