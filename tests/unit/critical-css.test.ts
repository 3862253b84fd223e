// The build step that inlines each prerendered page's critical CSS: regions below the fold are set aside
// and put back intact, custom properties nothing reads are dropped from the inline CSS, and the full stylesheet
// waits for the first paint, without an inline event handler.
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  FOLD_END,
  FOLD_START,
  inlineCriticalCss,
  restoreBelowFold,
  setAsideBelowFold,
} from '#/server/build/critical-css.ts';
import { AFTER_PAINT_ATTRIBUTE, AFTER_PAINT_LOADER } from '#/server/page-html/after-first-paint.ts';
import { pruneUnreadCustomProperties } from '#/server/page-html/unread-custom-properties.ts';

describe('below-the-fold regions', () => {
  it('sets every marked region aside and restores the page exactly, without markers', () => {
    const page = `<main><h1>Top</h1>${FOLD_START}<p class="a">one $& $1</p>${FOLD_END}<hr>${FOLD_START}<p>two</p>${FOLD_END}</main>`;
    const aside = setAsideBelowFold(page);
    expect(aside.regions).toEqual(['<p class="a">one $& $1</p>', '<p>two</p>']);
    expect(aside.html).not.toContain('one');
    expect(restoreBelowFold(aside.html, aside.regions)).toBe('<main><h1>Top</h1><p class="a">one $& $1</p><hr><p>two</p></main>');
  });

  it('refuses a region without an end, and a placeholder that went missing', () => {
    expect(() => setAsideBelowFold(`<p>${FOLD_START}never closed</p>`)).toThrow(/no end marker/);
    expect(() => restoreBelowFold('<p></p>', ['lost'])).toThrow(/region 0 was lost/);
  });
});

describe('pruneUnreadCustomProperties', () => {
  it('drops declarations and @property rules no var() reads, keeps the ones read (also from the page)', () => {
    const css =
      '@property --tw-shadow{syntax:"*";inherits:false}@property --tw-unused{syntax:"<length>";inherits:false;initial-value:0}' +
      ':root{--color-a:red;--color-b:blue;--font:var(--font-base);--font-base:serif}' +
      '.x{color:var(--color-a);box-shadow:var(--tw-shadow);--tw-leading:2;font-family:var(--font)}';
    const pruned = pruneUnreadCustomProperties(css, '<div style="color:var(--color-b)">');
    expect(pruned).toContain('@property --tw-shadow{');
    expect(pruned).not.toContain('--tw-unused');
    expect(pruned).toContain('--color-a:red');
    expect(pruned).toContain('--color-b:blue');
    expect(pruned).toContain('--font-base:serif');
    expect(pruned).not.toContain('--tw-leading');
    expect(pruned).toContain('.x{color:var(--color-a);box-shadow:var(--tw-shadow);font-family:var(--font)}');
  });

  it('drops an unread declaration that follows a read one', () => {
    expect(pruneUnreadCustomProperties(':root{--a:1px;--b:2px;--c:3px}.x{margin:var(--a)}', '')).toBe(':root{--a:1px}.x{margin:var(--a)}');
  });

  it('repeats until nothing more can go (a chain only read by dropped declarations)', () => {
    expect(pruneUnreadCustomProperties(':root{--a:var(--b);--b:1px}.y{margin:0}', '')).toBe(':root{}.y{margin:0}');
  });
});

describe('inlineCriticalCss on a built folder', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('inlines the rules the first screen uses, leaves the rest to the stylesheet, which no longer blocks', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'critical-css-'));
    mkdirSync(path.join(dir, '_astro'));
    writeFileSync(path.join(dir, '_astro', 'site.css'), '.hero{color:green}.below{color:purple}.unused{color:red}');
    const page = `<!doctype html><html><head><link rel="stylesheet" href="/_astro/site.css"></head><body><h1 class="hero">Hi</h1><noscript><style>[data-js-only]{display:none}</style></noscript>${FOLD_START}<p class="below">Later</p>${FOLD_END}</body></html>`;
    writeFileSync(path.join(dir, 'index.html'), page);
    const results = await inlineCriticalCss(dir);
    const html = readFileSync(path.join(dir, 'index.html'), 'utf8');
    expect(results.map((r) => r.file)).toEqual(['index.html']);
    expect(html).toMatch(/<style>[^<]*\.hero\{color:green\}/);
    expect(html).not.toContain('.below{');
    expect(html).not.toContain('.unused{');
    expect(html).toContain('<p class="below">Later</p>');
    // A page's own no-JavaScript style stays inside its <noscript>, never merged into the inline CSS.
    expect(html).toContain('<noscript><style>[data-js-only]{display:none}</style></noscript>');
    // Not in the way of the first paint: the link waits in the after-paint template (no inline handler, no
    // print-media trick), and the <noscript> copy serves browsers without JavaScript.
    expect(html).toContain('<noscript><link rel="stylesheet" href="/_astro/site.css"></noscript>');
    expect(html).toContain(`<template ${AFTER_PAINT_ATTRIBUTE}><link rel="stylesheet" href="/_astro/site.css"><script type="module">`);
    expect(html).toContain(`</template><script>${AFTER_PAINT_LOADER}</script></body>`);
    expect(html).not.toMatch(/\son[a-z]+=/);
    expect(html).not.toContain('media="print"');
  });
});
