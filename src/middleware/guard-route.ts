// Enforces the route table (src/domain/route-policy.ts) for `locals.user`: a page redirects, an endpoint
// answers 401/403. Actions and callables check their caller again themselves.
import { defineMiddleware } from 'astro:middleware';
import { decideAccess } from '#/domain/route-policy.ts';
import { jsonResponse } from '#/server/route-handlers/json-response.ts';

/** Astro's error pages, rendered in place of a path that has no page or that failed: they are for everyone. */
const ERROR_PAGES = new Set(['/404', '/500']);

export const guardRoute = defineMiddleware((context, next) => {
  if (context.isPrerendered || ERROR_PAGES.has(context.routePattern)) return next();
  const decision = decideAccess(context.url.pathname + context.url.search, context.locals.user);
  if (decision.allow) return next();
  if ('redirect' in decision) return context.redirect(decision.redirect, 302);
  return jsonResponse({ error: decision.status === 401 ? 'Sign in first.' : 'Not allowed.' }, decision.status);
});
