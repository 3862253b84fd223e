// The embedded test provider (PAYMENT_PROVIDER=test, the default): Stripe's PaymentIntents without Stripe.
// Intents live in the store (`test_payment_intents`), are confirmed with Stripe's test cards through the
// "Test mode: no money moves" form, and every change is sent as a Stripe-shaped event signed as Stripe signs
// them to the platform's own webhook handler, so the webhook path runs in every mode. No money moves, and
// no card number is kept (only the last four digits of a test card).
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { isId } from '#/domain/ids.ts';
import { AUTHENTICATION_FAILED_MESSAGE, testCardOutcome } from '#/domain/test-cards.ts';
import type { RowOf } from '../../schema.ts';
import { isStoreError, type Store } from '../../store/port.ts';
import { equal } from '../../store/query.ts';
import {
  PaymentProviderError,
  intentIdOfClientSecret,
  type CreateIntentInput,
  type PaymentProvider,
  type TestCheckout,
  type TestConfirmation,
} from '../port.ts';
import { eventFromStripeJson, intentFromStripeJson } from '../stripe-objects.ts';
import { eventJson, intentJson } from './test-events.ts';
import { signWebhookBody, verifyWebhookSignature } from './webhook-signature.ts';

/** Hands a signed event to the webhook handler; resolves with the HTTP status it answered. */
export type DeliverEvent = (rawBody: string, signatureHeader: string) => Promise<number>;

export interface TestProviderOptions {
  readonly store: Store;
  /** The secret its events are signed with; random per process unless given (tests). */
  readonly webhookSecret?: string;
  readonly clock?: () => Date;
  /** Waits between delivery attempts of one event (Stripe retries too); default 1 s then 5 s. */
  readonly retryDelaysMs?: readonly number[];
  /** Told about an event nobody accepted after every retry. */
  readonly onUndelivered?: (eventType: string, lastStatus: number | string) => void;
}

export interface TestPaymentProvider extends PaymentProvider {
  readonly testCheckout: TestCheckout;
  readonly webhookSecret: string;
  /** Where events go from now on (config.ts points it at the webhook service once the Backend exists). */
  deliverEventsTo(deliver: DeliverEvent): void;
  /** Resolves once every event sent so far has been delivered or given up (tests wait on it). */
  settled(): Promise<void>;
}

type IntentRow = RowOf<'test_payment_intents'>;

const STRIPE_IDEMPOTENCY_MISMATCH =
  'Keys for idempotent requests can only be used with the same parameters they were first used with.';

