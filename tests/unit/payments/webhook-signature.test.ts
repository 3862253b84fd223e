// The test provider signs and verifies webhooks exactly as Stripe does: stripe-node accepts its headers, and
// it accepts stripe-node's, with the same five-minute tolerance.
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { signWebhookBody, verifyWebhookSignature, WEBHOOK_TOLERANCE_SECONDS } from '#/server/payments/test/webhook-signature.ts';

const stripe = new Stripe('sk_test_only_for_signing');
const secret = 'whsec_unit_test_secret';
const body = JSON.stringify({ id: 'evt_1', object: 'event', type: 'payment_intent.succeeded' });

describe('webhook signature', () => {
  it('stripe-node accepts what the test provider signs: t=<seconds>,v1=HMAC-SHA256 of "t.body"', () => {
    const header = signWebhookBody(body, secret);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(stripe.webhooks.constructEvent(body, header, secret)).toMatchObject({ id: 'evt_1' });
  });

  it('the test provider accepts what stripe-node signs, and refuses what stripe-node refuses', () => {
    const now = Date.now();
    expect(() => verifyWebhookSignature(body, stripe.webhooks.generateTestHeaderString({ payload: body, secret }), secret, now)).not.toThrow();
    const old = Math.floor(now / 1000) - WEBHOOK_TOLERANCE_SECONDS - 1;
    const oldHeader = stripe.webhooks.generateTestHeaderString({ payload: body, secret, timestamp: old });
    expect(() => verifyWebhookSignature(body, oldHeader, secret, now)).toThrow(/tolerance/);
    expect(() => stripe.webhooks.constructEvent(body, oldHeader, secret)).toThrow(/tolerance/);
    expect(() => verifyWebhookSignature(`${body} `, signWebhookBody(body, secret), secret, now)).toThrow(/payload/);
    expect(() => verifyWebhookSignature(body, signWebhookBody(body, 'whsec_other'), secret, now)).toThrow(/payload/);
  });

  it('tries every v1 signature (Stripe sends several while a secret is being rolled) and ignores other schemes', () => {
    const timestamp = Math.floor(Date.now() / 1000);
    const good = signWebhookBody(body, secret, timestamp).split(',v1=')[1];
    expect(() => verifyWebhookSignature(body, `t=${timestamp},v0=abc,v1=${'0'.repeat(64)},v1=${good}`, secret)).not.toThrow();
    expect(() => verifyWebhookSignature(body, `t=${timestamp},v0=${good}`, secret)).toThrow(/no v1/);
    expect(() => verifyWebhookSignature(body, `v1=${good}`, secret)).toThrow(/timestamp/);
    expect(() => verifyWebhookSignature('', `t=${timestamp},v1=${good}`, secret)).toThrow(/payload/);
  });
});
