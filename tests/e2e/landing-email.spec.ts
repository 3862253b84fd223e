// The email-provider popup (rule 19): Gmail, Outlook, Yahoo Mail and the default mail app, each a
// compose link to CONTACT_EMAIL with subject and body; a modal dialog that Escape closes, returning focus.
import { expect, test } from './support/test.ts';

// The e2e build uses the default address (README configuration table).
const ADDRESS = 'hello@leadership-platform.example';

test('each provider link composes a message to the contact address, with subject and body', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Email us' }).click();
  const dialog = page.getByRole('dialog', { name: 'Email us from your favourite app' });
  await expect(dialog).toBeVisible();
  const links = dialog.getByRole('listitem').getByRole('link');
  await expect(links).toHaveText([/^Gmail/, /^Outlook/, /^Yahoo Mail/, /^Your default mail app/]);
  for (const link of await links.all()) {
    const href = (await link.getAttribute('href'))!;
    expect(decodeURIComponent(href)).toContain(ADDRESS);
    expect(href).toMatch(/(su|subject)=Leadership(\+|%20)training/);
    expect(href).toContain('body=');
  }
  await expect(dialog.getByRole('link', { name: /^Gmail/ })).toHaveAttribute('href', /^https:\/\/mail\.google\.com\/mail\/\?view=cm/);
  await expect(dialog.getByRole('link', { name: /^Outlook/ })).toHaveAttribute('href', /^https:\/\/outlook\.live\.com\/mail\/0\/deeplink\/compose\?/);
  await expect(dialog.getByRole('link', { name: /^Yahoo Mail/ })).toHaveAttribute('href', /^https:\/\/compose\.mail\.yahoo\.com\/\?/);
  await expect(dialog.getByRole('link', { name: /^Your default mail app/ })).toHaveAttribute('href', new RegExp(`^mailto:${ADDRESS}\\?subject=`));
  await expect(dialog.getByRole('link', { name: /^Gmail/ })).toHaveAttribute('target', '_blank');
});

test('keyboard: it opens with Enter, keeps focus inside, closes with Escape and gives focus back', async ({ page }) => {
  await page.goto('/');
  const trigger = page.getByRole('button', { name: 'Email us' });
  await trigger.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Email us from your favourite app' });
  await expect(dialog).toBeVisible();
  // Focus lands inside and Tab never leaves the dialog (the rest of the page is inert while it is open).
  for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    const inside = await dialog.evaluate((d) => d.contains(document.activeElement));
    expect(inside, `focus after ${key}`).toBe(true);
    await page.keyboard.press(key);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
});

test('the close button closes it and gives focus back', async ({ page }) => {
  await page.goto('/');
  const trigger = page.getByRole('button', { name: 'Email us' });
  await trigger.click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
});
