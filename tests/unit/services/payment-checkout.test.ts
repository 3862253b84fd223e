// The spec's payment functions (rules 3, 4, 21, 33) with the embedded test provider: what a free learner
// gets, and every attack of the issue, none of which changes membership wrongly.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PaymentProviderError, type PaymentProvider } from '#/server/payments/port.ts';
import { auditTrailOf } from '#/server/services/audit-log.ts';
import { setMembershipPrice } from '#/server/services/membership-price.ts';
import { PROVIDER_DOWN_MESSAGE } from '#/server/services/payment-checkout.ts';
import { equal } from '#/server/store/query.ts';
import { CONFIRMATION_CARD, DECLINED_CARD, GOOD_CARD, callAs, intentIdOf, newLearner, payWith } from '../../fixtures/payments.ts';
import { createTestBackend, type TestBackend } from '../../fixtures/test-backend.ts';

let backend: TestBackend;
beforeEach(() => {
  backend = createTestBackend();
});
afterEach(async () => {
  await backend.dispose();
});

/** create-payment-intent as `userId`; the client secret, or the test fails with the error it got. */
async function startPaying(userId: string): Promise<string> {
  const answer = await callAs(backend, userId, 'create-payment-intent', {});
  if (answer.status !== 200) throw new Error(`create-payment-intent failed: ${JSON.stringify(answer.body)}`);
  return (answer.body as { data: { clientSecret: string } }).data.clientSecret;
}

const processPayment = (userId: string, paymentIntentId: string, asUserId = userId) =>
  callAs(backend, asUserId, 'process-payment', { paymentIntentId, userId });

async function membershipOf(userId: string) {
  const row = await backend.store.getRow('users', userId);
  return { membershipStatus: row?.membershipStatus, transformationTier: row?.transformationTier };
}

const paymentsOf = async (userId: string) => (await backend.store.listRows('payments', [equal('userId', userId)])).rows;
const FREE = { membershipStatus: 'free', transformationTier: null };
const PAID = { membershipStatus: 'paid', transformationTier: 'individual_paid' };

describe('create-payment-intent', () => {
  it('answers { data: { clientSecret } } for an intent at the site price, USD 99 by default, and records a pending payment', async () => {
    const learner = await newLearner(backend);
    const answer = await callAs(backend, learner, 'create-payment-intent', {});
    expect(answer.status).toBe(200);
    const { clientSecret } = (answer.body as { data: { clientSecret: string } }).data;
    expect(Object.keys((answer.body as { data: object }).data)).toEqual(['clientSecret']);
    const intent = await backend.payments.retrieveIntent(intentIdOf(clientSecret));
    expect(intent).toMatchObject({ amount: 9900, currency: 'usd', status: 'requires_payment_method', metadata: { userId: learner, amount: '9900', currency: 'USD', purpose: 'membership' } });
    expect(await paymentsOf(learner)).toMatchObject([{ providerIntentId: intentIdOf(clientSecret), amount: 9900, currency: 'USD', status: 'pending', provider: 'test', fulfilledAt: null }]);
  });

  it('charges the price and currency of the site settings', async () => {
    await setMembershipPrice(backend, 'admin-1', { amount: 120000, currency: 'kes' }, 'Price for Kenya');
    const clientSecret = await startPaying(await newLearner(backend));
    expect(await backend.payments.retrieveIntent(intentIdOf(clientSecret))).toMatchObject({ amount: 120000, currency: 'kes' });
  });

  it('takes no amount, currency or anything else from the browser', async () => {
    const learner = await newLearner(backend);
    for (const data of [{ amount: 1 }, { currency: 'usd' }, { amount: 1, currency: 'ngn' }, 'pay me', [1]]) {
      expect(await callAs(backend, learner, 'create-payment-intent', data)).toMatchObject({ status: 400, body: { error: { status: 'INVALID_ARGUMENT' } } });
    }
    expect(await paymentsOf(learner)).toEqual([]);
  });

  it('refuses a visitor (unauthenticated) and a paid member (failed-precondition)', async () => {
    expect(await callAs(backend, null, 'create-payment-intent', {})).toMatchObject({ status: 401, body: { error: { status: 'UNAUTHENTICATED' } } });
    const paid = await newLearner(backend, 'paid');
    expect(await callAs(backend, paid, 'create-payment-intent', {})).toMatchObject({
      status: 400,
      body: { error: { status: 'FAILED_PRECONDITION', message: 'You are already a paid member.' } },
    });
    expect(await paymentsOf(paid)).toEqual([]);
  });

  it('a double click on Pay makes one intent and one payment row', async () => {
    const learner = await newLearner(backend);
    const secrets = await Promise.all([startPaying(learner), startPaying(learner), startPaying(learner)]);
    expect(new Set(secrets).size).toBe(1);
    expect(await paymentsOf(learner)).toHaveLength(1);
    expect((await backend.store.listRows('test_payment_intents')).total).toBe(1);
  });

  it('the provider down: a clear message, no payment row, still free', async () => {
    const learner = await newLearner(backend);
    const working = backend.payments;
    const down: PaymentProvider = {
      ...working,
      createIntent: () => Promise.reject(new PaymentProviderError('unavailable', 'connection refused')),
      retrieveIntent: () => Promise.reject(new PaymentProviderError('unavailable', 'connection refused')),
    };
    const answer = await callAs({ ...backend, payments: down }, learner, 'create-payment-intent', {});
    expect(answer).toMatchObject({ status: 503, body: { error: { status: 'UNAVAILABLE', message: PROVIDER_DOWN_MESSAGE } } });
    expect(await paymentsOf(learner)).toEqual([]);
    expect(await membershipOf(learner)).toEqual(FREE);
  });
});

