// Keeps a signed-in person's rendering of a page so that the web server can answer their next GET of it
// without running the app, while nothing that rendering read has changed and for at most PAGE_REUSE_SECONDS
// (src/server/web-server/rendered-page-answer.ts answers). Rendering a signed-in page costs a millisecond or
// more of CPU (the rows, Astro's render, compression); answering it again costs a lookup.
// Whether anything changed is the store's to say: it stamps everything the rendering read (the session, the
// person, their points, the board's rows) and any later write to one of those rows or tables makes the stamp
// stale (src/server/store/read-tracking.ts). Only the embedded store can vouch for its reads, so with Appwrite
// every request renders. The stamp covers the whole pipeline after this step: the session's own row (signing
// out, suspension), the route guard's inputs (role, membership) and the page. A rendering is kept only when
// repeating it is exactly right: a 200 HTML page for a signed-in person, private, not already encoded, that
// set no cookie (a renewed session, a cleared one) and made no write and opened no transaction while rendering
// (a page that records a visit renders every time). The key is the whole Cookie header, the path with its
// query, and the encoding: nobody is ever answered with another person's page.
import { defineMiddleware } from 'astro:middleware';
import type { APIContext } from 'astro';
import { getBackend } from '#/server/config.ts';
import { readSessionToken } from '#/server/route-handlers/session-cookie.ts';
import { renderedPageKey } from '#/server/route-handlers/rendered-pages.ts';
import { renderedPages } from '#/server/singletons/rendered-pages-instance.ts';
import { MIN_COMPRESSIBLE_BYTES } from '#/server/web-server/cache-policy.ts';
import { compressWhole } from '#/server/web-server/compress-on-the-fly.ts';
import { chooseCompression } from '#/server/web-server/content-encoding.ts';

/** Whether this request's pipeline set a cookie (Astro's AstroCookies lists them; unknown counts as yes). */
function setsCookies(context: APIContext): boolean {
  const cookies = context.cookies as unknown as { headers?: () => Iterable<string> };
  if (typeof cookies.headers !== 'function') return true;
  for (const _ of cookies.headers()) return true;
  return false;
}

function mayBeRepeated(response: Response, context: APIContext): boolean {
  return (
    response.status === 200 &&
    (response.headers.get('content-type') ?? '').startsWith('text/html') &&
    !response.headers.has('content-encoding') &&
    (response.headers.get('cache-control') ?? '').includes('private') &&
    context.locals.user !== null &&
    context.locals.sessionCookie.kind === 'current' &&
    !setsCookies(context)
  );
}

/**
 * Between half and all of PAGE_REUSE_SECONDS, at random: pages kept at the same moment (everyone's first visit
 * after a restart, a bench's warm-up) would otherwise all render again at the same moment, and the requests
 * queued behind that burst would wait for all of it.
 */
function lifetime(reuseMs: number): number {
  return reuseMs * (0.5 + Math.random() / 2);
}

export const reuseRenderedPage = defineMiddleware(async (context, next) => {
  if (import.meta.env.DEV || context.isPrerendered || context.request.method !== 'GET') return next();
  const backend = await getBackend();
  const tracking = backend.store.readTracking;
  const reuseMs = backend.settings.pageReuseMs;
  if (!tracking || reuseMs === 0 || readSessionToken(context.cookies, backend.settings) === undefined) return next();

  const startedAt = Date.now();
  const { value: response, stamp } = await tracking.track(() => next());
  if (stamp === null || !mayBeRepeated(response, context)) return response;
  const coding = chooseCompression(context.request.headers.get('accept-encoding') ?? undefined);
  const html = Buffer.from(await response.arrayBuffer());
  const headers = new Headers(response.headers);
  let body: Buffer = html;
  // Compressed once here, so that answering it again costs no compression either (the web server sends an
  // encoded body as it is).
  if (coding !== null && html.length >= MIN_COMPRESSIBLE_BYTES) {
    body = compressWhole(coding, html);
    headers.set('content-encoding', coding);
  }
  headers.set('content-length', String(body.byteLength));
  // The kept copy is one encoding of the page: the web server chose it by Accept-Encoding.
  if (!/accept-encoding/i.test(headers.get('vary') ?? '')) headers.append('vary', 'Accept-Encoding');
  const key = renderedPageKey(context.request.headers.get('cookie') ?? '', context.url.pathname + context.url.search, coding, context.request.headers.get('accept-language') ?? '');
  renderedPages.keep(key, { status: response.status, headers: [...headers], body, readsUnchanged: () => tracking.isCurrent(stamp), until: startedAt + lifetime(reuseMs) });
  return new Response(body as Uint8Array<ArrayBuffer>, { status: response.status, headers });
});
