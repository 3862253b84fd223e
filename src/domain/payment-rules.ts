// When a payment may make someone a paid member (rules 4, 21, 33): nothing the browser says counts; only
// what the payment provider reports about the intent, checked against what the server asked for when it
// created it (the price then, the person it was for). Pure, so every path that fulfils (the process-payment
// function, the signed webhook, an Appwrite Function) applies exactly the same rule.
import { isCurrencyCode, sameMoney, type Money } from './money.ts';

/** A payment intent's status as Stripe names it (the test provider uses the same names). */
export const PROVIDER_INTENT_STATUSES = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'requires_capture',
  'canceled',
  'succeeded',
] as const;
export type ProviderIntentStatus = (typeof PROVIDER_INTENT_STATUSES)[number];

/** Where one of our payment rows stands; receipts show it. */
export const PAYMENT_STATUSES = ['pending', 'requires_action', 'processing', 'succeeded', 'failed', 'canceled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Words for each status, as receipts and the payment list print them. */
export const PAYMENT_STATUS_LABELS: Readonly<Record<PaymentStatus, string>> = {
  pending: 'Not paid yet',
  requires_action: 'Waiting for confirmation',
  processing: 'Processing',
  succeeded: 'Paid',
  failed: 'Failed',
  canceled: 'Cancelled',
};

/** The intent metadata the server writes at creation; the provider keeps it and reports it back. */
export const PAYMENT_PURPOSE = 'membership';

/** What the provider reports about an intent, as far as fulfilment cares. */
export interface IntentFacts {
  readonly status: ProviderIntentStatus;
  /** Minor units asked for. */
  readonly amount: number;
  /** Minor units actually received (0 until it succeeds). */
  readonly amountReceived: number;
  /** As the provider writes it (Stripe: lower case). */
  readonly currency: string;
  readonly metadata: Readonly<Record<string, string>>;
  /** The provider's words for the last failed attempt, e.g. "Your card was declined."; null when none. */
  readonly lastError: string | null;
}

/** Metadata for a new membership intent: who pays, what for, and the price asked (as strings, like Stripe's). */
export function membershipMetadata(userId: string, price: Money): Record<string, string> {
  return { purpose: PAYMENT_PURPOSE, userId, amount: String(price.amount), currency: price.currency.toUpperCase() };
}

/** Our status for an intent: a card refused leaves Stripe's intent waiting for another card, which is a failure to us. */
export function paymentStatusOf(intent: Pick<IntentFacts, 'status' | 'lastError'>): PaymentStatus {
  switch (intent.status) {
    case 'succeeded':
      return 'succeeded';
    case 'processing':
    case 'requires_capture':
      return 'processing';
    case 'requires_action':
      return 'requires_action';
    case 'canceled':
      return 'canceled';
    case 'requires_payment_method':
    case 'requires_confirmation':
      return intent.lastError === null ? 'pending' : 'failed';
  }
}

/** Why an intent may not (yet) make its payer a paid member. */
export type RefusalReason = 'wrong-user' | 'wrong-purpose' | 'wrong-amount' | 'wrong-currency' | 'processing' | 'failed' | 'not-paid';

export type IntentVerdict = { readonly ok: true } | { readonly ok: false; readonly reason: RefusalReason; readonly message: string };

/** What the server expects of an intent it is asked to fulfil: the payer, and the price asked at creation. */
export interface ExpectedPayment {
  readonly userId: string;
  readonly price: Money;
}

const refuse = (reason: RefusalReason, message: string): IntentVerdict => ({ ok: false, reason, message });

/**
 * Whether `intent` pays for `expected`'s membership. In this order, so a stranger learns nothing about someone
 * else's payment: it must be this person's, for membership; the amount and currency the provider charges, and
 * those written in its metadata, must all be the expected price; and it must have succeeded with the whole
 * amount received.
 */
export function judgeIntent(intent: IntentFacts, expected: ExpectedPayment): IntentVerdict {
  if (intent.metadata.userId !== expected.userId) return refuse('wrong-user', 'This payment belongs to someone else.');
  if (intent.metadata.purpose !== PAYMENT_PURPOSE) return refuse('wrong-purpose', 'This payment is not for membership.');
  const charged: Money = { amount: intent.amount, currency: intent.currency };
  const stated = { amount: Number(intent.metadata.amount), currency: intent.metadata.currency ?? '' };
  if (!isCurrencyCode(intent.currency) || !isCurrencyCode(stated.currency)) {
    return refuse('wrong-currency', 'This payment is not in the membership price\'s currency.');
  }
  if (charged.currency.toUpperCase() !== expected.price.currency.toUpperCase() || stated.currency.toUpperCase() !== expected.price.currency.toUpperCase()) {
    return refuse('wrong-currency', 'This payment is not in the membership price\'s currency.');
  }
  if (!sameMoney(charged, expected.price) || !sameMoney(stated, expected.price)) {
    return refuse('wrong-amount', 'This payment is not for the membership price.');
  }
  switch (paymentStatusOf(intent)) {
    case 'succeeded':
      break;
    case 'processing':
      return refuse('processing', 'The payment is still being processed. Your membership starts as soon as it completes.');
    case 'failed':
      return refuse('failed', `The payment did not go through: ${intent.lastError ?? 'it was declined'}`);
    default:
      return refuse('not-paid', 'This payment has not been completed.');
  }
  if (intent.amountReceived < expected.price.amount) return refuse('wrong-amount', 'The full membership price has not been received.');
  return { ok: true };
}