function fingerprint(input: CreateIntentInput): string {
  const metadata = Object.fromEntries(Object.entries(input.metadata).sort(([a], [b]) => a.localeCompare(b)));
  return createHash('sha256').update(JSON.stringify([input.amount, input.currency.toLowerCase(), metadata])).digest('hex');
}

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function createTestPaymentProvider(options: TestProviderOptions): TestPaymentProvider {
  const { store } = options;
  const clock = options.clock ?? (() => new Date());
  const webhookSecret = options.webhookSecret ?? `whsec_test_${randomBytes(24).toString('hex')}`;
  const retryDelays = options.retryDelaysMs ?? [1000, 5000];
  let deliver: DeliverEvent | null = null;
  const inFlight = new Set<Promise<void>>();

  const findByKey = async (key: string): Promise<IntentRow | null> =>
    (await store.listRows('test_payment_intents', [equal('idempotencyKey', key)])).rows[0] ?? null;

  /** Sends one event, re-signed at each attempt as Stripe does, until the handler answers 2xx. */
  const send = async (type: string, row: IntentRow): Promise<void> => {
    const body = eventJson(type, row, clock());
    let last: number | string = 'no webhook handler';
    for (let attempt = 0; attempt <= retryDelays.length; attempt += 1) {
      if (attempt > 0) await sleep(retryDelays[attempt - 1]);
      if (!deliver) break;
      try {
        last = await deliver(body, signWebhookBody(body, webhookSecret, Math.floor(clock().getTime() / 1000)));
        if (last >= 200 && last < 300) return;
      } catch (error) {
        last = error instanceof Error ? error.message : String(error);
      }
    }
    if (deliver) options.onUndelivered?.(type, last);
  };

  const emit = (type: string, row: IntentRow): void => {
    const delivery = send(type, row).finally(() => inFlight.delete(delivery));
    inFlight.add(delivery);
  };

  /** The intent a client secret opens, or `not-found` (an unknown id and a wrong secret read the same). */
  const intentFor = async (clientSecret: string): Promise<IntentRow> => {
    const id = intentIdOfClientSecret(clientSecret);
    const row = id !== null && isId(id) ? await store.getRow('test_payment_intents', id) : null;
    if (!row || !sameSecret(row.clientSecret, clientSecret)) throw new PaymentProviderError('not-found', 'No such payment.');
    return row;
  };

  /** Moves an intent from one of `from` to the changes' state in one transaction, then sends `event`. */
  const transition = async (
    clientSecret: string,
    from: readonly IntentRow['status'][],
    decide: (row: IntentRow) => { changes: Partial<IntentRow>; event: string; result: TestConfirmation },
  ): Promise<TestConfirmation> => {
    const { $id } = await intentFor(clientSecret);
    const { row, event, result } = await store.transaction(async (tx) => {
      const current = await tx.getRow('test_payment_intents', $id);
      if (!current) throw new PaymentProviderError('not-found', 'No such payment.');
      if (!from.includes(current.status)) {
        const message = current.status === 'succeeded' ? 'This payment has already been completed.' : `This payment cannot take that step now (${current.status}).`;
        throw new PaymentProviderError('unexpected-state', message);
      }
      const decision = decide(current);
      const updated = await tx.updateRow('test_payment_intents', $id, decision.changes);
      return { row: updated, event: decision.event, result: decision.result };
    });
    emit(event, row);
    return result;
  };

  const testCheckout: TestCheckout = {
    confirmCard: (clientSecret, card) =>
      transition(clientSecret, ['requires_payment_method', 'requires_confirmation'], (row) => {
        const outcome = testCardOutcome(card.digits);
        const paid = { cardLast4: card.last4 };
        if (outcome.kind === 'succeed') {
          return {
            changes: { ...paid, status: 'succeeded', amountReceived: row.amount, lastErrorCode: null, lastErrorMessage: null },
            event: 'payment_intent.succeeded',
            result: { status: 'succeeded' },
          };
        }
        if (outcome.kind === 'authenticate') {
          return { changes: { ...paid, status: 'requires_action' }, event: 'payment_intent.requires_action', result: { status: 'requires_action' } };
        }
        return {
          changes: { ...paid, status: 'requires_payment_method', lastErrorCode: outcome.code, lastErrorMessage: outcome.message },
          event: 'payment_intent.payment_failed',
          result: { status: 'failed', message: outcome.message },
        };
      }),
    completeAuthentication: (clientSecret, approve) =>
      transition(clientSecret, ['requires_action'], (row) =>
        approve
          ? {
              changes: { status: 'succeeded', amountReceived: row.amount, lastErrorCode: null, lastErrorMessage: null },
              event: 'payment_intent.succeeded',
              result: { status: 'succeeded' },
            }
          : {
              changes: { status: 'requires_payment_method', lastErrorCode: 'payment_intent_authentication_failure', lastErrorMessage: AUTHENTICATION_FAILED_MESSAGE },
              event: 'payment_intent.payment_failed',
              result: { status: 'failed', message: AUTHENTICATION_FAILED_MESSAGE },
            },
      ),
  };

  return {
    browser: { provider: 'test' },
    // Its card form is ours, on this site.
    pageOrigins: {},
    webhookSecret,
    testCheckout,

    async createIntent(input) {
      const print = fingerprint(input);
      const existing = await findByKey(input.idempotencyKey);
      const answer = (row: IntentRow) => {
        if (row.requestFingerprint !== print) throw new PaymentProviderError('invalid', STRIPE_IDEMPOTENCY_MISMATCH);
        return { id: row.$id, clientSecret: row.clientSecret };
      };
      if (existing) return answer(existing);
      const id = `pi_test_${randomBytes(12).toString('hex')}`;
      try {
        const row = await store.createRow('test_payment_intents', id, {
          clientSecret: `${id}_secret_${randomBytes(12).toString('hex')}`,
          amount: input.amount,
          currency: input.currency.toLowerCase(),
          status: 'requires_payment_method',
          metadata: JSON.stringify(input.metadata),
          idempotencyKey: input.idempotencyKey,
          requestFingerprint: print,
        });
        return answer(row);
      } catch (error) {
        // Two requests with one key at once: the second finds the first's intent, as Stripe answers it.
        if (!isStoreError(error, 'conflict')) throw error;
        const winner = await findByKey(input.idempotencyKey);
        if (!winner) throw error;
        return answer(winner);
      }
    },

    async retrieveIntent(id) {
      if (!isId(id)) return null;
      const row = await store.getRow('test_payment_intents', id);
      return row ? intentFromStripeJson(intentJson(row)) : null;
    },

    parseWebhook(rawBody, signatureHeader) {
      verifyWebhookSignature(rawBody, signatureHeader, webhookSecret, clock().getTime());
      return eventFromStripeJson(rawBody);
    },

    deliverEventsTo(next) {
      deliver = next;
    },

    async settled() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
}
