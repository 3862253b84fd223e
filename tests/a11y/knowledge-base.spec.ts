// axe (WCAG 2.x A and AA) on the knowledge base in the states people meet it in: the index with search results
// showing, with no match, and an article page with a table. Any violation fails.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '../e2e/support/test.ts';

async function expectNoViolations(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary, label).toEqual([]);
}

for (const width of [1280, 360]) {
  test(`/knowledge-base with search results is clean under axe at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/knowledge-base');
    await page.getByLabel('Search the knowledge base').fill('payment');
    await expect(page.getByRole('list', { name: 'Search results' }).getByRole('link').first()).toBeVisible();
    await expectNoViolations(page, `results at ${width}px`);
    await page.screenshot({ path: test.info().outputPath(`knowledge-base-${width}.png`), fullPage: true });
    await page.getByLabel('Search the knowledge base').fill('zzzqqq');
    await expect(page.getByText(/No articles match/)).toBeVisible();
    await expectNoViolations(page, `no match at ${width}px`);
  });

  test(`an article page is clean under axe at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/knowledge-base/how-do-i-earn-xp');
    await expect(page.getByRole('table')).toBeVisible();
    await expectNoViolations(page, `article at ${width}px`);
    await page.screenshot({ path: test.info().outputPath(`knowledge-base-article-${width}.png`), fullPage: true });
  });
}
