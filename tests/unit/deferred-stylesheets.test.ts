// The full stylesheet of a prerendered page loads without blocking the first paint and without an inline event
// handler: a marker attribute and one hashed loader script replace Beasties' onload="this.media='all'".
import { describe, expect, it } from 'vitest';
import { DEFERRED_ATTRIBUTE, loadStylesheetsWithoutHandlers, STYLESHEET_LOADER } from '#/server/build/deferred-stylesheets.ts';

const beasties =
  '<head><style>.a{}</style>' +
  `<link rel="stylesheet" href="/_astro/a.css" media="print" onload="this.media='all'"><noscript><link rel="stylesheet" href="/_astro/a.css"></noscript>` +
  `<link rel="stylesheet" href="/_astro/b.css" media="print" onload="this.media='all'"><noscript><link rel="stylesheet" href="/_astro/b.css"></noscript>` +
  '</head><body></body>';

describe('loadStylesheetsWithoutHandlers', () => {
  it('marks each link instead of giving it a handler, and runs the loader once, after the last link and its fallback', () => {
    expect(loadStylesheetsWithoutHandlers(beasties)).toBe(
      '<head><style>.a{}</style>' +
        `<link rel="stylesheet" href="/_astro/a.css" media="print" ${DEFERRED_ATTRIBUTE}><noscript><link rel="stylesheet" href="/_astro/a.css"></noscript>` +
        `<link rel="stylesheet" href="/_astro/b.css" media="print" ${DEFERRED_ATTRIBUTE}><noscript><link rel="stylesheet" href="/_astro/b.css"></noscript>` +
        `<script>${STYLESHEET_LOADER}</script></head><body></body>`,
    );
  });

  it('leaves a page without deferred stylesheets alone', () => {
    const plain = '<head><link rel="stylesheet" href="/a.css"></head>';
    expect(loadStylesheetsWithoutHandlers(plain)).toBe(plain);
  });

  it('refuses to leave any other inline handler on a stylesheet link', () => {
    expect(() => loadStylesheetsWithoutHandlers(`${beasties}<link rel="stylesheet" href="/c.css" onload="go()">`)).toThrow(/inline event handler/);
  });
});

/** A stand-in for the few DOM members the loader touches. */
class FakeLink {
  media = 'print';
  sheet: object | null;
  onload: (() => void) | null = null;
  constructor(loaded: boolean) {
    this.sheet = loaded ? {} : null;
  }
  load(): void {
    this.sheet = {};
    this.onload?.();
  }
}

describe('the loader script', () => {
  it('switches a sheet that has loaded at once, and the others when they load', () => {
    const loaded = new FakeLink(true);
    const pending = new FakeLink(false);
    const document = { querySelectorAll: (selector: string) => (selector === `link[${DEFERRED_ATTRIBUTE}]` ? [loaded, pending] : []) };
    // The exact text the page carries, run with `document` handed in.
    new Function('document', STYLESHEET_LOADER)(document);
    expect(loaded.media).toBe('all');
    expect(pending.media).toBe('print');
    pending.load();
    expect(pending.media).toBe('all');
  });
});
