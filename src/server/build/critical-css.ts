// Critical CSS for prerendered pages. The site's stylesheet is one Tailwind file shared by every page
// (~30 KB, ~6 KB gzip), which alone would take half of the landing page's 14 KB first round trip. After the
// build, each prerendered HTML file gets inline only the rules its first screen uses; the full stylesheet
// still loads, without blocking the first paint, for the rest of the page and for what islands and scripts
// render later (dialogs, wizard steps, error states), after the first paint (after-first-paint.ts), never
// through an inline handler the Content-Security-Policy would refuse. On-demand pages get the same as they
// leave the app (src/middleware/first-paint.ts).
//
// "First screen" is the whole page unless the page marks regions below it (<BelowTheFold>, which renders the
// two empty <template> markers below); those regions are set aside while the critical rules are chosen.
import Beasties from 'beasties';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadAfterFirstPaint } from '../page-html/after-first-paint.ts';
import { pruneUnreadCustomProperties } from '../page-html/unread-custom-properties.ts';

export const FOLD_START = '<template data-fold-start></template>';
export const FOLD_END = '<template data-fold-end></template>';

/** What inlining did to one page. */
export interface CriticalCssResult {
  readonly file: string;
  readonly before: number;
  readonly after: number;
}

function* htmlFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(full);
    else if (entry.isFile() && entry.name.endsWith('.html')) yield full;
  }
}

const placeholder = (index: number) => `<template data-fold="${index}"></template>`;

/** Replaces each marked region by a placeholder; returns the shortened page and the regions, in order. */
export function setAsideBelowFold(html: string): { html: string; regions: string[] } {
  const regions: string[] = [];
  let rest = html;
  let out = '';
  for (let start = rest.indexOf(FOLD_START); start !== -1; start = rest.indexOf(FOLD_START)) {
    const end = rest.indexOf(FOLD_END, start);
    if (end === -1) throw new Error('critical CSS: a below-the-fold region has no end marker');
    out += rest.slice(0, start) + placeholder(regions.length);
    regions.push(rest.slice(start + FOLD_START.length, end));
    rest = rest.slice(end + FOLD_END.length);
  }
  return { html: out + rest, regions };
}

/** Puts the regions back in place of their placeholders; fails if one went missing. */
export function restoreBelowFold(html: string, regions: readonly string[]): string {
  let out = html;
  regions.forEach((region, index) => {
    const mark = placeholder(index);
    if (!out.includes(mark)) throw new Error(`critical CSS: below-the-fold region ${index} was lost`);
    out = out.replace(mark, () => region);
  });
  return out;
}

/** Applies pruneUnreadCustomProperties to every <style> of the page (Beasties' and Astro's own). */
function pruneInlineStyles(html: string): string {
  const styles = /<style>([\s\S]*?)<\/style>/g;
  return html.replace(styles, (whole: string, css: string, offset: number) => {
    const rest = html.slice(0, offset) + html.slice(offset + whole.length);
    return `<style>${pruneUnreadCustomProperties(css, rest)}</style>`;
  });
}

/** Inlines each HTML file's critical CSS (in place) and leaves its stylesheets and scripts for after the first paint. */
export async function inlineCriticalCss(dir: string): Promise<CriticalCssResult[]> {
  const beasties = new Beasties({
    path: dir,
    publicPath: '/',
    // `media="print"` swapped to `all` on load, with a <noscript> link for browsers without JavaScript (the
    // link itself then waits for the first paint: loadAfterFirstPaint).
    preload: 'media',
    noscriptFallback: true,
    // The full file stays: the rest of the page and the islands need it.
    pruneSource: false,
    inlineFonts: false,
    // Leave the page's own <style> elements where they are: one inside <noscript> must stay there.
    reduceInlineStyles: false,
    mergeStylesheets: false,
    compress: true,
    logLevel: 'warn',
  });
  const results: CriticalCssResult[] = [];
  for (const file of htmlFiles(dir)) {
    const html = readFileSync(file, 'utf8');
    let processed = html;
    if (html.includes('rel="stylesheet"')) {
      const aside = setAsideBelowFold(html);
      processed = restoreBelowFold(pruneInlineStyles(await beasties.process(aside.html)), aside.regions);
    }
    // The full stylesheet, the manifest and the scripts wait for the first paint (after-first-paint.ts).
    processed = loadAfterFirstPaint(processed);
    if (processed === html) continue;
    writeFileSync(file, processed);
    results.push({ file: path.relative(dir, file), before: html.length, after: processed.length });
  }
  return results;
}
