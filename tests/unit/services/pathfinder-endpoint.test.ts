// POST /api/pathfinder (DECISIONS 5): field messages as a 400, the request stored before anything else
// (a webhook that fails still leaves the row), the booking page in the answer, throttling per address,
// and a capped JSON body.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Backend } from '#/server/backend.ts';
import { handlePathfinderPost, PATHFINDER_MAX_BODY_BYTES, type PathfinderEndpointContext } from '#/server/route-handlers/pathfinder-endpoint.ts';
import { createPathfinderDelivery } from '#/server/services/pathfinder-delivery.ts';
import { createTestBackend, type TestBackend } from '../../fixtures/test-backend.ts';

const NOW = new Date('2026-11-22T09:00:00Z');
const VALID = {
  name: 'Ada Obi',
  email: 'ada@example.org',
  phone: null,
  teamSize: 12,
  timeline: 'asap',
  duration: '6-months',
  date: '2026-11-24',
  time: '15:30',
  timezone: 'Africa/Lagos',
  painPoints: null,
};

let test: TestBackend;
let backend: Backend;
beforeEach(() => {
  test = createTestBackend();
  backend = {
    ...test,
    settings: { ...test.settings, pathfinderWebhookUrl: new URL('https://hooks.example/p'), bookingUrl: 'https://booking.example/pathfinder' },
  };
});
afterEach(async () => {
  await test.dispose();
});

function post(body: unknown, headers: Record<string, string> = { 'content-type': 'application/json' }) {
  return new Request('http://localhost/api/pathfinder', { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) });
}

function context(extra: Partial<PathfinderEndpointContext> = {}): PathfinderEndpointContext {
  return { backend, ip: '198.51.100.4', log: vi.fn(), now: NOW, ...extra };
}

const stored = async () => (await backend.store.listRows('pathfinder_requests')).rows;

describe('POST /api/pathfinder', () => {
  it('answers 400 with the spec messages per field, storing nothing', async () => {
    const response = await handlePathfinderPost(post({ email: 'ada', teamSize: '3', timezone: 'Africa/Lagos' }), context());
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.errors).toEqual({
      name: 'Name is required',
      email: 'Please enter a valid email address',
      teamSize: 'Team size must be at least 4',
      timeline: 'Timeline is required',
      duration: 'Duration is required',
      date: 'Date is required',
      time: 'Time is required',
    });
    expect(await stored()).toEqual([]);
  });

  it('stores the request, then tells the browser where to book', async () => {
    const onStored = vi.fn(async () => expect(await stored()).toHaveLength(1));
    const response = await handlePathfinderPost(post(VALID), context({ onStored }));
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true, redirect: 'https://booking.example/pathfinder' });
    expect(onStored).toHaveBeenCalledOnce();
    const [row] = await stored();
    expect(row).toMatchObject({ ...VALID, status: 'pending', attempts: 0, nextAttemptAt: NOW.toISOString(), deliveredAt: null });
  });

  it('keeps the row when forwarding fails: nothing the visitor typed is lost', async () => {
    await handlePathfinderPost(post(VALID), context());
    const delivery = createPathfinderDelivery({
      store: backend.store,
      webhookUrl: backend.settings.pathfinderWebhookUrl!,
      fetch: vi.fn(async () => new Response('down', { status: 500 })) as unknown as typeof fetch,
      now: () => NOW,
    });
    await delivery.deliverDue();
    const [row] = await stored();
    expect(row).toMatchObject({ name: 'Ada Obi', email: 'ada@example.org', status: 'pending', attempts: 1, lastError: 'The webhook answered HTTP 500' });
  });

  it('stores with status no_webhook when no webhook is configured', async () => {
    backend = { ...backend, settings: { ...backend.settings, pathfinderWebhookUrl: null } };
    const response = await handlePathfinderPost(post(VALID), context());
    expect(response.status).toBe(201);
    expect((await stored())[0]).toMatchObject({ status: 'no_webhook', nextAttemptAt: null });
  });

  it('throttles an address after 10 stored requests in 15 minutes, with Retry-After; others go on', async () => {
    for (let i = 0; i < 10; i++) expect((await handlePathfinderPost(post(VALID), context())).status).toBe(201);
    const refused = await handlePathfinderPost(post(VALID), context());
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await refused.json()).error).toMatch(/^Too many requests from your network\. Please wait 15 minutes/);
    expect((await handlePathfinderPost(post(VALID), context({ ip: '198.51.100.5' }))).status).toBe(201);
    const later = new Date(NOW.getTime() + 15 * 60_000 + 1000);
    expect((await handlePathfinderPost(post({ ...VALID }), context({ now: later }))).status).toBe(201);
    expect(await stored()).toHaveLength(12);
  });

  it('refuses a body that is not JSON, too large, or not sent as JSON', async () => {
    expect((await handlePathfinderPost(post('{nope'), context())).status).toBe(400);
    expect((await handlePathfinderPost(post(VALID, { 'content-type': 'text/plain' }), context())).status).toBe(415);
    const huge = { ...VALID, painPoints: 'x'.repeat(PATHFINDER_MAX_BODY_BYTES) };
    expect((await handlePathfinderPost(post(huge), context())).status).toBe(413);
    // Without a Content-Length (a stream), the cap still holds.
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 20; i++) controller.enqueue(new TextEncoder().encode('x'.repeat(1024)));
        controller.close();
      },
    });
    const chunked = new Request('http://localhost/api/pathfinder', { method: 'POST', headers: { 'content-type': 'application/json' }, body: stream, duplex: 'half' } as RequestInit);
    expect((await handlePathfinderPost(chunked, context())).status).toBe(413);
    expect(await stored()).toEqual([]);
  });

  it('answers 500 and logs when storing fails', async () => {
    const log = vi.fn();
    const broken = { ...backend, store: { ...backend.store, createRow: () => Promise.reject(new Error('disk full')) } } as Backend;
    const response = await handlePathfinderPost(post(VALID), context({ backend: broken, log }));
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: 'Something went wrong' });
    expect(log).toHaveBeenCalledWith('pathfinder request', expect.any(Error));
  });
});
