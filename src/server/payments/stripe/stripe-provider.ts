// The PaymentProvider port on Stripe (PAYMENT_PROVIDER=stripe): stripe-node 23 with its pinned API version,
// an Idempotency-Key on every create, and webhooks verified by the library itself (constructEvent on the
// raw body, five minutes' tolerance). The browser confirms with Stripe's Payment Element, so this adapter
// has no test checkout. Tests point it at a local fake Stripe (tests/fakes/stripe/) through `api`.
import Stripe from 'stripe';
import { PaymentProviderError, type PaymentProvider } from '../port.ts';
import { eventFromStripeJson, intentFromStripeJson } from '../stripe-objects.ts';

export interface StripeProviderOptions {
  readonly secretKey: string;
  readonly publishableKey: string;
  readonly webhookSecret: string;
  /** Another Stripe API host (the fake Stripe in tests); Stripe's own by default. */
  readonly api?: { readonly host: string; readonly port: number; readonly protocol: 'http' | 'https' };
  /** Milliseconds before a request to Stripe gives up; default 20 s (stripe-node's 80 s would hang a page). */
  readonly timeoutMs?: number;
  /** Retries of a failed request (with the same idempotency key); default 1. */
  readonly maxNetworkRetries?: number;
}

/** Stripe's errors as the port's: a failure on Stripe's side or the way there is `unavailable`, not a refusal. */
function providerError(error: unknown): PaymentProviderError {
  if (error instanceof PaymentProviderError) return error;
  const cause = { cause: error };
  if (error instanceof Stripe.errors.StripeIdempotencyError) return new PaymentProviderError('invalid', error.message, cause);
  if (error instanceof Stripe.errors.StripeInvalidRequestError) {
    if (error.code === 'resource_missing') return new PaymentProviderError('not-found', error.message, cause);
    if (error.code === 'payment_intent_unexpected_state') return new PaymentProviderError('unexpected-state', error.message, cause);
    return new PaymentProviderError('invalid', error.message, cause);
  }
  // Connection failures, timeouts, rate limits, 5xx, and a key Stripe refuses (an operator must fix it): try later.
  const message = error instanceof Error ? error.message : String(error);
  return new PaymentProviderError('unavailable', `Stripe could not be reached or failed: ${message}`, cause);
}

/**
 * What the Payment Element needs in its page's policy (Stripe's security guide): Stripe.js and its frames from
 * js.stripe.com (and its subdomains), the bank's confirmation page framed from hooks.stripe.com, and its API.
 */
export const STRIPE_PAGE_ORIGINS = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
} as const;

export function createStripePaymentProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: options.maxNetworkRetries ?? 1,
    timeout: options.timeoutMs ?? 20_000,
    telemetry: false,
    appInfo: { name: 'leadership-platform' },
    ...(options.api ?? {}),
  });

  return {
    browser: { provider: 'stripe', publishableKey: options.publishableKey },
    pageOrigins: STRIPE_PAGE_ORIGINS,

    async createIntent(input) {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: input.amount,
            currency: input.currency.toLowerCase(),
            automatic_payment_methods: { enabled: true },
            metadata: { ...input.metadata },
          },
          { idempotencyKey: input.idempotencyKey },
        );
        if (!intent.client_secret) throw new PaymentProviderError('unavailable', `Stripe answered intent ${intent.id} without a client secret`);
        return { id: intent.id, clientSecret: intent.client_secret };
      } catch (error) {
        throw providerError(error);
      }
    },

    async retrieveIntent(id) {
      // Stripe ids are letters, digits and underscores; anything else is no intent of ours (and stays out of the URL).
      if (!/^[A-Za-z0-9_]{1,255}$/.test(id)) return null;
      try {
        return intentFromStripeJson(await stripe.paymentIntents.retrieve(id));
      } catch (error) {
        const failure = providerError(error);
        if (failure.code === 'not-found') return null;
        throw failure;
      }
    },

    parseWebhook(rawBody, signatureHeader) {
      try {
        // Verified by stripe-node itself; the event is then read by the same code as the test provider's.
        stripe.webhooks.constructEvent(rawBody, signatureHeader ?? '', options.webhookSecret);
      } catch (error) {
        throw new PaymentProviderError('signature', `Webhook signature refused: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`, { cause: error });
      }
      return eventFromStripeJson(rawBody);
    },
  };
}
