// A page rendered on demand leaves the app ready for its first paint: the CSS its HTML uses inline, its
// stylesheet behind a <noscript> copy and in the after-paint template with its scripts.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AFTER_PAINT_ATTRIBUTE } from '#/server/page-html/after-first-paint.ts';
import { onDemandFirstPaint } from '#/server/web-server/on-demand-first-paint.ts';

let dir = '';
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'first-paint-'));
  mkdirSync(path.join(dir, '_astro'));
  writeFileSync(path.join(dir, '_astro', 'site.css'), ':root{--brand:green;--unused:red}.card{color:var(--brand)}.hidden-thing{display:none}');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const PAGE = '<html><head><link rel="stylesheet" href="/_astro/site.css"><script type="module" src="/_astro/a.js"></script></head><body><p class="card">Hi</p></body></html>';

describe('onDemandFirstPaint', () => {
  it('names the inline code the page then holds, for its policy: its own, the critical style and the loader', () => {
    const page = PAGE.replace('</body>', '<script type="application/json" id="d">{}</script><script>(()=>{})()</script></body>');
    const ready = onDemandFirstPaint(dir)(page);
    const inPage = [...ready.html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    expect([...ready.scripts].sort()).toEqual([...inPage].sort());
    expect(ready.styles).toEqual([':root{--brand:green}.card{color:var(--brand)}']);
  });

  it('inlines the rules the page uses and leaves the stylesheet and scripts for after the first paint', () => {
    const html = onDemandFirstPaint(dir)(PAGE).html;
    expect(html).toContain('<head><style>:root{--brand:green}.card{color:var(--brand)}</style><noscript><link rel="stylesheet" href="/_astro/site.css"></noscript></head>');
    expect(html).toContain(`<template ${AFTER_PAINT_ATTRIBUTE}><link rel="stylesheet" href="/_astro/site.css"><script type="module" src="/_astro/a.js"></script><script type="module">`);
    expect(html).not.toContain('hidden-thing');
  });

  it('chooses for what this response shows: another class, another rule', () => {
    const ready = onDemandFirstPaint(dir);
    expect(ready(PAGE).html).not.toContain('display:none');
    expect(ready(PAGE.replace('class="card"', 'class="card hidden-thing"')).html).toContain('.hidden-thing{display:none}');
    // The same classes again: the same CSS.
    expect(ready(PAGE).html).toBe(ready(PAGE).html);
  });

  it('leaves a stylesheet that is not a file of this build where it is', () => {
    const page = PAGE.replace('site.css', 'gone.css');
    expect(onDemandFirstPaint(dir)(page).html).toBe(page);
  });
});
