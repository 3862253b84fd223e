// The browser side of POST /api/pathfinder: every answer becomes an outcome the form can show.
import { describe, expect, it, vi } from 'vitest';
import { createPathfinderSender, isSafeRedirect } from '#/lib/pathfinder-client.ts';

const BASE = 'https://leaders.example/';
const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

describe('pathfinder sender', () => {
  it('posts JSON to /api/pathfinder and follows the redirect it is given', async () => {
    const fetchImpl = answer(201, { ok: true, redirect: 'https://booking.example/x' });
    const outcome = await createPathfinderSender(fetchImpl, BASE)({ name: 'Ada' });
    expect(outcome).toEqual({ kind: 'stored', redirect: 'https://booking.example/x' });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/pathfinder');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"name":"Ada"}');
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
  });

  it('returns field messages from a 400', async () => {
    const outcome = await createPathfinderSender(answer(400, { error: 'x', errors: { email: 'Email is required' } }), BASE)({});
    expect(outcome).toEqual({ kind: 'invalid', errors: { email: 'Email is required' } });
  });

  it("returns the server's words for a 429", async () => {
    const outcome = await createPathfinderSender(answer(429, { error: 'Too many requests.' }), BASE)({});
    expect(outcome).toEqual({ kind: 'refused', message: 'Too many requests.' });
  });

  it('fails on a 5xx, a network error, a body that is not JSON, or an unsafe redirect', async () => {
    expect(await createPathfinderSender(answer(500, { error: 'Something went wrong' }), BASE)({})).toEqual({ kind: 'failed' });
    expect(await createPathfinderSender(answer(503, '<html>'), BASE)({})).toEqual({ kind: 'failed' });
    expect(await createPathfinderSender(vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))), BASE)({})).toEqual({ kind: 'failed' });
    expect(await createPathfinderSender(answer(201, { redirect: 'javascript:alert(1)' }), BASE)({})).toEqual({ kind: 'failed' });
  });

  it('only redirects to http(s) pages', () => {
    expect(isSafeRedirect('/pathfinder/requested', BASE)).toBe(true);
    expect(isSafeRedirect('https://cal.example/book', BASE)).toBe(true);
    expect(isSafeRedirect('javascript:alert(1)', BASE)).toBe(false);
    expect(isSafeRedirect('data:text/html,hi', BASE)).toBe(false);
  });
});
