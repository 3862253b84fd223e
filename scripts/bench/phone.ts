// A phone on 3G (issue 14): Lighthouse mobile with a 3G profile — about 400 kbps and 400 ms round trips,
// 4× CPU slowdown, simulated as Lighthouse does — on the pages learners open most, visitor and signed-in
// (the session cookie sent with every request). For each: the performance score (budget ≥ 95), time to
// interactive (≤ 5 s), and the bytes the page transfers on load, before any interaction (≤ 150 KB), from the
// median of a few runs by performance score.
import { runLighthouse, type LighthouseFlags, type LighthouseReport } from './lighthouse-scores.ts';

export const PHONE_BUDGETS = { performance: 95, interactiveMs: 5000, bytesBeforeInteraction: 150 * 1024 } as const;

/** About 3G as the issue names it; Lighthouse's simulation uses the round trip, the throughput and the CPU factor. */
const THREE_G: LighthouseFlags = {
  formFactor: 'mobile',
  throttlingMethod: 'simulate',
  throttling: { rttMs: 400, throughputKbps: 400, cpuSlowdownMultiplier: 4, requestLatencyMs: 0, downloadThroughputKbps: 0, uploadThroughputKbps: 0 },
  onlyCategories: ['performance'],
};

export interface PhonePage {
  readonly label: string;
  readonly path: string;
  /** Sent as the Cookie header (a learner's session) for signed-in pages. */
  readonly cookie?: string;
}

interface PhoneFigures {
  readonly label: string;
  readonly finalPath: string;
  readonly performance: number;
  readonly interactiveMs: number;
  readonly firstPaintMs: number;
  readonly largestPaintMs: number;
  readonly bytes: number;
  /** The page's own response (headers included): past ~14 KB it needs a second round trip before it can paint. */
  readonly documentBytes: number;
  readonly runs: readonly number[];
  /** The scored metrics below full marks in the median run, e.g. "largest-contentful-paint 0.55 (4.1 s)". */
  readonly shortfalls: readonly string[];
  /** What the largest paint was, when it came after the first paint (what to look at first). */
  readonly largestElement: string | null;
}

interface LcpNode {
  readonly type?: string;
  readonly selector?: string;
  readonly nodeLabel?: string;
}

/** The transfer size of the page's own response (the first request of the run). */
function documentBytesOf(report: LighthouseReport): number {
  const items = (report.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
  return items.find((item) => item.resourceType === 'Document')?.transferSize ?? Number.NaN;
}

/** The element Lighthouse took for the largest paint, as "selector — text". */
function largestElementOf(report: LighthouseReport): string | null {
  const details = report.audits['lcp-breakdown-insight']?.details as { items?: LcpNode[] } | undefined;
  const node = details?.items?.find((item) => item.type === 'node');
  return node ? `${node.selector ?? '?'} — ${(node.nodeLabel ?? '').slice(0, 60)}` : null;
}

async function measureOne(base: string, page: PhonePage, debuggingPort: number, runs: number): Promise<PhoneFigures> {
  const flags: LighthouseFlags = { ...THREE_G, ...(page.cookie ? { extraHeaders: { cookie: page.cookie } } : {}) };
  const results = [];
  for (let i = 0; i < Math.max(1, runs); i++) results.push(await runLighthouse(base + page.path, debuggingPort, flags));
  const sorted = [...results].sort((a, b) => a.scores.performance - b.scores.performance);
  const median = sorted[Math.floor((sorted.length - 1) / 2)] ?? results[0];
  if (!median) throw new Error(`no Lighthouse run for ${page.path}`);
  const audit = (id: string) => median.report.audits[id]?.numericValue ?? Number.NaN;
  return {
    label: page.label,
    finalPath: new URL(median.report.finalDisplayedUrl).pathname,
    performance: median.scores.performance,
    interactiveMs: audit('interactive'),
    firstPaintMs: audit('first-contentful-paint'),
    largestPaintMs: audit('largest-contentful-paint'),
    bytes: audit('total-byte-weight'),
    documentBytes: documentBytesOf(median.report),
    runs: results.map((r) => r.scores.performance),
    shortfalls: median.shortfalls.map((line) => line.replace(/^performance: /, '')),
    largestElement: audit('largest-contentful-paint') > audit('first-contentful-paint') + 100 ? largestElementOf(median.report) : null,
  };
}

export async function measurePhone(base: string, pages: readonly PhonePage[], debuggingPort: number, runs: number): Promise<string> {
  const lines = [
    'page'.padEnd(22) + 'perf'.padStart(6) + 'TTI s'.padStart(8) + 'FCP s'.padStart(8) + 'LCP s'.padStart(8) + 'page KB'.padStart(9) + 'KB on load'.padStart(12) + '  budget (perf ≥ 95, TTI ≤ 5 s, ≤ 150 KB)',
  ];
  for (const page of pages) {
    try {
      const f = await measureOne(base, page, debuggingPort, runs);
      const verdicts = [
        f.performance >= PHONE_BUDGETS.performance ? 'perf ok' : 'perf UNDER',
        f.interactiveMs <= PHONE_BUDGETS.interactiveMs ? 'TTI ok' : 'TTI OVER',
        f.bytes <= PHONE_BUDGETS.bytesBeforeInteraction ? 'bytes ok' : 'bytes OVER',
      ];
      const moved = f.finalPath === page.path.split('?')[0] ? '' : ` (answered by ${f.finalPath})`;
      lines.push(
        page.label.padEnd(22) +
          String(f.performance).padStart(6) +
          (f.interactiveMs / 1000).toFixed(1).padStart(8) +
          (f.firstPaintMs / 1000).toFixed(1).padStart(8) +
          (f.largestPaintMs / 1000).toFixed(1).padStart(8) +
          (f.documentBytes / 1024).toFixed(1).padStart(9) +
          (f.bytes / 1024).toFixed(1).padStart(12) +
          `  ${verdicts.join(', ')}; runs ${f.runs.join('/')}${moved}`,
      );
      if (f.shortfalls.length > 0) lines.push(`${''.padEnd(22)}below full marks: ${f.shortfalls.join('; ')}`);
      if (f.largestElement) lines.push(`${''.padEnd(22)}largest paint after the first: ${f.largestElement}`);
    } catch (error) {
      lines.push(`${page.label.padEnd(22)} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return lines.join('\n');
}
