// Nothing but the page is fetched or run before its first paint: stylesheets, the manifest, module preloads
// and every script wait in an inert template, in their document order, for one loader that puts them into the
// document once the first frame has painted.
import { describe, expect, it } from 'vitest';
import { AFTER_PAINT_ATTRIBUTE, AFTER_PAINT_LOADER, isExecutableScript, loadAfterFirstPaint, SCRIPTS_READY_ATTRIBUTE } from '#/server/page-html/after-first-paint.ts';

const READY = `<script type="module">document.documentElement.setAttribute("${SCRIPTS_READY_ATTRIBUTE}","")</script>`;
const TAIL = (moved: string, last = '') => `<template ${AFTER_PAINT_ATTRIBUTE}>${moved}${READY}${last}</template><script>${AFTER_PAINT_LOADER}</script>`;

describe('loadAfterFirstPaint', () => {
  it('moves stylesheets, module preloads and scripts, in their order, then the ready mark and the manifest, to the end of <body>', () => {
    const page =
      '<html><head><link rel="icon" href="/favicon.svg"><link rel="manifest" href="/manifest.webmanifest">' +
      `<link rel="stylesheet" href="/_astro/a.css" media="print" onload="this.media='all'"><noscript><link rel="stylesheet" href="/_astro/a.css"></noscript>` +
      '<link rel="modulepreload" href="/_astro/m.js"><script type="module" src="/_astro/one.js"></script></head>' +
      '<body><h1>Hi</h1><script>(()=>{customElements.define("astro-island",class{})})()</script>' +
      '<script type="application/json" id="data">{"a":"<link rel=\\"stylesheet\\">"}</script><script type="module">go()</script></body></html>' +
      '<script type="module" src="/_astro/late.js"></script>';
    expect(loadAfterFirstPaint(page)).toBe(
      '<html><head><link rel="icon" href="/favicon.svg">' +
        '<noscript><link rel="stylesheet" href="/_astro/a.css"></noscript>' +
        '</head><body><h1>Hi</h1><script type="application/json" id="data">{"a":"<link rel=\\"stylesheet\\">"}</script>' +
        TAIL(
          '<link rel="stylesheet" href="/_astro/a.css">' +
            '<link rel="modulepreload" href="/_astro/m.js"><script type="module" src="/_astro/one.js"></script>' +
            '<script>(()=>{customElements.define("astro-island",class{})})()</script><script type="module">go()</script>' +
            '<script type="module" src="/_astro/late.js"></script>',
          '<link rel="manifest" href="/manifest.webmanifest">',
        ) +
        '</body></html>',
    );
  });

  it('drops the print-media switch and its marker from a deferred stylesheet', () => {
    const page = '<head><link rel="stylesheet" href="/s.css" media="print" data-deferred-css></head><body></body>';
    expect(loadAfterFirstPaint(page)).toBe(`<head></head><body>${TAIL('<link rel="stylesheet" href="/s.css">')}</body>`);
  });

  it('leaves a page with nothing to move as it is, and a page already done as it is', () => {
    const plain = '<html><head><title>x</title></head><body><p>Hi</p></body></html>';
    expect(loadAfterFirstPaint(plain)).toBe(plain);
    const done = loadAfterFirstPaint('<head><script type="module" src="/a.js"></script></head><body></body>');
    expect(loadAfterFirstPaint(done)).toBe(done);
  });

  it('leaves the scripts of other templates (inert until a script uses them) where they are', () => {
    const page = '<body><template data-card><script type="module">card()</script></template><script type="module">go()</script></body>';
    expect(loadAfterFirstPaint(page)).toBe(`<body><template data-card><script type="module">card()</script></template>${TAIL('<script type="module">go()</script>')}</body>`);
  });

  it('never takes a learner\'s text in an attribute value for an element (it would run once moved)', () => {
    const page = '<body><input name="q" value="<script>window.__xss=1</script><link rel=stylesheet href=//evil.example/x.css>"><script type="module">go()</script></body>';
    expect(loadAfterFirstPaint(page)).toBe(
      `<body><input name="q" value="<script>window.__xss=1</script><link rel=stylesheet href=//evil.example/x.css>">${TAIL('<script type="module">go()</script>')}</body>`,
    );
  });

  it('writes a noscript copy and the critical style where the first stylesheet was, when asked', () => {
    const page = '<head><link rel="stylesheet" href="/a.css"><link rel="stylesheet" href="/b.css"></head><body></body>';
    expect(loadAfterFirstPaint(page, { beforeFirstStylesheet: '<style>.x{}</style>', noscriptCopies: true })).toBe(
      '<head><style>.x{}</style><noscript><link rel="stylesheet" href="/a.css"></noscript><noscript><link rel="stylesheet" href="/b.css"></noscript></head>' +
        `<body>${TAIL('<link rel="stylesheet" href="/a.css"><link rel="stylesheet" href="/b.css">')}</body>`,
    );
  });

  it('appends the template to a fragment without </body>', () => {
    expect(loadAfterFirstPaint('<p>x</p><script>go()</script>')).toBe(`<p>x</p>${TAIL('<script>go()</script>')}`);
  });

  it('runs classic and module scripts and no data blocks', () => {
    expect(isExecutableScript(undefined)).toBe(true);
    expect(isExecutableScript('')).toBe(true);
    expect(isExecutableScript('module')).toBe(true);
    expect(isExecutableScript('text/javascript')).toBe(true);
    expect(isExecutableScript('application/json')).toBe(false);
    expect(isExecutableScript('application/ld+json')).toBe(false);
  });
});

describe('the after-paint loader', () => {
  /** A document just big enough for the loader: one template holding a link and a script. */
  function fakeDocument() {
    const appended: unknown[] = [];
    const link = { localName: 'link', rel: 'stylesheet' };
    const script = { localName: 'script', attributes: [{ name: 'type', value: 'module' }, { name: 'src', value: '/a.js' }], text: '' };
    let removed = false;
    const template = { content: { childNodes: [link, script] }, remove: () => void (removed = true) };
    const created: Record<string, unknown>[] = [];
    const document = {
      head: { append: (node: unknown) => void appended.push(node) },
      querySelectorAll: (selector: string) => (selector === `template[${AFTER_PAINT_ATTRIBUTE}]` ? [template] : []),
      createElement: (name: string) => {
        const element: Record<string, unknown> = { name, attributes: {} as Record<string, string> };
        element.setAttribute = (key: string, value: string) => void ((element.attributes as Record<string, string>)[key] = value);
        created.push(element);
        return element;
      },
    };
    return { document, appended, created, link, removed: () => removed };
  }

  it('waits for a frame and then a task, then moves everything into <head>, scripts made anew and in order', () => {
    const { document, appended, created, link, removed } = fakeDocument();
    const frames: (() => void)[] = [];
    const tasks: (() => void)[] = [];
    new Function('document', 'requestAnimationFrame', 'setTimeout', AFTER_PAINT_LOADER)(document, (f: () => void) => frames.push(f), (f: () => void) => tasks.push(f));
    expect(appended).toEqual([]);
    frames.shift()?.();
    // Still nothing: the frame paints before the task runs.
    expect(appended).toEqual([]);
    tasks.shift()?.();
    expect(appended[0]).toBe(link);
    expect(created).toHaveLength(1);
    expect(appended[1]).toBe(created[0]);
    expect(created[0]).toMatchObject({ name: 'script', attributes: { type: 'module', src: '/a.js' }, async: false, text: '' });
    expect(removed()).toBe(true);
  });
});