describe('process-payment', () => {
  it('4242…: answers { status: succeeded, membershipStatus: paid }; the learner is paid, individual_paid, with the payment row and one audit entry', async () => {
    const learner = await newLearner(backend);
    const clientSecret = await startPaying(learner);
    expect(await payWith(backend, clientSecret, GOOD_CARD)).toEqual({ status: 'succeeded' });
    const answer = await processPayment(learner, intentIdOf(clientSecret));
    expect(answer).toEqual({ status: 200, body: { data: { status: 'succeeded', membershipStatus: 'paid' } } });
    expect(await membershipOf(learner)).toEqual(PAID);
    const [payment] = await paymentsOf(learner);
    expect(payment).toMatchObject({ status: 'succeeded', failureMessage: null });
    expect(payment?.fulfilledAt).not.toBeNull();
    await backend.payments.settled();
    const trail = await auditTrailOf(backend.store, 'user', learner);
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({ action: 'membership.paid', before: { membershipStatus: 'free', transformationTier: null }, after: PAID });
  });

  it('a forged userId is permission-denied and changes nothing', async () => {
    const learner = await newLearner(backend);
    const other = await newLearner(backend);
    const clientSecret = await startPaying(learner);
    await payWith(backend, clientSecret, GOOD_CARD);
    // The attacker (other) names the payer's id as userId while signed in as themselves.
    expect(await processPayment(learner, intentIdOf(clientSecret), other)).toMatchObject({ status: 403, body: { error: { status: 'PERMISSION_DENIED' } } });
    expect(await membershipOf(other)).toEqual(FREE);
  });

  it("another user's paymentIntentId is permission-denied; neither becomes paid through it", async () => {
    const payer = await newLearner(backend);
    const thief = await newLearner(backend);
    const clientSecret = await startPaying(payer);
    await payWith(backend, clientSecret, GOOD_CARD);
    expect(await processPayment(thief, intentIdOf(clientSecret))).toMatchObject({ status: 403, body: { error: { status: 'PERMISSION_DENIED' } } });
    expect(await membershipOf(thief)).toEqual(FREE);
    expect(await auditTrailOf(backend.store, 'user', thief)).toEqual([]);
  });

  it('a declined intent is refused with the reason and the learner stays free; the payment shows failed', async () => {
    const learner = await newLearner(backend);
    const clientSecret = await startPaying(learner);
    expect(await payWith(backend, clientSecret, DECLINED_CARD)).toEqual({ status: 'failed', message: 'Your card was declined.' });
    expect(await processPayment(learner, intentIdOf(clientSecret))).toMatchObject({
      status: 400,
      body: { error: { status: 'FAILED_PRECONDITION', message: 'The payment did not go through: Your card was declined.' } },
    });
    expect(await membershipOf(learner)).toEqual(FREE);
    expect(await paymentsOf(learner)).toMatchObject([{ status: 'failed', failureMessage: 'Your card was declined.', fulfilledAt: null }]);
  });

  it('an intent not yet paid, or waiting for its confirmation step, is refused; one still processing is answered as processing', async () => {
    const learner = await newLearner(backend);
    const clientSecret = await startPaying(learner);
    const id = intentIdOf(clientSecret);
    expect(await processPayment(learner, id)).toMatchObject({ status: 400, body: { error: { message: 'This payment has not been completed.' } } });
    await payWith(backend, clientSecret, CONFIRMATION_CARD);
    expect(await processPayment(learner, id)).toMatchObject({ status: 400, body: { error: { status: 'FAILED_PRECONDITION' } } });
    await backend.store.updateRow('test_payment_intents', id, { status: 'processing' });
    expect(await processPayment(learner, id)).toEqual({ status: 200, body: { data: { status: 'processing', membershipStatus: 'free' } } });
    expect(await membershipOf(learner)).toEqual(FREE);
  });

  it('the wrong amount or currency in the metadata, or charged, is refused and changes nothing', async () => {
    const learner = await newLearner(backend);
    const cases = [
      { amount: 9900, currency: 'USD', metadata: { amount: '100', currency: 'USD' } },
      { amount: 9900, currency: 'USD', metadata: { amount: '9900', currency: 'EUR' } },
      { amount: 100, currency: 'USD', metadata: { amount: '100', currency: 'USD' } },
      { amount: 9900, currency: 'NGN', metadata: { amount: '9900', currency: 'NGN' } },
    ];
    for (const [index, { amount, currency, metadata }] of cases.entries()) {
      const created = await backend.payments.createIntent({
        amount,
        currency,
        idempotencyKey: `forged-${index}`,
        metadata: { purpose: 'membership', userId: learner, ...metadata },
      });
      await payWith(backend, created.clientSecret, GOOD_CARD);
      const answer = await processPayment(learner, created.id);
      expect(answer, JSON.stringify(cases[index])).toMatchObject({ status: 400, body: { error: { status: 'FAILED_PRECONDITION' } } });
    }
    await backend.payments.settled();
    expect(await membershipOf(learner)).toEqual(FREE);
  });

  it('an unknown intent is not-found; malformed input is invalid-argument; a visitor is unauthenticated', async () => {
    const learner = await newLearner(backend);
    expect(await processPayment(learner, 'pi_test_000000000000000000000000')).toMatchObject({ status: 404, body: { error: { status: 'NOT_FOUND' } } });
    for (const data of [{}, { paymentIntentId: '../x', userId: learner }, { paymentIntentId: 'pi_1', userId: learner, amount: 1 }, null]) {
      expect(await callAs(backend, learner, 'process-payment', data)).toMatchObject({ status: 400, body: { error: { status: 'INVALID_ARGUMENT' } } });
    }
    expect(await callAs(backend, null, 'process-payment', { paymentIntentId: 'pi_1', userId: learner })).toMatchObject({ status: 401 });
  });

  it('a declined card then a good one: one intent, one payment row, paid', async () => {
    const learner = await newLearner(backend);
    const first = await startPaying(learner);
    await payWith(backend, first, DECLINED_CARD);
    await backend.payments.settled();
    const second = await startPaying(learner);
    expect(second).toBe(first);
    expect(await payWith(backend, second, GOOD_CARD)).toEqual({ status: 'succeeded' });
    expect(await processPayment(learner, intentIdOf(second))).toMatchObject({ status: 200, body: { data: { membershipStatus: 'paid' } } });
    expect(await paymentsOf(learner)).toMatchObject([{ status: 'succeeded', failureMessage: null }]);
    expect((await backend.store.listRows('test_payment_intents')).total).toBe(1);
  });

  it('completing twice, and the webhook at the same time, fulfils once: one audit entry', async () => {
    const learner = await newLearner(backend);
    const clientSecret = await startPaying(learner);
    await payWith(backend, clientSecret, GOOD_CARD);
    const id = intentIdOf(clientSecret);
    const answers = await Promise.all([processPayment(learner, id), processPayment(learner, id), backend.payments.settled()]);
    expect(answers.slice(0, 2).map((answer) => answer?.status)).toEqual([200, 200]);
    await backend.payments.settled();
    expect(await auditTrailOf(backend.store, 'user', learner)).toHaveLength(1);
    expect((await backend.store.listRows('payment_events', [equal('outcome', ['fulfilled', 'already_fulfilled'])])).total).toBe(1);
  });

  it('the provider down: a clear message and nothing half-done; once it is back the payment completes', async () => {
    // No webhook either, so only process-payment could complete it.
    backend.payments.deliverEventsTo(async () => 503);
    const learner = await newLearner(backend);
    const clientSecret = await startPaying(learner);
    await payWith(backend, clientSecret, GOOD_CARD);
    await backend.payments.settled();
    const down: PaymentProvider = { ...backend.payments, retrieveIntent: () => Promise.reject(new PaymentProviderError('unavailable', 'timeout')) };
    const answer = await callAs({ ...backend, payments: down }, learner, 'process-payment', { paymentIntentId: intentIdOf(clientSecret), userId: learner });
    expect(answer).toMatchObject({ status: 503, body: { error: { status: 'UNAVAILABLE', message: PROVIDER_DOWN_MESSAGE } } });
    expect(await membershipOf(learner)).toEqual(FREE);
    expect(await paymentsOf(learner)).toMatchObject([{ status: 'pending', fulfilledAt: null }]);
    expect(await auditTrailOf(backend.store, 'user', learner)).toEqual([]);
    expect(await processPayment(learner, intentIdOf(clientSecret))).toMatchObject({ status: 200, body: { data: { membershipStatus: 'paid' } } });
  });
});
