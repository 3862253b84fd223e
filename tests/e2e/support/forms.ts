// Form input a person cannot type but a server still receives, for tests of what a page does with it.
import type { Locator } from '@playwright/test';

/**
 * Fills `field` with `text` past its maxlength: a browser stops typing at the limit, but an old browser or a
 * crafted post sends more, and the server's refusal is what the test is about.
 */
export async function fillPastLimit(field: Locator, text: string): Promise<void> {
  await field.evaluate((input) => input.removeAttribute('maxlength'));
  await field.fill(text);
}
