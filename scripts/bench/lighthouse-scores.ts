// Lighthouse mobile scores (its default: Moto G Power emulation, simulated slow 4G, 4× CPU slowdown) for the four
// categories, from the `lighthouse` npm package driving Debian's Chromium through chrome-launcher.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type LighthouseCategory = (typeof LIGHTHOUSE_CATEGORIES)[number];

export interface LighthouseResult {
  readonly scores: Record<LighthouseCategory, number>;
  /** Audits that cost points, with their score, for the report (e.g. "largest-contentful-paint 0.97"). */
  readonly shortfalls: readonly string[];
}

/** Lighthouse flags a run adds to the defaults (the phone part's 3G profile and session cookie). */
export type LighthouseFlags = NonNullable<Parameters<typeof lighthouse>[1]>;

/** The whole report of one run, for figures beyond the four scores. */
export type LighthouseReport = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/** One Lighthouse run in a fresh headless Chromium, listening for DevTools on `debuggingPort`. */
export async function runLighthouse(url: string, debuggingPort: number, flags: LighthouseFlags = {}): Promise<LighthouseResult & { readonly report: LighthouseReport }> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    port: debuggingPort,
    // A loaded two-core machine can take a while to start Chromium; wait up to 60 s rather than chrome-launcher's 25.
    connectionPollInterval: 500,
    maxConnectionRetries: 120,
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...LIGHTHOUSE_CATEGORIES], ...flags });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    const scores = Object.fromEntries(
      LIGHTHOUSE_CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
    ) as Record<LighthouseCategory, number>;
    const shortfalls: string[] = [];
    for (const id of LIGHTHOUSE_CATEGORIES) {
      if (!lhr.categories[id]) continue;
      for (const ref of lhr.categories[id]?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        if (ref.weight > 0 && audit && typeof audit.score === 'number' && audit.score < 1) {
          shortfalls.push(`${id}: ${ref.id} ${audit.score.toFixed(2)}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
        }
      }
    }
    return { scores, shortfalls, report: lhr };
  } finally {
    chrome.kill();
    // The next run listens on the same port: wait until this Chromium has let go of it.
    await new Promise<void>((resolve) => {
      if (chrome.process.exitCode !== null || chrome.process.signalCode !== null) resolve();
      else chrome.process.once('exit', () => resolve());
    });
  }
}

/**
 * The median run (by performance score) of `runs` Lighthouse runs: on a shared two-core machine one run's
 * main-thread timings swing by tens of milliseconds, and Lighthouse's own guidance is to take the median of several.
 */
export async function measureLighthouse(url: string, debuggingPort: number, runs = 3): Promise<LighthouseResult & { readonly runs: readonly number[] }> {
  const results: LighthouseResult[] = [];
  for (let i = 0; i < Math.max(1, runs); i++) {
    try {
      results.push(await runLighthouse(url, debuggingPort));
    } catch (error) {
      // A browser that failed to start is not a score; one more try, then the error is reported.
      console.warn(`Lighthouse run ${String(i + 1)} for ${url} failed (${error instanceof Error ? error.message : String(error)}); retrying`);
      results.push(await runLighthouse(url, debuggingPort));
    }
  }
  const sorted = [...results].sort((a, b) => a.scores.performance - b.scores.performance);
  const median = sorted[Math.floor((sorted.length - 1) / 2)] ?? results[0];
  if (!median) throw new Error('no Lighthouse run');
  return { ...median, runs: results.map((r) => r.scores.performance) };
}
