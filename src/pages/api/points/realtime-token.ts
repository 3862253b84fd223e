// A short-lived Appwrite Realtime grant for the signed-in person's own points row (Appwrite mode only).
import type { APIRoute } from 'astro';
import { getBackend } from '#/server/config.ts';
import { realtimeTokenResponse } from '#/server/route-handlers/realtime-token-response.ts';
import { readSessionToken } from '#/server/route-handlers/session-cookie.ts';

export const prerender = false;

export const POST: APIRoute = async ({ locals, cookies }) => {
  const backend = await getBackend();
  return realtimeTokenResponse({
    backend,
    user: locals.user,
    sessionSecret: readSessionToken(cookies, backend.settings),
    now: new Date(),
  });
};
