// Critical CSS for prerendered pages. The site's stylesheet is one Tailwind file shared by every page
// (~30 KB, ~6 KB gzip), which alone would take half of the landing page's 14 KB first round trip. After the
// build, each prerendered HTML file gets inline only the rules its first screen uses; the full stylesheet
// still loads, without blocking the first paint, for the rest of the page and for what islands and scripts
// render later (dialogs, wizard steps, error states), switched on by a small script rather than an inline
// handler the Content-Security-Policy would refuse (deferred-stylesheets.ts). On-demand pages are untouched:
// their stylesheet is one cached file.
//
// "First screen" is the whole page unless the page marks regions below it (<BelowTheFold>, which renders the
// two empty <template> markers below); those regions are set aside while the critical rules are chosen.
import Beasties from 'beasties';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadStylesheetsWithoutHandlers } from './deferred-stylesheets.ts';

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

const referencedVariables = (text: string): Set<string> =>
  new Set([...text.matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => match[1] as string));

/**
 * Drops custom properties nothing on the page reads: Tailwind declares every theme variable and registers
 * every `@property` of the whole stylesheet, a third of the inline CSS. A custom property no `var()` reads has
 * no effect on rendering, and the full stylesheet brings them all back when it loads. Repeats until stable,
 * because dropping one declaration can leave another unread.
 */
export function pruneUnreadCustomProperties(css: string, restOfPage: string): string {
  let current = css;
  for (;;) {
    const read = referencedVariables(current + restOfPage);
    const next = current
      .replace(/@property\s+(--[\w-]+)\s*\{[^}]*\}/g, (rule, name: string) => (read.has(name) ? rule : ''))
      .replace(/([{;])(--[\w-]+):[^;{}]*(;|(?=\}))/g, (declaration, before: string, name: string) =>
        read.has(name) ? declaration : before,
      )
      .replace(/;\}/g, '}');
    if (next === current) return current;
    current = next;
  }
}

/** Applies pruneUnreadCustomProperties to every <style> of the page (Beasties' and Astro's own). */
function pruneInlineStyles(html: string): string {
  const styles = /<style>([\s\S]*?)<\/style>/g;
  return html.replace(styles, (whole: string, css: string, offset: number) => {
    const rest = html.slice(0, offset) + html.slice(offset + whole.length);
    return `<style>${pruneUnreadCustomProperties(css, rest)}</style>`;
  });
}

/** Inlines each HTML file's critical CSS (in place) and makes its stylesheet links non-blocking. */
export async function inlineCriticalCss(dir: string): Promise<CriticalCssResult[]> {
  const beasties = new Beasties({
    path: dir,
    publicPath: '/',
    // `media="print"` swapped to `all` on load, with a <noscript> link for browsers without JavaScript (the
    // swap itself is rewritten by loadStylesheetsWithoutHandlers).
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
    if (!html.includes('rel="stylesheet"')) continue;
    const aside = setAsideBelowFold(html);
    const processed = loadStylesheetsWithoutHandlers(
      restoreBelowFold(pruneInlineStyles(await beasties.process(aside.html)), aside.regions),
    );
    writeFileSync(file, processed);
    results.push({ file: path.relative(dir, file), before: html.length, after: processed.length });
  }
  return results;
}
