// The axe check every a11y spec uses: WCAG 2.x A and AA plus best practices; any violation fails.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Waits (2 s at most) for the page's finite CSS transitions and animations to end. axe reads colours as they
 * are at that instant: a button whose hover colour is still fading in (a dialog that just closed leaves the
 * pointer over it) was once measured halfway and reported as low contrast, which no one ever sees for long.
 */
async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const ending = document.getAnimations().filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)));
    await Promise.race([Promise.allSettled(ending.map((animation) => animation.finished)), new Promise((resolve) => setTimeout(resolve, 2000))]);
  });
}

export async function expectNoViolations(page: Page, label: string): Promise<void> {
  await settled(page);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary, label).toEqual([]);
}
