// PAYMENT_PROVIDER and the STRIPE_* settings: the embedded test provider by default; Stripe only with all
// three keys, a missing or malformed one stopping the start with a message naming it; chosen in config.ts.
import { describe, expect, it } from 'vitest';
import { createPaymentProvider } from '#/server/config.ts';
import type { Backend } from '#/server/backend.ts';
import { SettingsError, parseSettings } from '#/server/settings.ts';
import { openSqliteStore } from '#/server/store/sqlite/sqlite-store.ts';

const stripe = { PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_abc123', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_abc123' };

function refusal(env: Record<string, string>): string {
  try {
    parseSettings(env);
  } catch (error) {
    if (error instanceof SettingsError) return error.message;
    throw error;
  }
  throw new Error('expected a SettingsError');
}

describe('payment settings', () => {
  it('with nothing set: the embedded test provider', () => {
    expect(parseSettings({}).payments).toEqual({ provider: 'test', webhookSecret: null });
  });

  it('the test provider signs with STRIPE_WEBHOOK_SECRET when one is set (several servers, or a webhook Appwrite Function)', () => {
    expect(parseSettings({ STRIPE_WEBHOOK_SECRET: 'whsec_shared' }).payments).toEqual({ provider: 'test', webhookSecret: 'whsec_shared' });
    expect(refusal({ STRIPE_WEBHOOK_SECRET: 'shared' })).toContain('STRIPE_WEBHOOK_SECRET');
  });

  it('PAYMENT_PROVIDER=stripe with the three keys', () => {
    expect(parseSettings(stripe).payments).toEqual({ provider: 'stripe', secretKey: 'sk_test_abc123', publishableKey: 'pk_test_abc123', webhookSecret: 'whsec_abc123' });
  });

  it.each(['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'])('a missing %s stops the start naming it', (name) => {
    const message = refusal({ ...stripe, [name]: '' });
    expect(message).toContain(name);
    expect(message).toContain('is required with PAYMENT_PROVIDER=stripe');
  });

  it('malformed keys are refused by name, and secrets are never echoed', () => {
    expect(refusal({ ...stripe, STRIPE_SECRET_KEY: 'pk_test_wrongkind' })).toMatch(/^STRIPE_SECRET_KEY is not valid \(value hidden\)/);
    expect(refusal({ ...stripe, STRIPE_WEBHOOK_SECRET: 'secret' })).toMatch(/^STRIPE_WEBHOOK_SECRET .*whsec_/);
    expect(refusal({ ...stripe, STRIPE_PUBLISHABLE_KEY: 'pk_live_abc' })).toMatch(/STRIPE_PUBLISHABLE_KEY.*same mode/);
    expect(refusal({ PAYMENT_PROVIDER: 'paypal' })).toContain('PAYMENT_PROVIDER');
  });

  it('config.ts picks the adapter: the test checkout in test mode, the Payment Element with the publishable key in Stripe mode', async () => {
    const store = openSqliteStore({ file: ':memory:' });
    const backend = () => ({}) as Backend;
    const test = await createPaymentProvider({ provider: 'test', webhookSecret: null }, store, backend);
    expect(test.browser).toEqual({ provider: 'test' });
    expect(test.testCheckout).toBeDefined();
    const live = await createPaymentProvider(parseSettings(stripe).payments, store, backend);
    expect(live.browser).toEqual({ provider: 'stripe', publishableKey: 'pk_test_abc123' });
    expect(live.testCheckout).toBeUndefined();
    await store.close();
  });
});
