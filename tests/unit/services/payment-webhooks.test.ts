// POST /api/payments/webhook (rule 4): verified on the raw body, each event handled once, a succeeded
// intent fulfils (a closed tab loses nothing), failures are recorded; replays, forgeries and old signatures
// change nothing.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { intentJson } from '#/server/payments/test/test-events.ts';
import { PaymentProviderError } from '#/server/payments/port.ts';
import { handlePaymentWebhook } from '#/server/route-handlers/payment-webhook.ts';
import { auditTrailOf } from '#/server/services/audit-log.ts';
import { equal } from '#/server/store/query.ts';
import { DECLINED_CARD, GOOD_CARD, callAs, intentIdOf, newLearner, payWith, signed } from '../../fixtures/payments.ts';
import { createTestBackend, type TestBackend } from '../../fixtures/test-backend.ts';

let backend: TestBackend;
beforeEach(() => {
  backend = createTestBackend();
  // These tests send the webhooks themselves; the provider's own deliveries are answered "not now".
  backend.payments.deliverEventsTo(async () => 503);
});
afterEach(async () => {
  await backend.dispose();
});

async function paidIntent(card = GOOD_CARD): Promise<{ learner: string; intentId: string }> {
  const learner = await newLearner(backend);
  const answer = await callAs(backend, learner, 'create-payment-intent', {});
  const { clientSecret } = (answer.body as { data: { clientSecret: string } }).data;
  await payWith(backend, clientSecret, card);
  await backend.payments.settled();
  return { learner, intentId: intentIdOf(clientSecret) };
}

/** An event about the intent as the provider holds it now. */
async function eventBody(type: string, intentId: string, eventId = `evt_${intentId}_${type}`): Promise<string> {
  const row = await backend.store.getRow('test_payment_intents', intentId);
  return JSON.stringify({ id: eventId, object: 'event', type, created: 1, data: { object: intentJson(row!) } });
}

async function deliver(body: string, signature: string | null = signed(body, backend.payments.webhookSecret)) {
  const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8' };
  if (signature !== null) headers['stripe-signature'] = signature;
  const errors: unknown[] = [];
  const response = await handlePaymentWebhook(new Request('http://local/api/payments/webhook', { method: 'POST', body, headers }), {
    backend,
    log: (_where, error) => errors.push(error),
  });
  return { status: response.status, body: (await response.json()) as { outcome?: string; error?: string }, errors };
}

const membershipOf = async (userId: string) => (await backend.store.getRow('users', userId))?.membershipStatus;

