// The payment tables, part of the one schema (src/server/schema.ts spreads them in): payments and the webhook
// events already handled, the audit log (general: the admin area writes to it too), and the embedded test
// provider's intents. Part of the one schema (src/server/schema.ts spreads these tables in), kept in a file of its
// own so that each feature's tables read together.
import { MAX_CHARGE_MINOR_UNITS } from '#/domain/money.ts';
import { PAYMENT_STATUSES, PROVIDER_INTENT_STATUSES } from '#/domain/payment-rules.ts';
import type { TableSpec } from '../schema.ts';

/** Which provider took a payment (PAYMENT_PROVIDER at the time). */
export const PAYMENT_PROVIDERS = ['test', 'stripe'] as const;
/** What the webhook did with an event, kept with its id so a redelivery is recognised and changes nothing. */
export const PAYMENT_EVENT_OUTCOMES = ['fulfilled', 'already_fulfilled', 'recorded', 'refused', 'ignored'] as const;

export const PAYMENT_TABLES = {
  payments: {
    name: 'Payments',
    columns: {
      // One row per payment intent the server created (or learnt of from a signed webhook); `$createdAt` is
      // when. Amount and currency are what the server asked for then, in minor units (9900 = USD 99.00).
      userId: { type: 'string', size: 36, required: true },
      provider: { type: 'enum', elements: PAYMENT_PROVIDERS, required: true },
      providerIntentId: { type: 'string', size: 255, required: true },
      amount: { type: 'integer', required: true, min: 1, max: MAX_CHARGE_MINOR_UNITS },
      currency: { type: 'string', size: 3, required: true },
      status: { type: 'enum', elements: PAYMENT_STATUSES, required: true, default: 'pending' },
      /** The provider's words for the last failed attempt (e.g. "Your card was declined."). */
      failureMessage: { type: 'string', size: 500, required: false },
      /** When membership was switched on for it; set once, by the fulfilment transaction. */
      fulfilledAt: { type: 'datetime', required: false },
    },
    indexes: [
      { key: 'payments_intent', type: 'unique', columns: ['providerIntentId'] },
      { key: 'payments_user', type: 'key', columns: ['userId'] },
      // The admin's payments export, oldest first.
      { key: 'payments_created', type: 'key', columns: ['$createdAt'] },
    ],
  },
  payment_events: {
    name: 'Processed payment webhook events',
    columns: {
      /** The provider's event id; unique, so a redelivered or replayed event is recognised. */
      eventId: { type: 'string', size: 255, required: true },
      type: { type: 'string', size: 100, required: true },
      providerIntentId: { type: 'string', size: 255, required: false },
      outcome: { type: 'enum', elements: PAYMENT_EVENT_OUTCOMES, required: true },
      detail: { type: 'string', size: 500, required: false },
    },
    indexes: [{ key: 'payment_events_event', type: 'unique', columns: ['eventId'] }],
  },
  audit_log: {
    name: 'Audit log',
    columns: {
      // Who did what to which record, and why; written in the same transaction as the change it records.
      /** The acting user's id, or `system` for the server's own actions (a signed webhook, say). */
      actorId: { type: 'string', size: 36, required: true },
      /** Dotted verb, e.g. `membership.paid`, `settings.changed`. */
      action: { type: 'string', size: 64, required: true },
      /** What was changed: `user`, `settings`, `payment`, … */
      targetType: { type: 'string', size: 40, required: true },
      targetId: { type: 'string', size: 64, required: true },
      /** The changed fields before and after, as JSON text; null when there was nothing before (or after). */
      before: { type: 'text', size: 10000, required: false },
      after: { type: 'text', size: 10000, required: false },
      reason: { type: 'string', size: 1000, required: false },
      at: { type: 'datetime', required: true },
    },
    indexes: [
      { key: 'audit_log_target', type: 'key', columns: ['targetType', 'targetId', 'at'] },
      { key: 'audit_log_actor', type: 'key', columns: ['actorId', 'at'] },
      { key: 'audit_log_at', type: 'key', columns: ['at'] },
      // /admin/audit filtered by what was done.
      { key: 'audit_log_action', type: 'key', columns: ['action', 'at'] },
    ],
  },
  test_payment_intents: {
    name: 'Payment intents of the embedded test provider',
    columns: {
      // PAYMENT_PROVIDER=test keeps its intents here, shaped like Stripe's; the row id is the intent id.
      clientSecret: { type: 'string', size: 100, required: true },
      amount: { type: 'integer', required: true, min: 1, max: MAX_CHARGE_MINOR_UNITS },
      amountReceived: { type: 'integer', required: true, default: 0, min: 0 },
      /** Lower case, as Stripe reports it. */
      currency: { type: 'string', size: 3, required: true },
      status: { type: 'enum', elements: PROVIDER_INTENT_STATUSES, required: true },
      /** JSON object of strings. */
      metadata: { type: 'text', size: 2000, required: true },
      idempotencyKey: { type: 'string', size: 255, required: true },
      /** A hash of the creation parameters: the same key with other parameters is refused, as Stripe does. */
      requestFingerprint: { type: 'string', size: 64, required: true },
      lastErrorCode: { type: 'string', size: 64, required: false },
      lastErrorMessage: { type: 'string', size: 300, required: false },
      /** Only the last four digits of the test card that paid; never the number. */
      cardLast4: { type: 'string', size: 4, required: false },
    },
    indexes: [{ key: 'test_payment_intents_key', type: 'unique', columns: ['idempotencyKey'] }],
  },
} as const satisfies Record<string, TableSpec>;
