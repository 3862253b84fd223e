// Answers a GET from the signed-in person's last rendering of the page, kept by the app
// (src/middleware/reuse-rendered-page.ts) and still right: nothing it read has changed and it is young enough.
// Runs before the app, so such a request costs about what a static file does. Anything else goes to the app.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { renderedPageKey, type RenderedPages } from '../route-handlers/rendered-pages.ts';
import { chooseCompression } from './content-encoding.ts';

/** The path and query as the app sees them (Astro builds its URL from the same request line). */
function pathAndQuery(requestUrl: string): string | null {
  if (!URL.canParse(requestUrl, 'http://localhost')) return null;
  const url = new URL(requestUrl, 'http://localhost');
  return url.pathname + url.search;
}

/** True when `res` was answered from `pages`. */
export function answerFromRenderedPage(pages: RenderedPages, req: IncomingMessage, res: ServerResponse): boolean {
  const cookie = req.headers.cookie;
  if (req.method !== 'GET' || cookie === undefined || req.url === undefined) return false;
  const path = pathAndQuery(req.url);
  if (path === null) return false;
  const page = pages.take(renderedPageKey(cookie, path, chooseCompression(req.headers['accept-encoding']), req.headers['accept-language'] ?? ''), Date.now());
  if (!page) return false;
  res.statusCode = page.status;
  for (const [name, value] of page.headers) res.setHeader(name, value);
  res.end(page.body);
  return true;
}
