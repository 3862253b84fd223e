// Signing out: the session is deleted on the server (the old cookie stops working at once) and the cookie
// cleared. A form post lands on the landing page; a script gets JSON.
import type { APIRoute } from 'astro';
import { getBackend } from '#/server/config.ts';
import { clearSessionCookie, readSessionToken } from '#/server/route-handlers/session-cookie.ts';
import { signOut } from '#/server/services/accounts.ts';

export const prerender = false;

export const POST: APIRoute = async ({ cookies, request, redirect }) => {
  const backend = await getBackend();
  await signOut(backend, readSessionToken(cookies, backend.settings));
  clearSessionCookie(cookies, backend.settings);
  if (request.headers.get('accept')?.includes('application/json')) {
    return new Response(JSON.stringify({ ok: true }), { headers: { 'content-type': 'application/json' } });
  }
  return redirect('/', 303);
};
