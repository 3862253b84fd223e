// The browser's side of POST /api/points/realtime-token: what it sends, what it accepts, and which
// refusals are worth asking again after.
import { describe, expect, it } from 'vitest';
import { readRealtimeGrant } from '#/domain/realtime-grant.ts';
import { fetchRealtimeGrant, RealtimeGrantRefused } from '#/lib/realtime-grant-client.ts';

const GRANT = {
  endpoint: 'https://appwrite.example/v1',
  projectId: 'proj',
  databaseId: 'main',
  tableId: 'user_points',
  rowId: 'u1',
  jwt: 'jwt-1',
  expiresAt: '2026-11-22T10:15:00.000Z',
};

function answering(status: number, body: unknown, seen: { url?: string; init?: RequestInit } = {}): typeof fetch {
  return (url, init) => {
    seen.url = String(url);
    seen.init = init;
    return Promise.resolve(new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  };
}

describe('readRealtimeGrant', () => {
  it('accepts a complete grant and nothing else', () => {
    expect(readRealtimeGrant(GRANT)).toEqual(GRANT);
    expect(readRealtimeGrant({ ...GRANT, extra: 'dropped' })).toEqual(GRANT);
    expect(readRealtimeGrant(null)).toBeNull();
    expect(readRealtimeGrant({ ...GRANT, jwt: '' })).toBeNull();
    expect(readRealtimeGrant({ ...GRANT, tableId: 'users' })).toBeNull();
    expect(readRealtimeGrant({ ...GRANT, endpoint: 'javascript:alert(1)' })).toBeNull();
    expect(readRealtimeGrant({ ...GRANT, expiresAt: 'soon' })).toBeNull();
  });
});

describe('fetchRealtimeGrant', () => {
  it('posts JSON to the token endpoint and returns the grant', async () => {
    const seen: { url?: string; init?: RequestInit } = {};
    expect(await fetchRealtimeGrant(answering(200, GRANT, seen))).toEqual(GRANT);
    expect(seen.url).toBe('/api/points/realtime-token');
    expect(seen.init?.method).toBe('POST');
    expect((seen.init?.headers as Record<string, string>)['content-type']).toBe('application/json');
  });

  it.each([401, 403, 409])('gives up on %i (asking again cannot help)', async (status) => {
    await expect(fetchRealtimeGrant(answering(status, { error: 'no' }))).rejects.toSatisfy((e) => e instanceof RealtimeGrantRefused && !e.retry);
  });

  it.each([
    ['a 502', 502, { error: 'later' }],
    ['an unreadable body', 200, 'not json'],
    ['an incomplete grant', 200, { jwt: 'x' }],
  ])('asks again later after %s', async (_label, status, body) => {
    await expect(fetchRealtimeGrant(answering(status, body))).rejects.toSatisfy((e) => e instanceof RealtimeGrantRefused && e.retry);
  });

  it('asks again later when the network fails', async () => {
    await expect(fetchRealtimeGrant(() => Promise.reject(new TypeError('offline')))).rejects.toSatisfy((e) => e instanceof RealtimeGrantRefused && e.retry);
  });
});
