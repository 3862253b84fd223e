// Live points streams are bounded (issue 8, hole 5): at most 5 open per account and 20 per address, the
// rest refused with 429 at once; each stream ends after its lifetime with a `reconnect` event, and the
// browser's EventSource then opens a new one.
import { afterEach, describe, expect, it } from 'vitest';
import type { Auth } from '#/server/auth/port.ts';
import { openPointsStream, POINTS_STREAM_MAX_LIFETIME_MS, type PointsStreamDeps } from '#/server/route-handlers/points-stream.ts';
import type { PointsFeed } from '#/server/services/points-feed.ts';
import { createStreamQuota, STREAM_LIMITS } from '#/server/services/stream-quota.ts';

/** A feed that reports 120 points (version 3) at once and counts its watchers. */
function fakeFeed(): PointsFeed & { watchers: () => number } {
  let watchers = 0;
  return {
    watch(_userId, listener) {
      watchers += 1;
      listener({ points: 120, version: 3 });
      return () => {
        watchers -= 1;
      };
    },
    watchers: () => watchers,
  };
}

const auth = { resolveSession: async () => ({ userId: 'u1', expiresAt: new Date(), renewedUntil: null }) } as unknown as Auth;

function deps(overrides: Partial<PointsStreamDeps> = {}): PointsStreamDeps {
  return { feed: fakeFeed(), auth, quota: createStreamQuota(), ...overrides };
}

/** Every stream a test opens is closed at its end (as a tab going away would), so no timer outlives it. */
const opened: AbortController[] = [];
afterEach(() => {
  for (const controller of opened.splice(0)) controller.abort();
});

function caller(userId: string, address: string, controller = new AbortController()) {
  opened.push(controller);
  return { userId, token: 't', address, signal: controller.signal };
}

/** Reads a stream's text until it ends. */
async function readAll(response: Response): Promise<string> {
  return new Response(response.body).text();
}

describe('stream quota', () => {
  it('allows 5 streams per account and 20 per address by default', () => {
    expect(STREAM_LIMITS).toEqual({ perUser: 5, perAddress: 20 });
  });

  it('gives places until either limit is reached, and a closed stream frees its place', () => {
    const quota = createStreamQuota({ perUser: 2, perAddress: 3 });
    const a1 = quota.take('a', '192.0.2.1');
    const a2 = quota.take('a', '192.0.2.1');
    expect(a1 && a2).toBeTruthy();
    expect(quota.take('a', '192.0.2.2')).toBeNull();
    const b1 = quota.take('b', '192.0.2.1');
    expect(b1).toBeTruthy();
    expect(quota.take('c', '192.0.2.1')).toBeNull();
    expect(quota.take('c', '192.0.2.9')).toBeTruthy();
    a1!();
    a1!(); // giving back twice frees one place only
    expect(quota.take('c', '192.0.2.1')).toBeTruthy();
    expect(quota.take('d', '192.0.2.1')).toBeNull();
  });

  it('counts an IPv6 client by its /64, as every per-address limit does', () => {
    const quota = createStreamQuota({ perUser: 10, perAddress: 2 });
    expect(quota.take('a', '2001:db8:1:2::1')).toBeTruthy();
    expect(quota.take('b', '2001:db8:1:2::ffff')).toBeTruthy();
    expect(quota.take('c', '2001:db8:1:2:aaaa::1')).toBeNull();
    expect(quota.take('c', '2001:db8:1:3::1')).toBeTruthy();
  });
});

describe('/api/points/stream', () => {
  it('50 streams from one account: 5 open, the other 45 answered 429 at once', async () => {
    const shared = deps();
    const controllers = Array.from({ length: 50 }, () => new AbortController());
    const responses = controllers.map((controller) => openPointsStream(caller('u1', '198.51.100.1', controller), shared));
    expect(responses.filter((response) => response.status === 200)).toHaveLength(5);
    const refused = responses.filter((response) => response.status === 429);
    expect(refused).toHaveLength(45);
    expect(refused[0]?.headers.get('retry-after')).toBeTruthy();
    expect(await refused[0]?.text()).toMatch(/Too many live connections/);
    // The open ones stream; closing one (the tab goes away) frees its place.
    for (const controller of controllers) controller.abort();
    expect(openPointsStream(caller('u1', '198.51.100.1'), shared).status).toBe(200);
  });

  it('20 streams from one address across accounts, then 429', () => {
    const shared = deps();
    const statuses = Array.from({ length: 25 }, (_, i) => openPointsStream(caller(`u${Math.floor(i / 5)}`, '198.51.100.2'), shared).status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(20);
    expect(statuses.slice(20)).toEqual([429, 429, 429, 429, 429]);
  });

  it('ends a stream at its lifetime with a `reconnect` event, and gives its place back', async () => {
    const feed = fakeFeed();
    const quota = createStreamQuota({ perUser: 1, perAddress: 1 });
    const response = openPointsStream(caller('u1', '198.51.100.3'), { feed, auth, quota, maxLifetimeMs: 200 });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const text = await readAll(response);
    expect(text).toMatch(/^retry: \d+\n\n/);
    expect(text).toContain('event: points\ndata: {"points":120,"version":3}\n\n');
    expect(text.endsWith('event: reconnect\ndata: {}\n\n')).toBe(true);
    expect(feed.watchers()).toBe(0);
    expect(openPointsStream(caller('u1', '198.51.100.3'), { feed, auth, quota, maxLifetimeMs: 200 }).status).toBe(200);
  });

  it('lives 10 minutes at most by default', () => {
    expect(POINTS_STREAM_MAX_LIFETIME_MS).toBe(10 * 60 * 1000);
  });
});
