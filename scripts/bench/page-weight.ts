// The page figures (README "Measure it") for each public page, measured against a running server and printed beside
// their budgets: first response (gzip, brotli), JavaScript before interaction, bytes after scrolling, Lighthouse.
import { measureBytesAfterScroll, type BytesAfterScroll } from './bytes-after-scroll.ts';
import {
  FIRST_RESPONSE_BUDGET_BYTES,
  formatBytes,
  JS_BEFORE_INTERACTION_BUDGET_BYTES,
  LIGHTHOUSE_BUDGET_SCORE,
  verdict,
} from './budgets.ts';
import { launchChromium } from './chromium.ts';
import { measureFirstResponse, type WireSize } from './first-response.ts';
import { measureJsBeforeInteraction, type JsBeforeInteraction } from './js-before-interaction.ts';
import { LIGHTHOUSE_CATEGORIES, measureLighthouse, type LighthouseResult } from './lighthouse-scores.ts';

export interface PageWeight {
  readonly path: string;
  readonly first: { readonly gzip: WireSize; readonly br: WireSize };
  readonly js: JsBeforeInteraction;
  readonly afterScroll: BytesAfterScroll;
  readonly lighthouse: (LighthouseResult & { readonly runs: readonly number[] }) | { readonly error: string };
}

/** Measures every path; Lighthouse's Chromium listens for DevTools on `debuggingPort` and runs `lighthouseRuns` times a page. */
export async function measurePageWeights(base: string, paths: readonly string[], debuggingPort: number, lighthouseRuns: number): Promise<PageWeight[]> {
  const results: PageWeight[] = [];
  const browser = await launchChromium();
  try {
    for (const path of paths) {
      const url = base + path;
      const first = await measureFirstResponse(url);
      const js = await measureJsBeforeInteraction(browser, url);
      const afterScroll = await measureBytesAfterScroll(browser, url);
      let lighthouse: PageWeight['lighthouse'];
      try {
        lighthouse = await measureLighthouse(url, debuggingPort, lighthouseRuns);
      } catch (error) {
        lighthouse = { error: error instanceof Error ? error.message : String(error) };
      }
      results.push({ path, first, js, afterScroll, lighthouse });
    }
  } finally {
    await browser.close();
  }
  return results;
}

type Row = [figure: string, value: string, budget: string, verdict: string];

function rowsOf(page: PageWeight): Row[] {
  const bytesRow = (figure: string, value: number, budget: number | null): Row => [
    figure,
    formatBytes(value),
    budget === null ? '—' : `≤ ${formatBytes(budget)}`,
    verdict(value, budget, 'at-most', formatBytes),
  ];
  const rows: Row[] = [
    bytesRow(`first response, gzip (${page.first.gzip.encoding})`, page.first.gzip.bytes, FIRST_RESPONSE_BUDGET_BYTES),
    bytesRow(`first response, brotli (${page.first.br.encoding})`, page.first.br.bytes, FIRST_RESPONSE_BUDGET_BYTES),
    bytesRow(`JS before interaction, gzip (${String(page.js.scripts.length)} files)`, page.js.gzipBytes, JS_BEFORE_INTERACTION_BUDGET_BYTES),
    bytesRow(`total after scrolling (${String(page.afterScroll.requests)} requests)`, page.afterScroll.bytes, null),
  ];
  if ('error' in page.lighthouse) {
    rows.push(['Lighthouse', 'failed', `${String(LIGHTHOUSE_BUDGET_SCORE)}`, page.lighthouse.error]);
  } else {
    for (const id of LIGHTHOUSE_CATEGORIES) {
      const score = page.lighthouse.scores[id];
      rows.push([`Lighthouse mobile ${id}`, String(score), String(LIGHTHOUSE_BUDGET_SCORE), verdict(score, LIGHTHOUSE_BUDGET_SCORE, 'at-least', String)]);
    }
  }
  return rows;
}

/** The table, one block per page, with the scripts loaded early and what cost Lighthouse points. */
export function formatPageWeights(pages: readonly PageWeight[]): string {
  const lines: string[] = [];
  for (const page of pages) {
    const rows = rowsOf(page);
    const widths = [0, 1, 2].map((i) => Math.max(...rows.map((r) => r[i]?.length ?? 0)));
    lines.push('', `${page.path}`);
    for (const [figure, value, budget, v] of rows) {
      lines.push(`  ${figure.padEnd(widths[0] ?? 0)}  ${value.padStart(widths[1] ?? 0)}  budget ${budget.padEnd(widths[2] ?? 0)}  ${v}`);
    }
    lines.push(`  scripts before interaction: ${page.js.scripts.join(', ') || 'none'}`);
    lines.push(`  Chromium's Accept-Encoding: ${page.afterScroll.acceptEncoding || '(none)'}`);
    if (!('error' in page.lighthouse)) {
      lines.push(`  Lighthouse performance per run: ${page.lighthouse.runs.join(', ')} (median run shown)`);
      if (page.lighthouse.shortfalls.length > 0) lines.push(`  Lighthouse audits below 1 (median run): ${page.lighthouse.shortfalls.join('; ')}`);
    }
  }
  return lines.join('\n');
}
