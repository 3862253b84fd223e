// Reading a module needs nothing but its HTML (issue 10): without JavaScript a learner chooses a journey, reads
// the module and is refused a short answer with the answer kept; with JavaScript, a module page that loses its
// connection after opening keeps its whole reading on screen. A refused completion brings the form into view.
import { expect, test } from './support/test.ts';
import { createPerson, signInWithForm } from './support/accounts.ts';
import { MODULE_ANSWER, pathModules } from './support/journeys.ts';

test('without JavaScript: choose a journey, read the first module, a short answer is refused and kept', async ({ browser, baseURL }) => {
  const learner = await createPerson('free');
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  await signInWithForm(context.request, baseURL!, learner);
  const page = await context.newPage();
  const [first] = pathModules('sabrina');

  await page.goto('/journey');
  await page.getByRole('button', { name: "Follow Sabrina's path" }).click();
  await expect(page.getByRole('heading', { name: "Sabrina's path" })).toBeVisible();
  await page.getByRole('link', { name: 'Open the module' }).click();
  await expect(page.getByRole('heading', { level: 1, name: first!.title })).toBeVisible();
  const reading = page.getByRole('article', { name: 'Reading' });
  expect(await reading.getByRole('heading', { level: 2 }).count()).toBeGreaterThan(2);
  expect((await reading.innerText()).split(/\s+/).length).toBeGreaterThan(700);

  await page.getByLabel('Your answer').fill('Too short.');
  await page.getByRole('button', { name: 'Complete module' }).click();
  await expect(page.getByLabel('Your answer')).toHaveAccessibleDescription(/at least 100 characters/);
  await expect(page.getByLabel('Your answer')).toHaveValue('Too short.');
  await context.close();
});

test('an opened module stays readable offline, and a refusal shows its message in view', async ({ browser, baseURL }) => {
  const learner = await createPerson('free');
  const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 800 } });
  await signInWithForm(context.request, baseURL!, learner);
  const page = await context.newPage();
  const [first] = pathModules('kofi');
  await page.goto('/journey');
  await page.getByRole('button', { name: "Follow Kofi's path" }).click();
  await page.goto(`/journey/modules/${first!.id}`);
  await page.waitForLoadState('networkidle');

  // Too early (rule 24): the page comes back at the form, with the message and the answer in view.
  await page.getByLabel('Your answer').fill(MODULE_ANSWER);
  await page.getByRole('button', { name: 'Complete module' }).click();
  await expect(page.getByRole('alert')).toContainText(`This module takes about ${first!.minutes} minutes`);
  await expect(page.getByLabel('Your answer')).toBeFocused();
  await expect(page.getByLabel('Your answer')).toBeInViewport();
  await expect(page.getByLabel('Your answer')).toHaveValue(MODULE_ANSWER);

  await context.setOffline(true);
  const reading = page.getByRole('article', { name: 'Reading' });
  await reading.getByRole('heading', { level: 2 }).last().scrollIntoViewIfNeeded();
  await expect(reading.getByRole('heading', { level: 2 }).last()).toBeInViewport();
  await page.getByRole('heading', { level: 1, name: first!.title }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('heading', { level: 1, name: first!.title })).toBeInViewport();
  await context.close();
});
