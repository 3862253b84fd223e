// Readies an on-demand page for a phone's first paint as it leaves the app: its CSS inline, the rest after
// the first paint (src/server/web-server/on-demand-first-paint.ts, given by the web server in the locals),
// and its Content-Security-Policy pinned to exactly the inline scripts and styles the page now holds, as a
// prerendered page's is (page-policy-hashes.ts). Runs inside reuseRenderedPage, so a kept
// page is kept ready. Outside the platform server (astro dev) there is no such step and pages pass as they are.
import { defineMiddleware } from 'astro:middleware';
import { hashSource, withInlineHashes } from '#/server/web-server/content-security-policy.ts';

export const firstPaint = defineMiddleware(async (context, next) => {
  const response = await next();
  const ready = context.locals.firstPaint;
  if (!ready || context.isPrerendered || !(response.headers.get('content-type') ?? '').startsWith('text/html') || response.headers.has('content-encoding')) {
    return response;
  }
  const page = ready(await response.text());
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  const policy = headers.get('content-security-policy');
  if (policy) headers.set('content-security-policy', withInlineHashes(policy, { scripts: page.scripts.map(hashSource), styles: page.styles.map(hashSource) }));
  return new Response(page.html, { status: response.status, statusText: response.statusText, headers });
});
