// PATHFINDER_WEBHOOK_URL and BOOKING_URL (README configuration): checked at start, with a default booking page.
import { afterEach, describe, expect, it } from 'vitest';
import { ensurePathfinderDelivery } from '#/server/singletons/pathfinder-delivery-instance.ts';
import { parseSettings, SettingsError } from '#/server/settings.ts';
import { createTestBackend, type TestBackend } from '../fixtures/test-backend.ts';

describe('pathfinder settings', () => {
  it('default: no webhook (requests are only stored) and our own confirmation page', () => {
    const settings = parseSettings({});
    expect(settings.pathfinderWebhookUrl).toBeNull();
    expect(settings.bookingUrl).toBe('/pathfinder/requested');
  });

  it('takes an http(s) webhook and an http(s) or same-site booking page', () => {
    const settings = parseSettings({ PATHFINDER_WEBHOOK_URL: 'https://hooks.example/p?token=x', BOOKING_URL: 'https://cal.example/team/pathfinder' });
    expect(settings.pathfinderWebhookUrl?.href).toBe('https://hooks.example/p?token=x');
    expect(settings.bookingUrl).toBe('https://cal.example/team/pathfinder');
    expect(parseSettings({ BOOKING_URL: '/book?from=pathfinder' }).bookingUrl).toBe('/book?from=pathfinder');
  });

  it('refuses anything else, naming the variable', () => {
    expect(() => parseSettings({ PATHFINDER_WEBHOOK_URL: 'ftp://hooks.example/p' })).toThrow(SettingsError);
    expect(() => parseSettings({ PATHFINDER_WEBHOOK_URL: 'not a url' })).toThrow(/PATHFINDER_WEBHOOK_URL/);
    for (const bad of ['javascript:alert(1)', '//evil.example/book', '/\\evil.example', 'book']) {
      expect(() => parseSettings({ BOOKING_URL: bad }), bad).toThrow(/BOOKING_URL/);
    }
  });
});

describe('the delivery worker of the process', () => {
  let backend: TestBackend;
  afterEach(async () => {
    const key = Symbol.for('leadership-platform.pathfinder-delivery');
    await (globalThis as Record<symbol, { stop(): Promise<void> } | undefined>)[key]?.stop();
    Reflect.deleteProperty(globalThis, key);
    await backend.dispose();
  });

  it('runs whether or not a webhook is set (the URL is a site setting an admin may set at any time), one per process', () => {
    backend = createTestBackend();
    expect(backend.settings.pathfinderWebhookUrl).toBeNull();
    const worker = ensurePathfinderDelivery(backend);
    expect(typeof worker.wake).toBe('function');
    const configured = { ...backend, settings: { ...backend.settings, pathfinderWebhookUrl: new URL('http://127.0.0.1:9/hook') } };
    expect(ensurePathfinderDelivery(configured)).toBe(worker);
    expect(ensurePathfinderDelivery(backend)).toBe(worker);
  });
});
