// Debian's Chromium for the page-weight measurements (never a downloaded browser), driven by Playwright.
import { chromium, type Browser } from '@playwright/test';

/** Headless Chromium from /usr/bin/chromium (or CHROMIUM_PATH). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
}
