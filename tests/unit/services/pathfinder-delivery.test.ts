// Forwarding stored pathfinder requests (rule 5): delivered on a 2xx, retried with exponential backoff
// otherwise, failed after the last attempt, and resumed by a new worker after a restart. The clock, the
// sleep and fetch are fakes, so no test waits.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Backend } from '#/server/backend.ts';
import { createPathfinderDelivery, retryDelayMs, DEFAULT_DELIVERY_POLICY, type DeliveryOptions } from '#/server/services/pathfinder-delivery.ts';
import { submitPathfinderRequest } from '#/server/services/pathfinder-requests.ts';
import { createTestBackend, type TestBackend } from '../../fixtures/test-backend.ts';

const HOOK = new URL('https://hooks.example/pathfinder?token=secret-token');
const START = new Date('2026-11-22T09:00:00Z');
const REQUEST = {
  name: 'Ada Obi',
  email: 'ada@example.org',
  phone: '+234 803 555 0100',
  teamSize: 12,
  timeline: 'asap',
  duration: '6-months',
  date: '2026-11-24',
  time: '15:30',
  timezone: 'Africa/Lagos',
  painPoints: 'Silos',
};

let test: TestBackend;
let backend: Backend;
let clock: number;
const now = () => new Date(clock);
const advance = (ms: number) => {
  clock += ms;
};

beforeEach(() => {
  test = createTestBackend();
  backend = { ...test, settings: { ...test.settings, pathfinderWebhookUrl: HOOK } };
  clock = START.getTime();
});
afterEach(async () => {
  await test.dispose();
});

function hook(...statuses: (number | Error)[]) {
  return vi.fn(async (_url: URL | RequestInfo, _init?: RequestInit) => {
    const next = statuses.length > 1 ? statuses.shift()! : statuses[0]!;
    if (next instanceof Error) throw next;
    return new Response(next === 204 ? null : 'ok', { status: next });
  });
}

function worker(fetchImpl: ReturnType<typeof hook>, extra: Partial<DeliveryOptions> = {}) {
  const log = vi.fn();
  const delivery = createPathfinderDelivery({ store: backend.store, webhookUrl: HOOK, fetch: fetchImpl as unknown as typeof fetch, now, log, ...extra });
  return { delivery, log };
}

async function store(ip = '203.0.113.9') {
  const { row } = await submitPathfinderRequest(backend, REQUEST, { ip }, now());
  return row.$id;
}

const rowOf = (id: string) => backend.store.getRow('pathfinder_requests', id);

