// What the Content-Security-Policy e2e tests share: listening for everything a page's policy refused (and any
// other error the browser reports), and checking that a response carries the site's directives.
import { expect, type Page } from '@playwright/test';

/** Collects what the browser reports against the page: violations, console errors, uncaught errors. */
export async function watchForProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  await page.exposeBinding('reportCspViolation', (_source, text: string) => problems.push(`securitypolicyviolation: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      report(`${event.effectiveDirective} refused ${event.blockedURI || 'inline code'} (${event.sourceFile}:${String(event.lineNumber)})`);
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('worker', (worker) =>
    worker.on('console', (message) => {
      if (message.type() === 'error') problems.push(`worker console error: ${message.text()}`);
    }),
  );
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

/** Fails on what the browser reported, but for what `allowed` expects. */
export function expectNoProblems(problems: readonly string[], label: string, allowed: readonly RegExp[] = []): void {
  expect(problems.filter((problem) => !allowed.some((pattern) => pattern.test(problem))), `${label}: problems`).toEqual([]);
}

/** The site's directives every page's policy carries, and no wholesale allowance of inline code. */
export function expectSitePolicy(policy: string, label: string): void {
  for (const directive of ["default-src 'self'", "object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'none'", "script-src 'self'", "style-src 'self'"]) {
    expect(policy, `${label} policy`).toContain(directive);
  }
  expect(policy, `${label} allows no inline code wholesale`).not.toMatch(/'unsafe-inline'|'unsafe-eval'|'unsafe-hashes'/);
}

/** One directive of a policy (`connect-src` → its sources), or null when the policy does not name it. */
export function directiveOf(policy: string, name: string): string[] | null {
  for (const directive of policy.split(';')) {
    const [directiveName, ...sources] = directive.trim().split(/\s+/);
    if (directiveName === name) return sources;
  }
  return null;
}
