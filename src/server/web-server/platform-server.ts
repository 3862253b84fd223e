// The HTTP server `npm start` runs: the build's files first (precompressed, cached by their kind), then a
// signed-in person's page kept from its last rendering while still right (rendered-page-answer.ts), then Astro's
// on-demand app (the @astrojs/node adapter in middleware mode) with on-the-fly compression. The adapter's own
// standalone server compresses nothing, which would cost visitors on mobile data several times the bytes.
// Before anything else it limits what a request may cost: a body past its route's cap is refused (413), and
// Node's timeouts bound how long a request may take to arrive. Every response leaves with the security headers:
// set first as defaults, which a file's or a page's own (its Content-Security-Policy) replace.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { bodyLimitFor } from './body-limits.ts';
import { compressOnTheFly, type RoomForMore } from './compress-on-the-fly.ts';
import { onDemandFirstPaint, type FirstPaint } from './on-demand-first-paint.ts';
import type { PagePolicies } from './page-policies.ts';
import { announcesBody, declaresMoreThan, readBodyWithin, refuseTooLarge, type BodyRequest } from './request-body.ts';
import { securityHeaders } from './security-headers.ts';
import { answerFromRenderedPage } from './rendered-page-answer.ts';
import { loadStaticCatalogue, serveStaticFile } from './static-files.ts';
import { renderedPages } from '../singletons/rendered-pages-instance.ts';

/** What the server hands the app as the request's first `Astro.locals` (the adapter passes them on). */
export interface ServerLocals {
  /** Resolves once the response can take more bytes: a long streamed body waits for it between blocks. */
  readonly roomForMore: RoomForMore;
  /** Readies a rendered page for its first paint (inline CSS, the rest after it). */
  readonly firstPaint: FirstPaint;
}

/** The adapter's middleware-mode handler (`handler` exported by dist/server/entry.mjs). */
export type AppHandler = (req: IncomingMessage, res: ServerResponse, next?: undefined, locals?: ServerLocals) => void | Promise<void>;

export interface ServerTimeouts {
  /** The request head must arrive within this (a client trickling headers holds a socket for nothing). */
  readonly headersTimeout: number;
  /**
   * The whole request, head and body (at most 256 KB here), must arrive within this. It ends once the
   * request is in: the response, a server-sent event stream included, may run as long as it needs.
   */
  readonly requestTimeout: number;
  /** An idle kept-alive connection closes after this. */
  readonly keepAliveTimeout: number;
  /** How often Node looks for requests past the two limits above. */
  readonly connectionsCheckingInterval: number;
}

export const SERVER_TIMEOUTS: ServerTimeouts = {
  headersTimeout: 10_000,
  requestTimeout: 30_000,
  // Longer than the 60 s idle timeout of common proxies and load balancers, so a proxy never sends a request
  // on a connection we are closing at that moment (it would answer 502).
  keepAliveTimeout: 65_000,
  connectionsCheckingInterval: 2_000,
};

export interface PlatformServerOptions {
  /** The build's browser files: dist/client. */
  readonly clientDir: string;
  /** Renders everything that is not a file: on-demand pages, endpoints, and the 404 page. */
  readonly appHandler: AppHandler;
  /** The public origin (SITE_URL): https adds Strict-Transport-Security to every response. */
  readonly siteUrl: URL;
  /** The prerendered pages' Content-Security-Policies (dist/_headers.json, readPagePolicies). */
  readonly pagePolicies: PagePolicies;
  /** SERVER_TIMEOUTS unless a test needs shorter ones. */
  readonly timeouts?: ServerTimeouts;
}

/** A Node HTTP server for the built site (not yet listening). */
export function createPlatformServer({ clientDir, appHandler, siteUrl, pagePolicies, timeouts = SERVER_TIMEOUTS }: PlatformServerOptions): Server {
  const catalogue = loadStaticCatalogue(clientDir, { siteUrl, pagePolicies });
  // Also for what Astro answers before our middleware runs (a refused cross-site form post, say) and for a 413.
  const defaults = Object.entries(securityHeaders(siteUrl));
  const firstPaint = onDemandFirstPaint(clientDir);
  const toApp = (req: IncomingMessage, res: ServerResponse): void => {
    const roomForMore = compressOnTheFly(req, res);
    // Called without `next`: a URL the app does not know is answered by the app's own 404 page.
    void appHandler(req, res, undefined, { roomForMore, firstPaint });
  };
  const server = createServer({ ...timeouts }, (req, res) => {
    for (const [name, value] of defaults) res.setHeader(name, value);
    const maxBytes = bodyLimitFor((req.url ?? '/').split(/[?#]/, 1)[0] ?? '/');
    // Refused on the announced length alone, before a byte of the body is read.
    if (declaresMoreThan(req, maxBytes)) return refuseTooLarge(req, res, maxBytes);
    if (serveStaticFile(catalogue, req, res)) return;
    // A signed-in person's page whose reads are unchanged since the app last rendered it for them.
    if (answerFromRenderedPage(renderedPages, req, res)) return;
    // The adapter reads no body for GET and HEAD; any other body is read here, within the cap, and handed on.
    if (req.method === 'GET' || req.method === 'HEAD' || !announcesBody(req)) return toApp(req, res);
    readBodyWithin(req, maxBytes).then(
      (body) => {
        if (body === null) return refuseTooLarge(req, res, maxBytes);
        (req as BodyRequest).body = body;
        toApp(req, res);
      },
      // The client went away mid-body: there is nobody to answer.
      () => res.destroy(),
    );
  });
  server.headersTimeout = timeouts.headersTimeout;
  server.requestTimeout = timeouts.requestTimeout;
  server.keepAliveTimeout = timeouts.keepAliveTimeout;
  return server;
}
