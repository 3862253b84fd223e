// The PaymentProvider port: the one way services talk to whoever moves the money. Shaped like Stripe's
// PaymentIntents (the production provider), so the Stripe adapter stays thin; the embedded test adapter
// keeps the same contract (tests/contract/payment-provider.contract.ts runs against both).
import type { PageOrigins } from '#/domain/csp-origins.ts';
import type { IntentFacts } from '#/domain/payment-rules.ts';

/** What the browser needs to show the right card form. */
export type BrowserCheckout =
  /** The embedded provider's own "Test mode: no money moves" form. */
  | { readonly provider: 'test' }
  /** Stripe's Payment Element, loaded with the publishable key. */
  | { readonly provider: 'stripe'; readonly publishableKey: string };

export interface CreateIntentInput {
  /** Minor units (9900 is USD 99.00). */
  readonly amount: number;
  /** ISO 4217, any case; providers are sent lower case. */
  readonly currency: string;
  /**
   * The same key always yields the same intent (a retried or double-clicked request makes one intent); the
   * same key with other parameters is refused with `invalid`.
   */
  readonly idempotencyKey: string;
  /** Strings the provider keeps with the intent and reports back (who pays, the price asked). */
  readonly metadata: Readonly<Record<string, string>>;
}

export interface CreatedIntent {
  readonly id: string;
  /** Lets the browser confirm this one intent, and nothing else; starts with the id, as Stripe's does. */
  readonly clientSecret: string;
}

/** An intent as the provider reports it now. */
export interface PaymentIntent extends IntentFacts {
  readonly id: string;
  readonly clientSecret: string;
  /** Seconds since the epoch, as providers count. */
  readonly created: number;
}

/** A verified webhook event. */
export interface PaymentEvent {
  /** Unique per event; a redelivered event has the same id. */
  readonly id: string;
  /** e.g. `payment_intent.succeeded`. */
  readonly type: string;
  /** The intent the event is about, as it was when the event was sent; null for events about something else. */
  readonly intent: PaymentIntent | null;
}

/** The provider's id of an intent, from its client secret (`<id>_secret_<random>`), or null. */
export function intentIdOfClientSecret(clientSecret: string): string | null {
  const at = clientSecret.indexOf('_secret_');
  return at > 0 ? clientSecret.slice(0, at) : null;
}

export interface PaymentProvider {
  readonly browser: BrowserCheckout;
  /** The origins the card form loads and talks to: the page showing it adds them to its Content-Security-Policy. */
  readonly pageOrigins: PageOrigins;
  /** Creates an intent (or returns the one made earlier with the same idempotency key). */
  createIntent(input: CreateIntentInput): Promise<CreatedIntent>;
  /** The intent as the provider knows it now; null when it has none with that id. */
  retrieveIntent(id: string): Promise<PaymentIntent | null>;
  /**
   * Verifies a webhook's signature header (Stripe's `t=…,v1=…`, HMAC-SHA256 over `t.body`, five minutes'
   * tolerance) on the raw body, exactly as received, and parses it. Throws `signature` when it does not verify.
   */
  parseWebhook(rawBody: string, signatureHeader: string | null): PaymentEvent;
  /** Only the embedded test provider: confirming its intents with test cards (Stripe's are confirmed by Stripe.js). */
  readonly testCheckout?: TestCheckout;
}

/** A test-card attempt's result, as the card form shows it. */
export type TestConfirmation =
  | { readonly status: 'succeeded' }
  | { readonly status: 'requires_action' }
  | { readonly status: 'failed'; readonly message: string };

/** The test provider's stand-in for Stripe.js: confirm an intent with a card, then (3155) confirm the step. */
export interface TestCheckout {
  /** Pays with a test card. The card must have passed `checkCard`; only its last four digits are kept. */
  confirmCard(clientSecret: string, card: { readonly digits: string; readonly last4: string }): Promise<TestConfirmation>;
  /** Answers the confirmation step a card like 4000 0025 0000 3155 asks for. */
  completeAuthentication(clientSecret: string, approve: boolean): Promise<TestConfirmation>;
}

export type PaymentProviderErrorCode =
  /** The provider cannot be reached or failed; nothing was done, try again later. */
  | 'unavailable'
  /** The provider refused the request (e.g. an idempotency key reused with other parameters). */
  | 'invalid'
  /** No such intent (or a client secret that does not match it). */
  | 'not-found'
  /** The intent cannot take this step now (e.g. paying an intent that already succeeded). */
  | 'unexpected-state'
  /** A webhook whose signature does not verify (wrong secret, altered body, old timestamp). */
  | 'signature';

/** The typed error both adapters raise; services branch on `code`, never on provider messages. */
export class PaymentProviderError extends Error {
  readonly code: PaymentProviderErrorCode;
  constructor(code: PaymentProviderErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentProviderError';
    this.code = code;
  }
}

export function isPaymentProviderError(error: unknown, code?: PaymentProviderErrorCode): error is PaymentProviderError {
  return error instanceof PaymentProviderError && (code === undefined || error.code === code);
}
