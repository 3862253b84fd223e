// The Content-Security-Policies of the prerendered pages. Astro writes them at build time to dist/_headers.json
// (the node adapter's `staticHeaders`: a header rather than a <meta> tag, which could not carry
// frame-ancestors and would cost every visitor its bytes in the first response), one per route pathname; the
// page-policy build step rewrites their hashes once the HTML is final, and the web server sends each with
// its file.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Next to dist/client and dist/server, so it is never served. */
export const PAGE_POLICIES_FILE = '_headers.json';

/** The adapter's format: one entry per prerendered route. */
export type StaticHeadersEntry = { pathname: string; headers: { key: string; value: string }[] };

/** Route pathname (`/`, `/knowledge-base`) → that page's policy. */
export type PagePolicies = ReadonlyMap<string, string>;

const isCsp = (key: string): boolean => key.toLowerCase() === 'content-security-policy';

/** The policies in the text of dist/_headers.json. */
export function parsePagePolicies(json: string): Map<string, string> {
  const entries = JSON.parse(json) as StaticHeadersEntry[];
  const policies = new Map<string, string>();
  for (const entry of entries) {
    const csp = entry.headers.find((header) => isCsp(header.key));
    if (csp) policies.set(entry.pathname, csp.value);
  }
  return policies;
}

/** The policies of a build (`distDir` holds client/ and server/). Throws with the command to run when there are none. */
export function readPagePolicies(distDir: string): Map<string, string> {
  const file = path.join(distDir, PAGE_POLICIES_FILE);
  let json: string;
  try {
    json = readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(`${file} is missing: the prerendered pages have no Content-Security-Policy. Run npm run build.`, { cause: error });
  }
  return parsePagePolicies(json);
}

/** The route a prerendered HTML file answers (`/index.html` → `/`, `/a/b/index.html` → `/a/b`, `/404.html` → `/404`), or null. */
export function pathnameOfHtmlFile(urlPath: string): string | null {
  if (!urlPath.endsWith('.html')) return null;
  if (urlPath === '/index.html') return '/';
  return urlPath.endsWith('/index.html') ? urlPath.slice(0, -'/index.html'.length) : urlPath.slice(0, -'.html'.length);
}

/** The files a route pathname may have been written to, most likely first (the inverse of pathnameOfHtmlFile). */
export function htmlFilesOfPathname(pathname: string): string[] {
  if (pathname === '/' || pathname === '') return ['/index.html'];
  const bare = pathname.replace(/\/+$/, '');
  return [`${bare}/index.html`, `${bare}.html`];
}
