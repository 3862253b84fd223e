// The fake Stripe's PaymentIntents: create, retrieve and confirm with Stripe's test PaymentMethods
// (`pm_card_visa` pays, `pm_card_chargeDeclined` is declined with a 402 card error, `pm_card_authenticationRequired`
// asks for 3-D Secure), answering the documented `payment_intent` object (the fields of Stripe's OpenAPI
// fixture) and refusing what Stripe refuses: missing or unknown parameters, an amount under the minimum, a
// confirm without `return_url` for automatic payment methods, a confirm in the wrong state.
import { randomBytes } from 'node:crypto';
import { FakeStripeError, invalidParam, missingParam, noSuchIntent, unknownParam } from './errors.ts';
import type { FormObject, FormValue } from './form-body.ts';

export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_capturable: number;
  amount_received: number;
  automatic_payment_methods: { enabled: boolean; allow_redirects?: string } | null;
  canceled_at: number | null;
  capture_method: 'automatic';
  client_secret: string;
  confirmation_method: 'automatic';
  created: number;
  currency: string;
  customer: null;
  description: string | null;
  last_payment_error: { type: string; code: string; decline_code?: string; message: string } | null;
  latest_charge: string | null;
  livemode: false;
  metadata: Record<string, string>;
  next_action: { type: string; use_stripe_sdk?: Record<string, string> } | null;
  payment_method: string | null;
  payment_method_types: string[];
  receipt_email: string | null;
  status: 'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'processing' | 'succeeded' | 'canceled';
}

const CREATE_PARAMS = new Set(['amount', 'currency', 'automatic_payment_methods', 'metadata', 'description', 'receipt_email', 'payment_method_types', 'expand']);
const CONFIRM_PARAMS = new Set(['payment_method', 'return_url', 'expand']);

const RETURN_URL_REQUIRED =
  'A `return_url` must be specified because this Payment Intent is configured to automatically accept the payment methods enabled in the Dashboard, some of which may require a full page redirect to succeed. If you do not want to accept redirect-based payment methods, set `automatic_payment_methods[enabled]` to `true` and `automatic_payment_methods[allow_redirects]` to `never` when creating Setup Intents and Payment Intents.';

function randomId(prefix: string, length = 24): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return prefix + [...randomBytes(length)].map((byte) => alphabet[byte % alphabet.length]).join('');
}

function checkKnown(params: FormObject, known: ReadonlySet<string>): void {
  for (const name of Object.keys(params)) if (!known.has(name)) throw unknownParam(name);
}

function asObject(value: FormValue | undefined, param: string): FormObject | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) throw invalidParam(param, `Invalid object for ${param}.`);
  return value;
}

function metadataOf(value: FormValue | undefined): Record<string, string> {
  const object = asObject(value, 'metadata') ?? {};
  const entries = Object.entries(object);
  if (entries.length > 50) throw invalidParam('metadata', 'You can specify up to 50 keys in metadata.');
  const metadata: Record<string, string> = {};
  for (const [key, entry] of entries) {
    if (typeof entry !== 'string') throw invalidParam(`metadata[${key}]`, 'Metadata values must be strings.');
    if (key.length > 40) throw invalidParam(`metadata[${key}]`, 'Metadata keys can be at most 40 characters long.');
    if (entry.length > 500) throw invalidParam(`metadata[${key}]`, 'Metadata values can be at most 500 characters long.');
    metadata[key] = entry;
  }
  return metadata;
}

export class FakePaymentIntents {
  readonly intents = new Map<string, FakeIntent>();