describe('pathfinder delivery', () => {
  it('POSTs the spec payload as JSON with the row id as Idempotency-Key, and marks the row delivered', async () => {
    const fetchImpl = hook(200);
    const { delivery } = worker(fetchImpl);
    const id = await store();
    expect(await delivery.deliverDue()).toBe(1);

    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(String(url)).toBe(HOOK.href);
    expect(init?.method).toBe('POST');
    const headers = new Headers(init?.headers);
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get('idempotency-key')).toBe(id);
    expect(JSON.parse(String(init?.body))).toEqual(REQUEST);
    expect(await rowOf(id)).toMatchObject({ status: 'delivered', attempts: 1, deliveredAt: START.toISOString(), lastError: null, nextAttemptAt: null });
    expect(await delivery.deliverDue()).toBe(0);
  });

  it('backs off exponentially between failed attempts: 30 s, then 1, 2 and 4 minutes …', async () => {
    expect([1, 2, 3, 4, 5].map((n) => retryDelayMs(n, DEFAULT_DELIVERY_POLICY))).toEqual([30_000, 60_000, 120_000, 240_000, 480_000]);
    expect(retryDelayMs(20, DEFAULT_DELIVERY_POLICY)).toBe(DEFAULT_DELIVERY_POLICY.maxDelayMs);

    const fetchImpl = hook(503, 503, 200);
    const { delivery, log } = worker(fetchImpl);
    const id = await store();

    await delivery.deliverDue();
    expect(await rowOf(id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'The webhook answered HTTP 503',
      nextAttemptAt: new Date(clock + 30_000).toISOString(),
    });
    expect(log).toHaveBeenCalledWith(`pathfinder delivery ${id}`, expect.stringContaining('attempt 1 of 8 failed'));

    advance(29_999);
    expect(await delivery.deliverDue()).toBe(0);
    advance(1);
    expect(await delivery.deliverDue()).toBe(1);
    expect(await rowOf(id)).toMatchObject({ status: 'pending', attempts: 2, nextAttemptAt: new Date(clock + 60_000).toISOString() });

    advance(60_000);
    await delivery.deliverDue();
    expect(await rowOf(id)).toMatchObject({ status: 'delivered', attempts: 3, lastError: null });
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });

  it('gives up after the last attempt: status failed, with the last error, never tried again', async () => {
    const refused = new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } });
    const fetchImpl = hook(refused);
    const { delivery, log } = worker(fetchImpl, { policy: { maxAttempts: 3 } });
    const id = await store();
    for (let i = 0; i < 3; i++) {
      await delivery.deliverDue();
      advance(60 * 60_000);
    }
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: 'failed', attempts: 3, lastError: 'fetch failed (ECONNREFUSED)', nextAttemptAt: null, deliveredAt: null });
    expect(log).toHaveBeenLastCalledWith(`pathfinder delivery ${id}`, expect.stringContaining('giving up'));
    // The secret in the URL never reaches the log or the row.
    expect(JSON.stringify([log.mock.calls, row])).not.toContain('secret-token');
    expect(await delivery.deliverDue()).toBe(0);
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });

  it('treats a timeout as a failed attempt', async () => {
    const timeout = new DOMException('The operation was aborted due to timeout', 'TimeoutError');
    const { delivery } = worker(hook(timeout as unknown as Error));
    const id = await store();
    await delivery.deliverDue();
    expect(await rowOf(id)).toMatchObject({ status: 'pending', lastError: 'No answer within the time limit' });
  });

  it('a row claimed by one worker is not sent by another until its lease runs out', async () => {
    const id = await store();
    // A worker claimed the row (lease), then the process died mid-attempt.
    await backend.store.updateRow('pathfinder_requests', id, { attempts: 1, nextAttemptAt: new Date(clock + 60_000).toISOString() });
    const fetchImpl = hook(200);
    const { delivery } = worker(fetchImpl);
    expect(await delivery.deliverDue()).toBe(0);
    advance(60_000);
    expect(await delivery.deliverDue()).toBe(1);
    expect(await rowOf(id)).toMatchObject({ status: 'delivered', attempts: 2 });
  });

  it('resumes after a restart: a new worker delivers what the last one left pending, sleeping until each is due', async () => {
    const first = await store();
    const second = await store();
    // The previous process failed once on the second and scheduled a retry 30 s ahead.
    await backend.store.updateRow('pathfinder_requests', second, { attempts: 1, nextAttemptAt: new Date(clock + 30_000).toISOString() });

    const fetchImpl = hook(200);
    const sleeps: number[] = [];
    const stopping: { done: Promise<void> | null } = { done: null };
    const { delivery } = worker(fetchImpl, {
      sleep: async (ms) => {
        sleeps.push(ms);
        advance(ms);
        if ((await rowOf(second))?.status === 'delivered') stopping.done = delivery.stop();
      },
    });
    delivery.start();
    await vi.waitFor(() => expect(stopping.done).not.toBeNull());
    await stopping.done;

    expect(await rowOf(first)).toMatchObject({ status: 'delivered', attempts: 1 });
    expect(await rowOf(second)).toMatchObject({ status: 'delivered', attempts: 2 });
    expect(sleeps[0]).toBe(30_000);
  });

  it('forwards requests kept while no webhook was set, once one is', async () => {
    const unconfigured = { ...backend, settings: { ...backend.settings, pathfinderWebhookUrl: null } };
    const { row } = await submitPathfinderRequest(unconfigured, REQUEST, { ip: '203.0.113.9' }, now());
    expect(row).toMatchObject({ status: 'no_webhook', nextAttemptAt: null });

    const { delivery } = worker(hook(204));
    expect(await delivery.deliverDue()).toBe(0);
    expect(await delivery.requeueUnforwarded()).toBe(1);
    expect(await delivery.deliverDue()).toBe(1);
    expect(await rowOf(row.$id)).toMatchObject({ status: 'delivered' });
  });

  it('a redirect is not a delivery', async () => {
    const { delivery } = worker(hook(302));
    const id = await store();
    await delivery.deliverDue();
    expect(await rowOf(id)).toMatchObject({ status: 'pending', lastError: 'The webhook answered HTTP 302' });
  });
});
