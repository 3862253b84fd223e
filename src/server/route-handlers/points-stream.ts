// The signed-in user's balance as server-sent events (/api/points/stream): `points` with `{ points, version }`
// at once and on every change (the version moves with every award and badge), `missing` when there is no
// balance row. Only ever the caller's own balance.
// Bounded: a few streams per account and per address (the rest get 429 at once), and each stream ends
// after a maximum lifetime with a `reconnect` event, on which the browser's EventSource opens a new one
// (src/stores/points.ts keeps the balance meanwhile), so no stream outlives its session for long.
import type { Auth } from '../auth/port.ts';
import type { PointsFeed } from '../services/points-feed.ts';
import type { LiveStreams } from '../services/live-streams.ts';
import type { StreamQuota } from '../services/stream-quota.ts';

/** A comment line now and then keeps proxies from closing an idle stream, and re-checks the session. */
const KEEP_ALIVE_MS = 20_000;
/** The longest a stream lives; each gets up to a tenth less, so streams opened together do not all reconnect together. */
export const POINTS_STREAM_MAX_LIFETIME_MS = 10 * 60 * 1000;
/** What a refused stream is told to wait, in seconds. */
const REFUSED_RETRY_AFTER_S = 60;

export interface PointsStreamDeps {
  feed: PointsFeed;
  auth: Pick<Auth, 'resolveSession'>;
  quota: StreamQuota;
  /** Where the stream registers, so ending the account's sessions ends it at once (suspension, sign out everywhere). */
  streams?: LiveStreams;
  /** POINTS_STREAM_MAX_LIFETIME_MS unless a test needs a shorter one. */
  maxLifetimeMs?: number;
}

export interface PointsStreamCaller {
  userId: string;
  /** The session token the stream was opened with, re-checked on every keep-alive. */
  token: string;
  /** The client's address (`locals.clientAddress`: behind a proxy, not the proxy's). */
  address: string;
  /** Aborts when the client goes away. */
  signal: AbortSignal;
}

export function openPointsStream(caller: PointsStreamCaller, deps: PointsStreamDeps): Response {
  const giveBack = deps.quota.take(caller.userId, caller.address);
  if (!giveBack) {
    return new Response('Too many live connections from this account or network. Close some tabs and try again later.', {
      status: 429,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'retry-after': String(REFUSED_RETRY_AFTER_S), 'cache-control': 'no-store' },
    });
  }
  const maxLifetimeMs = deps.maxLifetimeMs ?? POINTS_STREAM_MAX_LIFETIME_MS;
  const lifetimeMs = maxLifetimeMs * (0.9 + Math.random() * 0.1);
  const encoder = new TextEncoder();
  let stop = (): void => undefined;
  let signedOut = (): void => undefined;

  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      let open = true;
      const send = (text: string): void => {
        if (!open) return;
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          stop();
        }
      };
      send('retry: 3000\n\n');
      const unwatch = deps.feed.watch(caller.userId, (state) => {
        send(state === null ? 'event: missing\ndata: {}\n\n' : `event: points\ndata: ${JSON.stringify(state)}\n\n`);
      });
      // The session ended (signed out everywhere, suspended): the browser is told, so it leaves the signed-in
      // page instead of reconnecting.
      signedOut = () => {
        send('event: signed-out\ndata: {}\n\n');
        stop();
      };
      const unregister = deps.streams?.add(caller.userId, () => signedOut()) ?? (() => undefined);
      // Each keep-alive checks the session again, so a stream opened before "sign out everywhere" does not outlive it.
      const keepAlive = setInterval(() => {
        void deps.auth.resolveSession(caller.token).then(
          (session) => (session?.userId === caller.userId ? send(': keep-alive\n\n') : signedOut()),
          () => stop(),
        );
      }, KEEP_ALIVE_MS);
      const lifetime = setTimeout(() => {
        send('event: reconnect\ndata: {}\n\n');
        stop();
      }, lifetimeMs);
      stop = () => {
        if (!open) return;
        open = false;
        unwatch();
        unregister();
        clearInterval(keepAlive);
        clearTimeout(lifetime);
        giveBack();
        try {
          controller.close();
        } catch {
          // already closed
        }
      };
      if (caller.signal.aborted) stop();
      else caller.signal.addEventListener('abort', () => stop(), { once: true });
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
}