  create(params: FormObject, now: Date): FakeIntent {
    checkKnown(params, CREATE_PARAMS);
    if (params.amount === undefined) throw missingParam('amount');
    if (params.currency === undefined) throw missingParam('currency');
    const amount = Number(params.amount);
    if (typeof params.amount !== 'string' || !/^\d+$/.test(params.amount)) throw invalidParam('amount', 'Invalid integer: ' + String(params.amount));
    if (typeof params.currency !== 'string' || !/^[a-z]{3}$/.test(params.currency)) {
      throw invalidParam('currency', `Invalid currency: ${String(params.currency)}. Stripe currencies are three lower-case letters.`);
    }
    if (params.currency === 'usd' && amount < 50) {
      throw new FakeStripeError(400, { type: 'invalid_request_error', code: 'amount_too_small', param: 'amount', message: 'Amount must be at least $0.50 usd' });
    }
    const automatic = asObject(params.automatic_payment_methods, 'automatic_payment_methods');
    const id = randomId('pi_');
    const intent: FakeIntent = {
      id,
      object: 'payment_intent',
      amount,
      amount_capturable: 0,
      amount_received: 0,
      automatic_payment_methods: automatic
        ? { enabled: automatic.enabled === 'true', ...(typeof automatic.allow_redirects === 'string' ? { allow_redirects: automatic.allow_redirects } : {}) }
        : null,
      canceled_at: null,
      capture_method: 'automatic',
      client_secret: `${id}_secret_${randomId('', 25)}`,
      confirmation_method: 'automatic',
      created: Math.floor(now.getTime() / 1000),
      currency: params.currency,
      customer: null,
      description: typeof params.description === 'string' ? params.description : null,
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      metadata: metadataOf(params.metadata),
      next_action: null,
      payment_method: null,
      payment_method_types: ['card'],
      receipt_email: null,
      status: 'requires_payment_method',
    };
    this.intents.set(id, intent);
    return intent;
  }

  retrieve(id: string): FakeIntent {
    const intent = this.intents.get(id);
    if (!intent) throw noSuchIntent(id);
    return intent;
  }

  /** Confirms with one of Stripe's test PaymentMethods. */
  confirm(id: string, params: FormObject): FakeIntent {
    checkKnown(params, CONFIRM_PARAMS);
    const intent = this.retrieve(id);
    if (intent.status !== 'requires_payment_method' && intent.status !== 'requires_confirmation') {
      throw new FakeStripeError(400, {
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        message: `You cannot confirm this PaymentIntent because it has a status of ${intent.status}.`,
        payment_intent: intent,
      });
    }
    if (intent.automatic_payment_methods?.enabled && intent.automatic_payment_methods.allow_redirects !== 'never' && params.return_url === undefined) {
      throw new FakeStripeError(400, { type: 'invalid_request_error', message: RETURN_URL_REQUIRED });
    }
    const method = params.payment_method;
    if (typeof method !== 'string') throw missingParam('payment_method');
    intent.payment_method = randomId('pm_');
    switch (method) {
      case 'pm_card_visa':
      case 'pm_card_mastercard':
        this.succeed(intent);
        return intent;
      case 'pm_card_authenticationRequired':
      case 'pm_card_threeDSecure2Required':
        intent.status = 'requires_action';
        intent.next_action = { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect' } };
        return intent;
      case 'pm_card_chargeDeclined': {
        const error = { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' };
        intent.status = 'requires_payment_method';
        intent.payment_method = null;
        intent.last_payment_error = error;
        throw new FakeStripeError(402, { ...error, type: 'card_error', payment_intent: intent });
      }
      default:
        throw new FakeStripeError(400, { type: 'invalid_request_error', code: 'resource_missing', param: 'payment_method', message: `No such PaymentMethod: '${method}'` });
    }
  }

  /** What happens when the payer answers the 3-D Secure step (a browser step, not an API call). */
  completeAction(id: string, approve: boolean): FakeIntent {
    const intent = this.retrieve(id);
    intent.next_action = null;
    if (approve) this.succeed(intent);
    else {
      intent.status = 'requires_payment_method';
      intent.last_payment_error = {
        type: 'invalid_request_error',
        code: 'payment_intent_authentication_failure',
        message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
      };
    }
    return intent;
  }

  private succeed(intent: FakeIntent): void {
    intent.status = 'succeeded';
    intent.amount_received = intent.amount;
    intent.last_payment_error = null;
    intent.next_action = null;
    intent.latest_charge = randomId('ch_');
  }
}
