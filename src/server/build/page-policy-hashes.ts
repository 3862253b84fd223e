// Pins each prerendered page's Content-Security-Policy to the inline scripts and styles its final HTML holds.
// Astro hashes a page's inline code while it renders it, but the critical-CSS step rewrites the HTML afterwards
// (a new <style>, pruned styles, the stylesheet loader script), so Astro's hashes no longer match. This step
// runs last, reads each page as it will be served, and writes into dist/_headers.json exactly the hashes of
// that page's inline <script> and <style> elements: nothing the page lacks is allowed.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { inlineCodeOf } from '../page-html/html-scan.ts';
import { hashSource, withInlineHashes } from '../web-server/content-security-policy.ts';
import { htmlFilesOfPathname, PAGE_POLICIES_FILE, type StaticHeadersEntry } from '../web-server/page-policies.ts';

/** The page's policy with exactly the hashes of its inline scripts and styles. */
export function policyForPage(policy: string, html: string): string {
  // Found by the page scan: text inside an attribute value is never taken for code (html-scan.ts).
  const { scripts, styles } = inlineCodeOf(html);
  return withInlineHashes(policy, { scripts: scripts.map(hashSource), styles: styles.map(hashSource) });
}

function readPage(clientDir: string, pathname: string): string {
  for (const candidate of htmlFilesOfPathname(pathname)) {
    try {
      return readFileSync(path.join(clientDir, candidate), 'utf8');
    } catch {
      // Not written under this name; try the next.
    }
  }
  throw new Error(`page policies: no HTML file for the prerendered route ${pathname}`);
}

/**
 * Rewrites `<distDir>/_headers.json` (written by the node adapter) so every page's Content-Security-Policy
 * holds the hashes of the inline code in its file under `clientDir`. Returns how many policies it wrote.
 */
export function pinPagePolicyHashes(distDir: string, clientDir: string): number {
  const file = path.join(distDir, PAGE_POLICIES_FILE);
  const entries = JSON.parse(readFileSync(file, 'utf8')) as StaticHeadersEntry[];
  let pinned = 0;
  for (const entry of entries) {
    for (const header of entry.headers) {
      if (header.key.toLowerCase() !== 'content-security-policy') continue;
      header.value = policyForPage(header.value, readPage(clientDir, entry.pathname));
      pinned += 1;
    }
  }
  writeFileSync(file, JSON.stringify(entries, null, 2));
  return pinned;
}
