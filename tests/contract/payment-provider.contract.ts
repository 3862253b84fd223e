// The PaymentProvider port's contract: what every adapter (the embedded test provider, and Stripe through the
// fake Stripe) must do. Written against the port only; each adapter's test file passes a driver that pays
// the way a browser would with that provider (test cards, or Stripe's test PaymentMethods) and signs
// webhooks the way that provider does, always with stripe-node's own generateTestHeaderString.
import Stripe from 'stripe';
import { beforeEach, describe, expect, it } from 'vitest';
import { intentIdOfClientSecret, isPaymentProviderError, type PaymentProvider, type PaymentProviderErrorCode } from '#/server/payments/port.ts';

export type TestCard = 'succeeds' | 'declined' | 'authenticates';

/** One adapter under test, and how a test drives it from outside the port. */
export interface ProviderDriver {
  readonly provider: PaymentProvider;
  /** The secret this provider's webhooks are signed with. */
  readonly webhookSecret: string;
  /** Pays an intent as the browser would. */
  pay(clientSecret: string, card: TestCard): Promise<void>;
  /** Answers the confirmation step a card that authenticates asks for. */
  authenticate(clientSecret: string, approve: boolean): Promise<void>;
  /** A webhook body (Stripe's Event JSON) about the intent as it is now. */
  eventBody(type: string, intentId: string, eventId?: string): Promise<string>;
  /** Makes the provider unreachable; only adapters that reach out over a network have this. */
  goDown?: () => void;
}

/** A fresh driver per test, e.g. on an empty store or a reset fake. */
export type DriverFactory = () => Promise<ProviderDriver>;

const stripeNode = new Stripe('sk_test_only_for_signing');

/** A `Stripe-Signature` header as Stripe sends it, from stripe-node itself. */
export function stripeSignature(payload: string, secret: string, timestamp?: number): string {
  return stripeNode.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp === undefined ? {} : { timestamp }) });
}

async function expectProviderError(promise: Promise<unknown> | (() => unknown), code: PaymentProviderErrorCode): Promise<void> {
  let caught: unknown = null;
  try {
    await (typeof promise === 'function' ? promise() : promise);
  } catch (error) {
    caught = error;
  }
  expect(isPaymentProviderError(caught, code), `expected PaymentProviderError '${code}', got ${String(caught)}`).toBe(true);
}

const metadata = { purpose: 'membership', userId: 'user-1', amount: '9900', currency: 'USD' };
const input = (key: string, amount = 9900) => ({ amount, currency: 'USD', idempotencyKey: key, metadata });

