// The JavaScript a page makes the browser download before the visitor does anything: load the page in Chromium,
// wait until the network is idle, touch nothing, and add up every script request at its gzip size on the wire.
import type { Browser } from '@playwright/test';
import { gzipWireBytes } from './first-response.ts';

export interface JsBeforeInteraction {
  /** Sum of the scripts' gzip sizes as the server sends them (files under 1 KiB are sent uncompressed). */
  readonly gzipBytes: number;
  /** The scripts' paths, in request order. */
  readonly scripts: readonly string[];
}

export async function measureJsBeforeInteraction(browser: Browser, url: string): Promise<JsBeforeInteraction> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    let gzipBytes = 0;
    for (const script of scripts) gzipBytes += await gzipWireBytes(script);
    return { gzipBytes, scripts: scripts.map((s) => new URL(s).pathname) };
  } finally {
    await context.close();
  }
}
