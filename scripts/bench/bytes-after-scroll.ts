// Everything a first visit transfers once the visitor has scrolled to the bottom (so every island that waits to
// be visible has loaded): headers and bodies as received by Chromium, with its own Accept-Encoding, cache empty.
import type { Browser, Request } from '@playwright/test';

export interface BytesAfterScroll {
  /** Response headers and bodies on the wire, every request of the visit. */
  readonly bytes: number;
  readonly requests: number;
  /** What Chromium asked for (it offers brotli only over https, so on http://localhost this is usually gzip). */
  readonly acceptEncoding: string;
}

export async function measureBytesAfterScroll(browser: Browser, url: string): Promise<BytesAfterScroll> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const finished: Request[] = [];
    page.on('requestfinished', (r) => finished.push(r));
    // The network stack adds Accept-Encoding after Playwright's view of the request: ask for the headers sent.
    let navigationHeaders: Promise<Record<string, string>> | null = null;
    page.on('request', (r) => {
      if (r.isNavigationRequest()) navigationHeaders ??= r.allHeaders();
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    // Step down a screen at a time, as a reader would, so visibility-triggered islands see themselves scrolled in.
    for (let guard = 0; guard < 200; guard++) {
      const atBottom = await page.evaluate(() => {
        window.scrollBy(0, Math.round(window.innerHeight * 0.8));
        return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
      });
      await page.waitForTimeout(150);
      if (atBottom) break;
    }
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    let bytes = 0;
    for (const request of finished) {
      const sizes = await request.sizes();
      bytes += sizes.responseBodySize + sizes.responseHeadersSize;
    }
    const acceptEncoding = (await (navigationHeaders ?? Promise.resolve<Record<string, string>>({})))['accept-encoding'] ?? '';
    return { bytes, requests: finished.length, acceptEncoding };
  } finally {
    await context.close();
  }
}
