// Attaches `locals.user` and enforces the route policy; nothing else. Prerendered pages return at
// once (they are plain files and the middleware only runs for them at build time).
import { defineMiddleware } from 'astro:middleware';
import { decideAccess } from './domain/route-policy.ts';
import { getBackend } from './server/config.ts';
import { clearSessionCookie, readSessionToken, setSessionCookie } from './server/http/session-cookie.ts';
import { SECURITY_HEADERS } from './server/http/security-headers.ts';
import { resolveSessionUser } from './server/services/session-user.ts';

export const onRequest = defineMiddleware(async (context, next) => {
  if (context.isPrerendered) return next();

  const backend = await getBackend();
  const token = readSessionToken(context.cookies, backend.settings);
  const resolved = await resolveSessionUser(backend, token);
  context.locals.user = resolved?.user ?? null;

  if (token && !resolved) {
    clearSessionCookie(context.cookies, backend.settings);
  } else if (token && resolved?.renewedUntil) {
    setSessionCookie(context.cookies, backend.settings, token, resolved.renewedUntil);
  }

  const decision = decideAccess(context.url.pathname + context.url.search, context.locals.user);
  if (!decision.allow) {
    if ('redirect' in decision) return context.redirect(decision.redirect, 302);
    return new Response(JSON.stringify({ error: decision.status === 401 ? 'Sign in first.' : 'Not allowed.' }), {
      status: decision.status,
      headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
    });
  }

  const response = await next();
  // Pages rendered for one person must never be stored by a shared cache.
  if (context.locals.user && !response.headers.has('cache-control')) {
    response.headers.set('cache-control', 'private, no-store');
  }
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    if (!response.headers.has(name)) response.headers.set(name, value);
  }
  return response;
});
