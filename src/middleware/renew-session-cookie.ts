// Keeps the browser's session cookie in step with the server: a session that ended (expired, signed out
// elsewhere, or its person gone) loses its cookie; one whose expiry slid forward gets the cookie again.
import { defineMiddleware } from 'astro:middleware';
import { getBackend } from '#/server/config.ts';
import { clearSessionCookie, setSessionCookie } from '#/server/route-handlers/session-cookie.ts';

export const renewSessionCookie = defineMiddleware(async (context, next) => {
  if (context.isPrerendered) return next();
  const note = context.locals.sessionCookie;
  if (note.kind === 'ended' || note.kind === 'renewed') {
    const { settings } = await getBackend();
    if (note.kind === 'ended') clearSessionCookie(context.cookies, settings);
    else setSessionCookie(context.cookies, settings, note.token, note.until);
  }
  return next();
});
