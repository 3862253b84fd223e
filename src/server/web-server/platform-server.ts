// The HTTP server `npm start` runs: the build's files first (precompressed, cached by their kind), then Astro's
// on-demand app (the @astrojs/node adapter in middleware mode) with on-the-fly compression. The adapter's own
// standalone server compresses nothing, which would cost visitors on mobile data several times the bytes.
// Every response leaves with the security headers: files with theirs, and app responses with defaults set before
// the app runs, which a page's own headers (its Content-Security-Policy) replace.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { compressOnTheFly } from './compress-on-the-fly.ts';
import type { PagePolicies } from './page-policies.ts';
import { securityHeaders } from './security-headers.ts';
import { loadStaticCatalogue, serveStaticFile } from './static-files.ts';

/** The adapter's middleware-mode handler (`handler` exported by dist/server/entry.mjs). */
export type AppHandler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

export interface PlatformServerOptions {
  /** The build's browser files: dist/client. */
  readonly clientDir: string;
  /** Renders everything that is not a file: on-demand pages, endpoints, and the 404 page. */
  readonly appHandler: AppHandler;
  /** The public origin (SITE_URL): https adds Strict-Transport-Security to every response. */
  readonly siteUrl: URL;
  /** The prerendered pages' Content-Security-Policies (dist/_headers.json, readPagePolicies). */
  readonly pagePolicies: PagePolicies;
}

/** A Node HTTP server for the built site (not yet listening). */
export function createPlatformServer({ clientDir, appHandler, siteUrl, pagePolicies }: PlatformServerOptions): Server {
  const catalogue = loadStaticCatalogue(clientDir, { siteUrl, pagePolicies });
  // Astro answers some requests before our middleware runs (a refused cross-site form post, say).
  const appDefaults = Object.entries(securityHeaders(siteUrl));
  return createServer((req, res) => {
    if (serveStaticFile(catalogue, req, res)) return;
    for (const [name, value] of appDefaults) res.setHeader(name, value);
    compressOnTheFly(req, res);
    // Called without `next`: a URL the app does not know is answered by the app's own 404 page.
    void appHandler(req, res);
  });
}
