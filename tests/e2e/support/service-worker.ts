// Waiting for the service worker (src/service-worker/sw.ts) to take charge of a page.
import { errors, type Page } from '@playwright/test';

const isControlled = () => navigator.serviceWorker.controller !== null;

/**
 * Waits until the worker controls this page. The worker claims the open pages when it activates, but a page
 * whose navigation was under way at that moment can miss the claim and stay uncontrolled until its next load
 * (how browsers work); such a page is loaded once more, which the active worker then always answers.
 */
export async function controlledByWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  try {
    await page.waitForFunction(isControlled, undefined, { timeout: 2_000 });
  } catch (error) {
    if (!(error instanceof errors.TimeoutError)) throw error;
    await page.reload();
    await page.waitForFunction(isControlled, undefined, { timeout: 15_000 });
  }
}