export function describePaymentProviderContract(name: string, makeDriver: DriverFactory, options: { reachesOut: boolean }): void {
  describe(`PaymentProvider contract: ${name}`, () => {
    let driver: ProviderDriver;
    beforeEach(async () => {
      driver = await makeDriver();
    });

    describe('intents', () => {
      it('creates an intent whose client secret starts with its id, open for a card, with the metadata kept', async () => {
        const created = await driver.provider.createIntent(input('contract-create'));
        expect(intentIdOfClientSecret(created.clientSecret)).toBe(created.id);
        const intent = await driver.provider.retrieveIntent(created.id);
        expect(intent).toMatchObject({
          id: created.id,
          clientSecret: created.clientSecret,
          status: 'requires_payment_method',
          amount: 9900,
          amountReceived: 0,
          currency: 'usd',
          metadata,
          lastError: null,
        });
        expect(intent!.created).toBeGreaterThan(1_700_000_000);
      });

      it('the same idempotency key gives the same intent; with other parameters it is refused', async () => {
        const first = await driver.provider.createIntent(input('contract-key'));
        const again = await driver.provider.createIntent(input('contract-key'));
        expect(again).toEqual(first);
        await expectProviderError(driver.provider.createIntent(input('contract-key', 5000)), 'invalid');
        const other = await driver.provider.createIntent(input('contract-other-key'));
        expect(other.id).not.toBe(first.id);
      });

      it('an unknown or malformed intent id is no intent', async () => {
        expect(await driver.provider.retrieveIntent('pi_doesnotexist0000000000')).toBeNull();
        expect(await driver.provider.retrieveIntent('../../v1/customers')).toBeNull();
      });
    });

    describe('paying', () => {
      it('4242…: the intent succeeds with the whole amount received', async () => {
        const { id, clientSecret } = await driver.provider.createIntent(input('pay-good'));
        await driver.pay(clientSecret, 'succeeds');
        expect(await driver.provider.retrieveIntent(id)).toMatchObject({ status: 'succeeded', amountReceived: 9900, lastError: null });
      });

      it('a declined card leaves the intent open with the reason; a good card then pays it', async () => {
        const { id, clientSecret } = await driver.provider.createIntent(input('pay-declined'));
        await driver.pay(clientSecret, 'declined');
        expect(await driver.provider.retrieveIntent(id)).toMatchObject({ status: 'requires_payment_method', amountReceived: 0, lastError: 'Your card was declined.' });
        await driver.pay(clientSecret, 'succeeds');
        expect(await driver.provider.retrieveIntent(id)).toMatchObject({ status: 'succeeded', amountReceived: 9900, lastError: null });
      });

      it('a card that asks for confirmation waits for it; confirmed it pays, refused it fails', async () => {
        const approved = await driver.provider.createIntent(input('pay-3ds-yes'));
        await driver.pay(approved.clientSecret, 'authenticates');
        expect(await driver.provider.retrieveIntent(approved.id)).toMatchObject({ status: 'requires_action', amountReceived: 0 });
        await driver.authenticate(approved.clientSecret, true);
        expect(await driver.provider.retrieveIntent(approved.id)).toMatchObject({ status: 'succeeded', amountReceived: 9900 });

        const refused = await driver.provider.createIntent(input('pay-3ds-no'));
        await driver.pay(refused.clientSecret, 'authenticates');
        await driver.authenticate(refused.clientSecret, false);
        const intent = await driver.provider.retrieveIntent(refused.id);
        expect(intent?.status).toBe('requires_payment_method');
        expect(intent?.lastError).toMatch(/unable to authenticate/);
      });
    });

    describe('webhooks', () => {
      it('reads an event signed as Stripe signs it (stripe-node generateTestHeaderString)', async () => {
        const { id, clientSecret } = await driver.provider.createIntent(input('hook-good'));
        await driver.pay(clientSecret, 'succeeds');
        const body = await driver.eventBody('payment_intent.succeeded', id, 'evt_contract_1');
        const event = driver.provider.parseWebhook(body, stripeSignature(body, driver.webhookSecret));
        expect(event).toMatchObject({ id: 'evt_contract_1', type: 'payment_intent.succeeded', intent: { id, status: 'succeeded', amount: 9900, metadata } });
      });

      it('refuses an altered body, another secret, a missing header and a timestamp older than five minutes', async () => {
        const { id } = await driver.provider.createIntent(input('hook-bad'));
        const body = await driver.eventBody('payment_intent.succeeded', id);
        const header = stripeSignature(body, driver.webhookSecret);
        expect(() => driver.provider.parseWebhook(body, header)).not.toThrow();
        await expectProviderError(() => driver.provider.parseWebhook(body.replace('"livemode":false', '"livemode":true'), header), 'signature');
        await expectProviderError(() => driver.provider.parseWebhook(body, stripeSignature(body, 'whsec_someone_else')), 'signature');
        await expectProviderError(() => driver.provider.parseWebhook(body, null), 'signature');
        await expectProviderError(() => driver.provider.parseWebhook(body, 't=1,v1=00'), 'signature');
        const old = Math.floor(Date.now() / 1000) - 301;
        await expectProviderError(() => driver.provider.parseWebhook(body, stripeSignature(body, driver.webhookSecret, old)), 'signature');
        const recent = Math.floor(Date.now() / 1000) - 290;
        expect(() => driver.provider.parseWebhook(body, stripeSignature(body, driver.webhookSecret, recent))).not.toThrow();
      });

      it('a signed body that is not an event is refused as invalid', async () => {
        const body = JSON.stringify({ hello: 'world' });
        await expectProviderError(() => driver.provider.parseWebhook(body, stripeSignature(body, driver.webhookSecret)), 'invalid');
      });
    });

    // Only an adapter that reaches out over a network can be cut off; the embedded one has nothing to lose.
    if (options.reachesOut) {
      it('a provider that cannot be reached fails with `unavailable`', async () => {
        const { id } = await driver.provider.createIntent(input('down-before'));
        expect(driver.goDown, 'a networked driver can go down').toBeDefined();
        driver.goDown!();
      await expectProviderError(driver.provider.createIntent(input('down-create')), 'unavailable');
      await expectProviderError(driver.provider.retrieveIntent(id), 'unavailable');
      });
    }
  });
}
