// The security headers every on-demand response carries (the web server adds the same to the files it serves
// itself: src/server/web-server/security-headers.ts holds the list). A page already carries its own
// Content-Security-Policy, which Astro wrote (security.csp); it is kept.
import { defineMiddleware } from 'astro:middleware';
import { getBackend } from '#/server/config.ts';
import { securityHeaders as headersFor } from '#/server/web-server/security-headers.ts';

export const securityHeaders = defineMiddleware(async (context, next) => {
  const response = await next();
  // `astro dev` hashes nothing, yet Astro still sends a policy there (script-src and style-src without their
  // hashes), which would refuse the styles Vite injects: development pages go without one.
  if (import.meta.env.DEV) {
    if (response.headers.has('content-security-policy')) response.headers.delete('content-security-policy');
    return response;
  }
  if (context.isPrerendered) return response;
  const { settings } = await getBackend();
  for (const [name, value] of Object.entries(headersFor(settings.siteUrl))) {
    if (!response.headers.has(name)) response.headers.set(name, value);
  }
  return response;
});