describe('payment webhook', () => {
  it('payment_intent.succeeded fulfils on its own (the tab was closed before process-payment)', async () => {
    const { learner, intentId } = await paidIntent();
    expect(await membershipOf(learner)).toBe('free');
    const answer = await deliver(await eventBody('payment_intent.succeeded', intentId));
    expect(answer).toMatchObject({ status: 200, body: { outcome: 'fulfilled' } });
    expect(await backend.store.getRow('users', learner)).toMatchObject({ membershipStatus: 'paid', transformationTier: 'individual_paid' });
    expect(await auditTrailOf(backend.store, 'user', learner)).toMatchObject([{ actorId: 'system', action: 'membership.paid' }]);
    expect((await backend.store.listRows('payment_events')).rows).toMatchObject([{ type: 'payment_intent.succeeded', outcome: 'fulfilled', providerIntentId: intentId }]);
  });

  it('a replayed event is answered 200 and changes nothing', async () => {
    const { learner, intentId } = await paidIntent();
    const body = await eventBody('payment_intent.succeeded', intentId);
    const signature = signed(body, backend.payments.webhookSecret);
    await deliver(body, signature);
    expect(await deliver(body, signature)).toMatchObject({ status: 200, body: { outcome: 'duplicate' } });
    expect(await deliver(body)).toMatchObject({ status: 200, body: { outcome: 'duplicate' } });
    expect(await auditTrailOf(backend.store, 'user', learner)).toHaveLength(1);
    expect((await backend.store.listRows('payment_events')).total).toBe(1);
  });

  it('the same event delivered twice at once is handled once', async () => {
    const { learner, intentId } = await paidIntent();
    const body = await eventBody('payment_intent.succeeded', intentId);
    const answers = await Promise.all([deliver(body), deliver(body), deliver(body)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(await auditTrailOf(backend.store, 'user', learner)).toHaveLength(1);
    expect((await backend.store.listRows('payment_events')).total).toBe(1);
  });

  it('a bad signature, another secret, no signature or an old timestamp is 400 and changes nothing', async () => {
    const { learner, intentId } = await paidIntent();
    const body = await eventBody('payment_intent.succeeded', intentId);
    const sixMinutesAgo = Math.floor(Date.now() / 1000) - 360;
    for (const signature of [signed(body, 'whsec_attacker'), 't=1,v1=deadbeef', null, signed(body, backend.payments.webhookSecret, sixMinutesAgo)]) {
      expect(await deliver(body, signature)).toMatchObject({ status: 400, body: { error: 'The signature does not verify.' } });
    }
    const tampered = body.replace('"amount":9900', '"amount":1');
    expect((await deliver(tampered, signed(body, backend.payments.webhookSecret))).status).toBe(400);
    expect(await membershipOf(learner)).toBe('free');
    expect((await backend.store.listRows('payment_events')).total).toBe(0);
  });

  it('an event claiming success for an intent the provider says is unpaid does not fulfil (the provider is asked again)', async () => {
    const learner = await newLearner(backend);
    const answer = await callAs(backend, learner, 'create-payment-intent', {});
    const intentId = intentIdOf((answer.body as { data: { clientSecret: string } }).data.clientSecret);
    const row = await backend.store.getRow('test_payment_intents', intentId);
    const claimed = { ...intentJson(row!), status: 'succeeded', amount_received: 9900 };
    const body = JSON.stringify({ id: 'evt_claim', object: 'event', type: 'payment_intent.succeeded', data: { object: claimed } });
    expect(await deliver(body)).toMatchObject({ status: 200, body: { outcome: 'refused' } });
    expect(await membershipOf(learner)).toBe('free');
  });

  it('payment_intent.payment_failed records the failure on the payment row', async () => {
    const { learner, intentId } = await paidIntent(DECLINED_CARD);
    expect(await deliver(await eventBody('payment_intent.payment_failed', intentId))).toMatchObject({ status: 200, body: { outcome: 'recorded' } });
    expect((await backend.store.listRows('payments', [equal('userId', learner)])).rows).toMatchObject([{ status: 'failed', failureMessage: 'Your card was declined.' }]);
    expect(await membershipOf(learner)).toBe('free');
  });

  it('a failure arriving after the success (out of order) does not undo the payment', async () => {
    const { learner, intentId } = await paidIntent(DECLINED_CARD);
    const failed = await eventBody('payment_intent.payment_failed', intentId);
    const clientSecret = (await backend.store.getRow('test_payment_intents', intentId))!.clientSecret;
    await payWith(backend, clientSecret, GOOD_CARD);
    await deliver(await eventBody('payment_intent.succeeded', intentId));
    await deliver(failed);
    expect((await backend.store.listRows('payments', [equal('userId', learner)])).rows).toMatchObject([{ status: 'succeeded' }]);
    expect(await membershipOf(learner)).toBe('paid');
  });

  it('other event types are acknowledged and recorded as ignored', async () => {
    const body = JSON.stringify({ id: 'evt_other', object: 'event', type: 'customer.created', data: { object: { object: 'customer', id: 'cus_1' } } });
    expect(await deliver(body)).toMatchObject({ status: 200, body: { outcome: 'ignored' } });
  });

  it('the provider down while fulfilling: 503 so the event comes again; the redelivery fulfils', async () => {
    const { learner, intentId } = await paidIntent();
    const body = await eventBody('payment_intent.succeeded', intentId);
    const working = backend.payments.retrieveIntent;
    backend.payments.retrieveIntent = () => Promise.reject(new PaymentProviderError('unavailable', 'timeout'));
    const refused = await deliver(body);
    expect(refused.status).toBe(503);
    expect(refused.errors).toHaveLength(1);
    expect(await membershipOf(learner)).toBe('free');
    expect((await backend.store.listRows('payment_events')).total).toBe(0);
    backend.payments.retrieveIntent = working;
    expect(await deliver(body)).toMatchObject({ status: 200, body: { outcome: 'fulfilled' } });
    expect(await membershipOf(learner)).toBe('paid');
  });

  it('a body over 256 KB is refused before it is read in full', async () => {
    const body = JSON.stringify({ id: 'evt_big', padding: 'x'.repeat(300 * 1024) });
    expect((await deliver(body)).status).toBe(413);
  });
});

describe("the test provider's own events", () => {
  it('reach the webhook, which fulfils without anyone calling process-payment', async () => {
    backend.payments.deliverEventsTo(async (body, signature) => (await deliver(body, signature)).status);
    const { learner } = await paidIntent();
    expect(await membershipOf(learner)).toBe('paid');
    expect((await backend.store.listRows('payment_events', [equal('outcome', 'fulfilled')])).total).toBe(1);
  });
});
