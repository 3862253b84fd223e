// Runs the PaymentProvider contract against the Stripe adapter through the fake Stripe (request shapes and
// documented answers checked at the HTTP level), plus what only this adapter promises: the request shapes
// Stripe documents, and one Idempotency-Key per create that survives a retry.
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStripePaymentProvider } from '#/server/payments/stripe/stripe-provider.ts';
import { startFakeStripe, STRIPE_API_VERSION, type FakeStripe } from '../fakes/stripe/index.ts';
import { describePaymentProviderContract, type ProviderDriver, type TestCard } from './payment-provider.contract.ts';

let fake: FakeStripe;
beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(async () => {
  await fake.close();
});

/** The PaymentMethod Stripe's docs give for each test card (docs.stripe.com/testing). */
const PAYMENT_METHODS: Record<TestCard, string> = {
  succeeds: 'pm_card_visa',
  declined: 'pm_card_chargeDeclined',
  authenticates: 'pm_card_authenticationRequired',
};

function adapter(options: { maxNetworkRetries?: number } = {}) {
  return createStripePaymentProvider({
    secretKey: fake.secretKey,
    publishableKey: fake.publishableKey,
    webhookSecret: fake.webhookSecret,
    api: fake.api,
    maxNetworkRetries: options.maxNetworkRetries ?? 0,
  });
}

async function stripeDriver(): Promise<ProviderDriver> {
  fake.down = false;
  fake.dropNext = 0;
  // What Stripe.js does in the browser, done here with the server API and Stripe's test PaymentMethods.
  const browser = new Stripe(fake.secretKey, { ...fake.api, maxNetworkRetries: 0 });
  return {
    provider: adapter(),
    webhookSecret: fake.webhookSecret,
    async pay(clientSecret, card) {
      const id = clientSecret.split('_secret_')[0]!;
      try {
        await browser.paymentIntents.confirm(id, { payment_method: PAYMENT_METHODS[card], return_url: 'https://learn.example.org/upgrade' });
      } catch (error) {
        // A declined card answers 402 card_error; the intent records why.
        if (!(error instanceof Stripe.errors.StripeCardError)) throw error;
      }
    },
    async authenticate(clientSecret, approve) {
      fake.paymentIntents.completeAction(clientSecret.split('_secret_')[0]!, approve);
    },
    async eventBody(type, intentId, eventId) {
      return fake.eventFor(type, fake.paymentIntents.retrieve(intentId), eventId);
    },
    goDown() {
      fake.down = true;
    },
  };
}

describePaymentProviderContract('stripe (fake Stripe)', stripeDriver, { reachesOut: true });

describe('Stripe adapter request shapes', () => {
  it('creates with a form-encoded body, the pinned Stripe-Version, the secret key and our Idempotency-Key', async () => {
    fake.down = false;
    const before = fake.requests.length;
    const created = await adapter().createIntent({
      amount: 9900,
      currency: 'USD',
      idempotencyKey: 'membership:user-shape:1:9900USD',
      metadata: { purpose: 'membership', userId: 'user-shape', amount: '9900', currency: 'USD' },
    });
    await adapter().retrieveIntent(created.id);
    const [create, retrieve] = fake.requests.slice(before);
    expect(create).toMatchObject({
      method: 'POST',
      path: '/v1/payment_intents',
      contentType: 'application/x-www-form-urlencoded',
      headers: { 'stripe-version': STRIPE_API_VERSION, 'idempotency-key': 'membership:user-shape:1:9900USD', authorization: '(set)' },
      params: {
        amount: '9900',
        currency: 'usd',
        automatic_payment_methods: { enabled: 'true' },
        metadata: { purpose: 'membership', userId: 'user-shape', amount: '9900', currency: 'USD' },
      },
    });
    expect(create!.rawBody).toContain('metadata[userId]=user-shape');
    expect(retrieve).toMatchObject({ method: 'GET', path: `/v1/payment_intents/${created.id}`, rawBody: '', headers: { 'stripe-version': STRIPE_API_VERSION } });
  });

  it('a create whose answer is lost is retried with the same key, and Stripe makes one intent', async () => {
    fake.down = false;
    const intentsBefore = fake.paymentIntents.intents.size;
    const before = fake.requests.length;
    fake.dropNext = 1;
    const created = await adapter({ maxNetworkRetries: 1 }).createIntent({
      amount: 9900,
      currency: 'usd',
      idempotencyKey: 'membership:user-retry:1:9900USD',
      metadata: { userId: 'user-retry' },
    });
    const sent = fake.requests.slice(before);
    expect(sent).toHaveLength(2);
    expect(sent.map((request) => request.headers['idempotency-key'])).toEqual(['membership:user-retry:1:9900USD', 'membership:user-retry:1:9900USD']);
    expect(fake.paymentIntents.intents.size).toBe(intentsBefore + 1);
    expect(fake.paymentIntents.intents.has(created.id)).toBe(true);
  });

  it('a refused secret key is `unavailable` (an operator must fix it), not a crash', async () => {
    const wrong = createStripePaymentProvider({ secretKey: 'sk_test_wrong', publishableKey: fake.publishableKey, webhookSecret: fake.webhookSecret, api: fake.api, maxNetworkRetries: 0 });
    await expect(wrong.createIntent({ amount: 9900, currency: 'usd', idempotencyKey: 'k-wrong', metadata: {} })).rejects.toMatchObject({ code: 'unavailable' });
  });

  it('tells the browser to use the Payment Element with the publishable key', () => {
    expect(adapter().browser).toEqual({ provider: 'stripe', publishableKey: fake.publishableKey });
    expect(adapter().testCheckout).toBeUndefined();
  });
});
