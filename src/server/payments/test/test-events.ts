// The test provider's intents and events written as Stripe writes them (API 2026-10-28), so what it
// delivers to the webhook is read by the same code as a real Stripe event (../stripe-objects.ts).
import { randomBytes } from 'node:crypto';
import type { RowOf } from '../../schema.ts';

/** The Stripe API version the events claim, the one stripe-node 23.1 pins. */
export const STRIPE_API_VERSION = '2026-10-28.endive';

/** Seconds since the epoch, as Stripe counts `created`. */
export function unixSeconds(iso: string): number {
  return Math.floor(Date.parse(iso) / 1000);
}

/** A stored test intent as Stripe's `payment_intent` object. */
export function intentJson(row: RowOf<'test_payment_intents'>): Record<string, unknown> {
  return {
    id: row.$id,
    object: 'payment_intent',
    amount: row.amount,
    amount_capturable: 0,
    amount_received: row.amountReceived,
    automatic_payment_methods: { enabled: true },
    capture_method: 'automatic',
    client_secret: row.clientSecret,
    confirmation_method: 'automatic',
    created: unixSeconds(row.$createdAt),
    currency: row.currency,
    last_payment_error:
      row.lastErrorMessage === null ? null : { type: 'card_error', code: row.lastErrorCode ?? 'card_declined', message: row.lastErrorMessage },
    livemode: false,
    metadata: JSON.parse(row.metadata) as Record<string, string>,
    payment_method_types: ['card'],
    status: row.status,
  };
}

/** The event Stripe sends when an intent reaches `row`'s state; `type` names it (`payment_intent.succeeded`, …). */
export function eventJson(type: string, row: RowOf<'test_payment_intents'>, now: Date): string {
  return JSON.stringify({
    id: `evt_test_${randomBytes(12).toString('hex')}`,
    object: 'event',
    api_version: STRIPE_API_VERSION,
    created: Math.floor(now.getTime() / 1000),
    data: { object: intentJson(row) },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  });
}
