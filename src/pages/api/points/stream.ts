// The signed-in user's balance as server-sent events, bounded per account and address and in lifetime
// (src/server/route-handlers/points-stream.ts).
import type { APIRoute } from 'astro';
import { getBackend } from '#/server/config.ts';
import { openPointsStream } from '#/server/route-handlers/points-stream.ts';
import { readSessionToken } from '#/server/route-handlers/session-cookie.ts';
import { getPointsFeed } from '#/server/singletons/points-feed-instance.ts';
import { liveStreams } from '#/server/singletons/live-streams-instance.ts';
import { pointsStreamQuota } from '#/server/singletons/points-stream-quota-instance.ts';

export const prerender = false;

export const GET: APIRoute = async ({ locals, request, cookies }) => {
  const user = locals.user;
  if (!user) return new Response('Sign in first.', { status: 401 });
  const backend = await getBackend();
  const token = readSessionToken(cookies, backend.settings) ?? '';
  return openPointsStream(
    { userId: user.id, token, address: locals.clientAddress, signal: request.signal },
    { feed: await getPointsFeed(), auth: backend.auth, quota: pointsStreamQuota, streams: liveStreams() },
  );
};
