// Pages paint first and run their scripts a frame later (src/server/page-html/after-first-paint.ts), usually
// after the load event Playwright's navigation waits for. A test about to use something a script wires (a
// listener, a dialog, an island) waits for the page to say all its scripts have run.
import type { Page } from '@playwright/test';
import { SCRIPTS_READY_ATTRIBUTE } from '#/server/page-html/after-first-paint.ts';

export async function scriptsReady(page: Page, timeout?: number): Promise<void> {
  await page.locator(`html[${SCRIPTS_READY_ATTRIBUTE}]`).waitFor({ state: 'attached', ...(timeout === undefined ? {} : { timeout }) });
}
