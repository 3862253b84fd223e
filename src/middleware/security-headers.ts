// The security headers every on-demand response carries (the web server adds the same to the files it
// serves itself: src/server/web-server/security-headers.ts holds the list).
import { defineMiddleware } from 'astro:middleware';
import { SECURITY_HEADERS } from '#/server/web-server/security-headers.ts';

export const securityHeaders = defineMiddleware(async (context, next) => {
  const response = await next();
  if (context.isPrerendered) return response;
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    if (!response.headers.has(name)) response.headers.set(name, value);
  }
  return response;
});
