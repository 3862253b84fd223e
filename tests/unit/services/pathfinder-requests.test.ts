// Pathfinder requests (rule 5): field messages per field, the request stored before anything else
// (a webhook that fails still leaves the row), the booking page in the answer, throttling per address.
// The Action `pathfinder.request` is this service call and nothing more; its body cap is the web server's.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Backend } from '#/server/backend.ts';
import { createPathfinderDelivery } from '#/server/services/pathfinder-delivery.ts';
import { submitPathfinderRequest } from '#/server/services/pathfinder-requests.ts';
import { failure } from '../../fixtures/service-failure.ts';
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
const IP = { ip: '198.51.100.4' };

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

const stored = async () => (await backend.store.listRows('pathfinder_requests')).rows;

describe('a pathfinder request', () => {
  it('is refused with the spec messages per field, storing nothing', async () => {
    const error = await failure(submitPathfinderRequest(backend, { email: 'ada', teamSize: '3', timezone: 'Africa/Lagos' }, IP, NOW));
    expect(error.code).toBe('invalid-argument');
    expect(error.fields).toEqual({
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

  it('is stored, and the browser is told where to book', async () => {
    const result = await submitPathfinderRequest(backend, VALID, IP, NOW);
    expect(result.redirect).toBe('https://booking.example/pathfinder');
    const [row] = await stored();
    expect(row).toMatchObject({ ...VALID, status: 'pending', attempts: 0, nextAttemptAt: NOW.toISOString(), deliveredAt: null });
  });

  it('keeps its row when forwarding fails: nothing the visitor typed is lost', async () => {
    await submitPathfinderRequest(backend, VALID, IP, NOW);
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

  it('is stored with status no_webhook when no webhook is configured', async () => {
    backend = { ...backend, settings: { ...backend.settings, pathfinderWebhookUrl: null } };
    await submitPathfinderRequest(backend, VALID, IP, NOW);
    expect((await stored())[0]).toMatchObject({ status: 'no_webhook', nextAttemptAt: null });
  });

  it('is throttled per address after 10 stored requests in 15 minutes, with the wait; other addresses go on', async () => {
    for (let i = 0; i < 10; i++) await submitPathfinderRequest(backend, VALID, IP, NOW);
    const refused = await failure(submitPathfinderRequest(backend, VALID, IP, NOW));
    expect(refused.code).toBe('too-many-requests');
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.message).toMatch(/^Too many requests from your network\. Please wait 15 minutes/);
    await submitPathfinderRequest(backend, VALID, { ip: '198.51.100.5' }, NOW);
    const later = new Date(NOW.getTime() + 15 * 60_000 + 1000);
    await submitPathfinderRequest(backend, VALID, IP, later);
    expect(await stored()).toHaveLength(12);
  });

  it('is refused whole when it is not an object of fields', async () => {
    for (const input of [null, 'a string', [VALID]]) {
      expect((await failure(submitPathfinderRequest(backend, input, IP, NOW))).code).toBe('invalid-argument');
    }
    expect(await stored()).toEqual([]);
  });
});
