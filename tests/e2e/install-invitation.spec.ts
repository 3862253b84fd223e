// The install invitation (issue 14): a card, never a prompt of its own, shown to a learner who finished
// onboarding once the browser says the app can be installed and they have started using the page (never on a
// page just opened); Install opens the browser's dialog, Not now keeps it away. The browser's `beforeinstallprompt` is simulated: headless Chromium does not fire it.
import { expect, test, type Page } from './support/test.ts';
import { signedInPage } from './support/accounts.ts';
import { scriptsReady } from './support/scripts-ready.ts';

/** Fires the event a browser fires when the app can be installed; its prompt() marks window.__prompted. */
async function browserCanInstall(page: Page): Promise<void> {
  // The page's script must be listening, as it is by the time a real browser decides.
  await scriptsReady(page);
  await page.evaluate(() => {
    const event = new Event('beforeinstallprompt', { cancelable: true });
    Object.assign(event, {
      prompt: () => {
        (window as unknown as { __prompted: boolean }).__prompted = true;
        return Promise.resolve();
      },
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    window.dispatchEvent(event);
  });
}

const invitation = (page: Page) => page.getByRole('region', { name: 'Keep the platform on your home screen' });

test('an onboarded learner is invited once the browser can install; Install opens the browser’s dialog', async ({ page, baseURL }) => {
  await signedInPage(page, baseURL!, 'paid');
  await page.goto('/leaderboard');
  await expect(invitation(page)).toBeHidden();
  await browserCanInstall(page);
  // Not before the learner has used the page (without that rule the card is in the page as the event returns).
  await expect(invitation(page)).toBeHidden();
  await page.getByRole('heading', { level: 1 }).click();
  await expect(invitation(page)).toBeVisible();
  await invitation(page).getByRole('button', { name: 'Install' }).click();
  expect(await page.evaluate(() => (window as unknown as { __prompted?: boolean }).__prompted)).toBe(true);
  await expect(invitation(page)).toBeHidden();
});

test('"Not now" keeps the invitation away on the next pages', async ({ page, baseURL }) => {
  await signedInPage(page, baseURL!, 'free');
  await page.goto('/badges');
  await browserCanInstall(page);
  await page.getByRole('heading', { level: 1 }).click();
  await invitation(page).getByRole('button', { name: 'Not now' }).click();
  await expect(invitation(page)).toBeHidden();
  await page.goto('/leaderboard');
  await browserCanInstall(page);
  await page.getByRole('heading', { level: 1 }).click();
  await expect(invitation(page)).toBeHidden();
});

test('a learner still onboarding is not invited', async ({ page, baseURL }) => {
  await signedInPage(page, baseURL!, 'free', { onboarded: false });
  await page.goto('/badges');
  await browserCanInstall(page);
  await page.getByRole('heading', { level: 1 }).click();
  await expect(invitation(page)).toBeHidden();
});
