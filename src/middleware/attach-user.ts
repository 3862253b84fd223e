// Attaches `locals.user` (or null) from the session cookie, and notes what the cookie needs next
// (renew-session-cookie.ts acts on that note once the response is made).
import { defineMiddleware } from 'astro:middleware';
import { getBackend } from '#/server/config.ts';
import { readSessionToken } from '#/server/route-handlers/session-cookie.ts';
import { resolveSessionUser } from '#/server/services/session-user.ts';

export const attachUser = defineMiddleware(async (context, next) => {
  if (context.isPrerendered) return next();
  const backend = await getBackend();
  const token = readSessionToken(context.cookies, backend.settings);
  const resolved = await resolveSessionUser(backend, token);
  context.locals.user = resolved?.user ?? null;
  context.locals.sessionCookie =
    token === undefined
      ? { kind: 'none' }
      : resolved === null
        ? { kind: 'ended' }
        : resolved.renewedUntil
          ? { kind: 'renewed', token, until: resolved.renewedUntil }
          : { kind: 'current' };
  return next();
});
