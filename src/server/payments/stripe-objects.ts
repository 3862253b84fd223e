// Stripe's JSON shapes for a PaymentIntent and an Event (API 2026-10-28), read into the port's types. Both
// adapters use it: the Stripe adapter for what Stripe sends, the test adapter for the events it writes in
// the same shape, so a webhook body reads the same whichever provider signed it.
import { PROVIDER_INTENT_STATUSES, type ProviderIntentStatus } from '#/domain/payment-rules.ts';
import { PaymentProviderError, type PaymentEvent, type PaymentIntent } from './port.ts';

/** The fields of Stripe's `payment_intent` object the platform reads (names as Stripe sends them). */
export interface StripePaymentIntentJson {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  client_secret: string | null;
  created: number;
  metadata: Record<string, string>;
  last_payment_error: { message?: string | null; code?: string | null; type?: string } | null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isStatus(value: unknown): value is ProviderIntentStatus {
  return typeof value === 'string' && (PROVIDER_INTENT_STATUSES as readonly string[]).includes(value);
}

/** Reads a `payment_intent` object; throws `invalid` when it is not one. */
export function intentFromStripeJson(json: unknown): PaymentIntent {
  if (!isRecord(json) || json.object !== 'payment_intent' || typeof json.id !== 'string') {
    throw new PaymentProviderError('invalid', 'Not a payment_intent object');
  }
  const { amount, amount_received: received, currency, status, created } = json;
  if (typeof amount !== 'number' || typeof currency !== 'string' || !isStatus(status)) {
    throw new PaymentProviderError('invalid', `payment_intent ${json.id} lacks amount, currency or a known status`);
  }
  const metadata: Record<string, string> = {};
  if (isRecord(json.metadata)) {
    for (const [key, value] of Object.entries(json.metadata)) if (typeof value === 'string') metadata[key] = value;
  }
  const error = json.last_payment_error;
  const lastError = isRecord(error) ? (typeof error.message === 'string' && error.message !== '' ? error.message : 'The payment failed.') : null;
  return {
    id: json.id,
    clientSecret: typeof json.client_secret === 'string' ? json.client_secret : '',
    status,
    amount,
    amountReceived: typeof received === 'number' ? received : 0,
    currency,
    metadata,
    lastError,
    created: typeof created === 'number' ? created : 0,
  };
}

/** Reads a verified Event body (JSON text); throws `invalid` when it is not an event. */
export function eventFromStripeJson(text: string): PaymentEvent {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new PaymentProviderError('invalid', 'The webhook body is not JSON');
  }
  if (!isRecord(json) || json.object !== 'event' || typeof json.id !== 'string' || typeof json.type !== 'string') {
    throw new PaymentProviderError('invalid', 'The webhook body is not an event');
  }
  const object = isRecord(json.data) ? json.data.object : undefined;
  const intent = isRecord(object) && object.object === 'payment_intent' ? intentFromStripeJson(object) : null;
  return { id: json.id, type: json.type, intent };
}
