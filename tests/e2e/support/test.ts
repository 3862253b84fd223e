// The browser tests' `test`: Playwright's, with every page waiting, after a navigation it starts (goto,
// reload, back, forward), until the page's scripts have run. Pages paint first and run their scripts a frame
// later (src/server/page-html/after-first-paint.ts), usually after the load event Playwright waits for; a
// test that then pressed a button a script wires would race it. A person on a phone sees the same page for
// that moment; the tests are about what the page does, so they start once it can.
import { test as base, type Page, type Response } from '@playwright/test';
import { AFTER_PAINT_ATTRIBUTE } from '#/server/page-html/after-first-paint.ts';
import { scriptsReady } from './scripts-ready.ts';

export * from '@playwright/test';

const NAVIGATIONS = ['goto', 'reload', 'goBack', 'goForward'] as const;
const patched = new WeakSet<Page>();

/** Whether a navigation's response is a page whose scripts wait for its first paint. */
async function waitsForPaint(response: Response | null): Promise<boolean> {
  if (!response || !(response.headers()['content-type'] ?? '').startsWith('text/html')) return false;
  try {
    return (await response.text()).includes(`<template ${AFTER_PAINT_ATTRIBUTE}>`);
  } catch {
    // A body the browser no longer holds (a download, a page already gone): nothing to wait for.
    return false;
  }
}

function waitForScriptsAfterNavigations(page: Page): void {
  if (patched.has(page)) return;
  patched.add(page);
  for (const name of NAVIGATIONS) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => Promise<Response | null>;
    (page as unknown as Record<string, unknown>)[name] = async (...args: unknown[]) => {
      const response = await navigate(...args);
      // Bounded: a page whose scripts cannot load (offline, refused on purpose) is the test's to judge.
      if (await waitsForPaint(response)) await scriptsReady(page, 10_000).catch(() => undefined);
      return response;
    };
  }
}

export const test = base.extend({
  context: async ({ context }, use) => {
    context.on('page', waitForScriptsAfterNavigations);
    for (const page of context.pages()) waitForScriptsAfterNavigations(page);
    await use(context);
  },
  browser: [
    async ({ browser }, use) => {
      // Contexts a test makes itself (a second person, a phone) get the same.
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const context = await newContext(...args);
        context.on('page', waitForScriptsAfterNavigations);
        return context;
      };
      await use(browser);
    },
    { scope: 'worker' },
  ],
});
