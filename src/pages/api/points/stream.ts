// The signed-in user's balance as Server-Sent Events: `points` with `{ points, version }` at once and on
// every change (the version moves with every award and badge), `missing` when there is no balance row.
// Only ever the caller's own balance.
import type { APIRoute } from 'astro';
import { getBackend } from '#/server/config.ts';
import { getPointsFeed } from '#/server/singletons/points-feed-instance.ts';
import { readSessionToken } from '#/server/route-handlers/session-cookie.ts';

export const prerender = false;

const KEEP_ALIVE_MS = 20_000;

export const GET: APIRoute = async ({ locals, request, cookies }) => {
  const user = locals.user;
  if (!user) return new Response('Sign in first.', { status: 401 });
  const feed = await getPointsFeed();
  const backend = await getBackend();
  const token = readSessionToken(cookies, backend.settings) ?? '';
  const encoder = new TextEncoder();
  let stop = (): void => undefined;

  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (text: string): void => {
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          stop();
        }
      };
      send('retry: 3000\n\n');
      const unwatch = feed.watch(user.id, (state) => {
        send(state === null ? 'event: missing\ndata: {}\n\n' : `event: points\ndata: ${JSON.stringify(state)}\n\n`);
      });
      // A comment line now and then keeps proxies from closing an idle stream; each time, the session is
      // checked again, so a stream opened before "sign out everywhere" does not outlive the session.
      const keepAlive = setInterval(() => {
        void backend.auth.resolveSession(token).then(
          (session) => (session?.userId === user.id ? send(': keep-alive\n\n') : stop()),
          () => stop(),
        );
      }, KEEP_ALIVE_MS);
      stop = () => {
        unwatch();
        clearInterval(keepAlive);
        try {
          controller.close();
        } catch {
          // already closed
        }
      };
      request.signal.addEventListener('abort', () => stop(), { once: true });
    },
    cancel() {
      stop();
    },
  });

  return new Response(body, {
    headers: {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
    },
  });
};
