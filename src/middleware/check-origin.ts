// Refuses cross-site form submissions (CSRF) before anything else runs, Actions included (Astro runs them
// inside the middleware chain, after every step). It replaces Astro's `security.checkOrigin`, which is off in
// astro.config.mjs: Astro compares the Origin with the URL the request arrived at, and behind a proxy that
// ends TLS that URL is http:// while browsers send https://, so every form would be refused. This compares
// with SITE_URL, by Astro's own rules for which requests are checked (src/domain/cross-site-request.ts).
import { defineMiddleware } from 'astro:middleware';
import { isForbiddenCrossSiteRequest } from '#/domain/cross-site-request.ts';
import { getBackend } from '#/server/config.ts';

export const checkOrigin = defineMiddleware(async (context, next) => {
  if (context.isPrerendered) return next();
  const { request } = context;
  const { settings } = await getBackend();
  const forbidden = isForbiddenCrossSiteRequest(
    { method: request.method, contentType: request.headers.get('content-type'), origin: request.headers.get('origin') },
    settings.siteUrl.origin,
  );
  if (!forbidden) return next();
  // Astro's own answer, word for word, so clients see no difference.
  return new Response(`Cross-site ${request.method} form submissions are forbidden`, { status: 403 });
});
