// The payment provider's webhook (rule 4): verified on the raw body, each event handled once (its id is
// recorded in the transaction that acts on it), `payment_intent.succeeded` fulfils, so a closed tab loses no
// payment, and failures are recorded on the payment row. Written once for every way a webhook arrives: the
// server's /api/payments/webhook, the payment-webhook Appwrite Function, and the test provider's own events.
import { paymentStatusOf } from '#/domain/payment-rules.ts';
import type { Backend } from '../backend.ts';
import { isPaymentProviderError, type PaymentEvent } from '../payments/port.ts';
import { isStoreError } from '../store/port.ts';
import { equal } from '../store/query.ts';
import { fulfilIntent, paymentOfIntent, recordEvent } from './payment-fulfilment.ts';

/** The answer to the provider: 2xx means "handled, do not send again"; anything else makes it retry. */
export interface WebhookAnswer {
  readonly status: 200 | 400 | 500 | 503;
  readonly body: { readonly received: boolean; readonly outcome?: string; readonly error?: string };
}

/** Events that move an intent without paying; their state is copied to the payment row. */
const STATE_EVENTS = new Set([
  'payment_intent.payment_failed',
  'payment_intent.processing',
  'payment_intent.requires_action',
  'payment_intent.canceled',
]);

const answer = (status: WebhookAnswer['status'], body: WebhookAnswer['body']): WebhookAnswer => ({ status, body });

async function alreadyProcessed({ store }: Backend, eventId: string): Promise<boolean> {
  return (await store.listRows('payment_events', [equal('eventId', eventId)])).total > 0;
}

/** Copies a non-paying event's intent state to its payment row (never over a fulfilled one), and records the event. */
async function recordState({ store }: Backend, event: PaymentEvent): Promise<string> {
  const intent = event.intent;
  return store.transaction(async (tx) => {
    const row = intent ? await paymentOfIntent(tx, intent.id) : null;
    // Events can arrive out of order: a late "failed" must not undo a payment that succeeded.
    const changed = row !== null && intent !== null && row.fulfilledAt === null && row.status !== 'succeeded';
    if (changed) await tx.updateRow('payments', row.$id, { status: paymentStatusOf(intent), failureMessage: intent.lastError });
    await recordEvent(tx, event, 'recorded', intent?.id ?? null, intent?.lastError ?? null);
    return changed ? 'recorded' : 'recorded-without-change';
  });
}

async function handle(backend: Backend, event: PaymentEvent): Promise<WebhookAnswer> {
  if (event.type === 'payment_intent.succeeded' && event.intent) {
    // Asked afresh rather than trusting the event's copy: events can be old, and this is the same check
    // process-payment makes.
    const intent = await backend.payments.retrieveIntent(event.intent.id);
    if (intent === null) {
      await backend.store.transaction((tx) => recordEvent(tx, event, 'refused', event.intent?.id ?? null, 'The provider has no such intent.'));
      return answer(200, { received: true, outcome: 'refused' });
    }
    const result = await fulfilIntent(backend, intent, 'webhook', event);
    return answer(200, { received: true, outcome: result.kind });
  }
  if (STATE_EVENTS.has(event.type)) return answer(200, { received: true, outcome: await recordState(backend, event) });
  await backend.store.transaction((tx) => recordEvent(tx, event, 'ignored', event.intent?.id ?? null));
  return answer(200, { received: true, outcome: 'ignored' });
}

/**
 * Handles one webhook delivery: `rawBody` exactly as received and its `Stripe-Signature` header. A bad
 * signature or an old timestamp is 400; a redelivered event is 200 and changes nothing; a provider that cannot
 * be reached is 503, so the provider sends the event again later.
 */
export async function receivePaymentWebhook(
  backend: Backend,
  rawBody: string,
  signatureHeader: string | null,
  log: (where: string, error: unknown) => void,
): Promise<WebhookAnswer> {
  let event: PaymentEvent;
  try {
    event = backend.payments.parseWebhook(rawBody, signatureHeader);
  } catch (error) {
    if (isPaymentProviderError(error, 'signature')) return answer(400, { received: false, error: 'The signature does not verify.' });
    if (isPaymentProviderError(error, 'invalid')) return answer(400, { received: false, error: 'The body is not an event.' });
    throw error;
  }
  try {
    if (await alreadyProcessed(backend, event.id)) return answer(200, { received: true, outcome: 'duplicate' });
    return await handle(backend, event);
  } catch (error) {
    // The same event handled at the same moment elsewhere: its id is taken, so this delivery is a duplicate.
    if (isStoreError(error, 'conflict') && (await alreadyProcessed(backend, event.id))) return answer(200, { received: true, outcome: 'duplicate' });
    if (isPaymentProviderError(error, 'unavailable')) {
      log(`payment webhook ${event.type}`, error);
      return answer(503, { received: false, error: 'The payment provider cannot be reached; send the event again later.' });
    }
    log(`payment webhook ${event.type}`, error);
    return answer(500, { received: false, error: 'Something went wrong' });
  }
}
