// Runs the PaymentProvider contract against the embedded test provider, on both stores it can keep its intents
// in (SQLite, and Appwrite through the fake Appwrite), plus what only this adapter promises: its events are
// signed so that stripe-node itself accepts them, it keeps no card number, and it delivers each event until
// the webhook accepts it.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkCard } from '#/domain/test-cards.ts';
import { createTestPaymentProvider, type TestPaymentProvider } from '#/server/payments/test/test-provider.ts';
import { intentJson } from '#/server/payments/test/test-events.ts';
import { openAppwriteStore } from '#/server/store/appwrite/appwrite-store.ts';
import type { Store } from '#/server/store/port.ts';
import { openSqliteStore } from '#/server/store/sqlite/sqlite-store.ts';
import { startFakeAppwrite, type FakeAppwrite } from '../fakes/appwrite/index.ts';
import { describePaymentProviderContract, type ProviderDriver, type TestCard } from './payment-provider.contract.ts';

const CARDS: Record<TestCard, string> = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  authenticates: '4000 0025 0000 3155',
};

function card(number: string) {
  const checked = checkCard({ number, expiry: '12 / 40', cvc: '123' }, new Date());
  if (!checked.ok) throw new Error(`test card ${number} does not pass the form's checks`);
  return checked;
}

const WEBHOOK_SECRET = 'whsec_test_contract_secret';
const opened: Store[] = [];
const directories: string[] = [];
afterEach(async () => {
  for (const store of opened.splice(0)) await store.close();
  await Promise.all(directories.splice(0).map((directory) => rm(directory, { recursive: true, force: true })));
});

async function sqliteStore(): Promise<Store> {
  const directory = await mkdtemp(join(tmpdir(), 'test-provider-'));
  directories.push(directory);
  const store = openSqliteStore({ file: join(directory, 'platform.db') });
  opened.push(store);
  return store;
}

function driverOn(store: Store): ProviderDriver & { provider: TestPaymentProvider } {
  const provider = createTestPaymentProvider({ store, webhookSecret: WEBHOOK_SECRET, retryDelaysMs: [] });
  return {
    provider,
    webhookSecret: WEBHOOK_SECRET,
    async pay(clientSecret, which) {
      await provider.testCheckout.confirmCard(clientSecret, card(CARDS[which]));
    },
    async authenticate(clientSecret, approve) {
      await provider.testCheckout.completeAuthentication(clientSecret, approve);
    },
    async eventBody(type, intentId, eventId = 'evt_test_contract') {
      const row = await store.getRow('test_payment_intents', intentId);
      return JSON.stringify({ id: eventId, object: 'event', type, data: { object: intentJson(row!) } });
    },
  };
}

describePaymentProviderContract('test (SQLite store)', async () => driverOn(await sqliteStore()), { reachesOut: false });

describe('the test provider on the Appwrite store', () => {
  let fake: FakeAppwrite;
  beforeAll(async () => {
    fake = await startFakeAppwrite();
  });
  afterAll(async () => {
    await fake.close();
  });
  describePaymentProviderContract(
    'test (Appwrite store, fake Appwrite)',
    async () => {
      fake.tablesDb.reset();
      return driverOn(openAppwriteStore({ connection: fake }));
    },
    { reachesOut: false },
  );
});

describe('what only the test provider promises', () => {
  const stripeNode = new Stripe('sk_test_only_for_verifying');

  async function delivering(): Promise<{ provider: TestPaymentProvider; store: Store; events: { body: string; signature: string }[] }> {
    const store = await sqliteStore();
    const { provider } = driverOn(store);
    const events: { body: string; signature: string }[] = [];
    provider.deliverEventsTo(async (body, signature) => {
      events.push({ body, signature });
      return 200;
    });
    return { provider, store, events };
  }

  it('sends an event for each change, signed so that stripe-node constructEvent accepts it', async () => {
    const { provider, events } = await delivering();
    const { clientSecret } = await provider.createIntent({ amount: 9900, currency: 'USD', idempotencyKey: 'k1', metadata: { userId: 'u1' } });
    await provider.testCheckout.confirmCard(clientSecret, card(CARDS.declined));
    await provider.testCheckout.confirmCard(clientSecret, card(CARDS.authenticates));
    await provider.testCheckout.completeAuthentication(clientSecret, true);
    await provider.settled();
    const parsed = events.map(({ body, signature }) => stripeNode.webhooks.constructEvent(body, signature, WEBHOOK_SECRET));
    expect(parsed.map((event) => event.type)).toEqual(['payment_intent.payment_failed', 'payment_intent.requires_action', 'payment_intent.succeeded']);
    expect(new Set(parsed.map((event) => event.id)).size).toBe(3);
    expect(parsed[2]).toMatchObject({ object: 'event', livemode: false, data: { object: { object: 'payment_intent', status: 'succeeded', amount_received: 9900 } } });
  });

  it('keeps the last four digits of the card that paid, never the number', async () => {
    const { provider, store } = await delivering();
    const { id, clientSecret } = await provider.createIntent({ amount: 9900, currency: 'USD', idempotencyKey: 'k2', metadata: {} });
    await provider.testCheckout.confirmCard(clientSecret, card(CARDS.succeeds));
    const row = await store.getRow('test_payment_intents', id);
    expect(row?.cardLast4).toBe('4242');
    expect(JSON.stringify(row)).not.toContain('4242424242424242');
  });

  it('a wrong client secret opens nothing; paying a paid intent is refused and changes nothing', async () => {
    const { provider } = await delivering();
    const { id, clientSecret } = await provider.createIntent({ amount: 9900, currency: 'USD', idempotencyKey: 'k3', metadata: {} });
    await expect(provider.testCheckout.confirmCard(`${id}_secret_guessed`, card(CARDS.succeeds))).rejects.toMatchObject({ code: 'not-found' });
    await provider.testCheckout.confirmCard(clientSecret, card(CARDS.succeeds));
    await expect(provider.testCheckout.confirmCard(clientSecret, card(CARDS.declined))).rejects.toMatchObject({ code: 'unexpected-state' });
    expect(await provider.retrieveIntent(id)).toMatchObject({ status: 'succeeded', lastError: null });
  });

  it('delivers an event again until the webhook accepts it, as Stripe retries', async () => {
    const store = await sqliteStore();
    const provider = createTestPaymentProvider({ store, webhookSecret: WEBHOOK_SECRET, retryDelaysMs: [1, 1] });
    const answers = [503, 500, 200];
    const seen: string[] = [];
    provider.deliverEventsTo(async (_body, signature) => {
      seen.push(signature);
      return answers.shift()!;
    });
    const { clientSecret } = await provider.createIntent({ amount: 9900, currency: 'USD', idempotencyKey: 'k4', metadata: {} });
    await provider.testCheckout.confirmCard(clientSecret, card(CARDS.succeeds));
    await provider.settled();
    expect(seen).toHaveLength(3);
    expect(answers).toEqual([]);
  });
});
