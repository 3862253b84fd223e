// The journeys' part of `npm run bench` (issue 10): the module page and the journey page signed in at 50
// connections (req/s, p50, p99; budget p99 ≤ 50 ms), a module page's first response (≤ 14 KB gzip), and the
// time to make a certificate PDF (budget ≤ 300 ms), measured in this process and over HTTP.
import type { CertificateFacts } from '../../src/domain/certificates.ts';
import type { Store } from '../../src/server/store/port.ts';
import { moduleCatalogue } from '../../src/server/services/journeys/module-catalogue.ts';
import { certificatePdf } from '../../src/server/services/journeys/certificate-pdf.ts';
import { certificateFacts } from '../../src/server/services/journeys/certificates.ts';
import { progressRowId } from '../../src/server/services/journeys/row-keys.ts';
import { FIRST_RESPONSE_BUDGET_BYTES, formatBytes, verdict } from './budgets.ts';
import { gzipWireBytesSignedIn } from './signed-in-bytes.ts';

export const BENCH_CERTIFICATE_ID = 'benchcertificate0001';

/** Puts the bench's signed-in learner on Kofi's path with its first module opened and three done, and a certificate. */
export async function seedJourneyBench(store: Store, userId: string): Promise<{ moduleId: string; certificate: CertificateFacts }> {
  const kofi = moduleCatalogue().filter((module) => module.path === 'kofi');
  const now = new Date();
  await store.updateRow('users', userId, { journey: 'kofi' });
  for (const [index, module] of kofi.slice(0, 4).entries()) {
    const done = index < 3;
    await store.createRow('module_progress', progressRowId(userId, module.id), {
      userId,
      moduleId: module.id,
      openedAt: new Date(now.getTime() - 3 * 3600_000).toISOString(),
      completedAt: done ? now.toISOString() : null,
      answer: done ? 'A bench answer that is long enough to have been accepted by the rule of one hundred characters.' : null,
      journey: done ? 'kofi' : null,
    });
  }
  const row = await store.createRow('certificates', BENCH_CERTIFICATE_ID, {
    userId,
    journey: 'sabrina',
    learnerName: 'Learner 0',
    journeyName: "Sabrina's path",
    minutes: 1860,
    moduleCount: 10,
    startedOn: '2026-02-02',
    completedOn: '2026-11-20',
    issuedAt: now.toISOString(),
    distinction: true,
  });
  const current = kofi[3];
  if (!current) throw new Error("the bench needs at least four modules on Kofi's path");
  return { moduleId: current.id, certificate: certificateFacts(row) };
}

interface Loaded {
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? Number.NaN;
}

/** Prints the journeys' figures; `load` is the bench's autocannon run (warm-up discarded by the caller). */
export async function measureJourneys(
  base: string,
  cookie: Record<string, string>,
  moduleId: string,
  load: (url: string, headers: Record<string, string>) => Promise<Loaded>,
  facts: CertificateFacts,
): Promise<void> {
  console.log('\nLearning journeys (same columns: req/s, p50 ms, p99 ms, errors)');
  // /profile is the yardstick: a signed-in page with one read, measured in the same conditions.
  // The PDF row under load is throughput (50 made at once queue for one core); its budget is the time to make one,
  // measured below one request at a time over HTTP and in this process.
  const rows: [string, string, number | null][] = [
    ['yardstick /profile (signed in)', `${base}/profile`, 50],
    ['on-demand /journey (signed in)', `${base}/journey`, 50],
    [`on-demand /journey/modules/${moduleId.slice(0, 18)}…`, `${base}/journey/modules/${moduleId}`, 50],
    ['certificate PDF over HTTP, 50 at once', `${base}/certificates/${BENCH_CERTIFICATE_ID}.pdf`, null],
  ];
  for (const [name, url, budget] of rows) {
    await load(url, cookie);
    const r = await load(url, cookie);
    const within = budget === null ? '' : `   p99 budget ${budget} ms: ${verdict(r.p99, budget, 'at-most', (n) => `${n.toFixed(1)} ms`)}`;
    console.log(name.padEnd(44) + r.perSecond.toFixed(0).padStart(8) + r.p50.toFixed(1).padStart(9) + r.p99.toFixed(1).padStart(9) + String(r.errors).padStart(8) + within);
  }
  const bytes = await gzipWireBytesSignedIn(`${base}/journey/modules/${moduleId}`, cookie);
  console.log(`module page first response: ${formatBytes(bytes)} gzip (budget ${formatBytes(FIRST_RESPONSE_BUDGET_BYTES)}: ${verdict(bytes, FIRST_RESPONSE_BUDGET_BYTES, 'at-most', formatBytes)})`);

  const overHttp: number[] = [];
  for (let i = 0; i < 30; i++) {
    const started = performance.now();
    const response = await fetch(`${base}/certificates/${BENCH_CERTIFICATE_ID}.pdf`);
    await response.arrayBuffer();
    overHttp.push(performance.now() - started);
  }
  overHttp.sort((a, b) => a - b);
  const httpP99 = percentile(overHttp, 0.99);
  console.log(`certificate PDF over HTTP, one at a time (30 runs): median ${percentile(overHttp, 0.5).toFixed(1)} ms, p99 ${httpP99.toFixed(1)} ms (budget 300 ms: ${verdict(httpP99, 300, 'at-most', (n) => `${n.toFixed(1)} ms`)})`);

  for (let i = 0; i < 5; i++) await certificatePdf(facts, base);
  const times: number[] = [];
  for (let i = 0; i < 50; i++) {
    const started = performance.now();
    await certificatePdf(facts, base);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const p99 = percentile(times, 0.99);
  console.log(`certificate PDF in process (50 runs): median ${percentile(times, 0.5).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms (budget 300 ms: ${verdict(p99, 300, 'at-most', (n) => `${n.toFixed(1)} ms`)})`);
}
