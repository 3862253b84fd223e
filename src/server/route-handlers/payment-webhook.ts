// POST /api/payments/webhook as a plain function of the request, so it is tested without Astro: the raw body
// (at most 256 KB, Stripe's events are far smaller) and its Stripe-Signature header go to the webhook service.
import type { Backend } from '../backend.ts';
import { receivePaymentWebhook } from '../services/payment-webhooks.ts';
import { jsonResponse } from './json-response.ts';
import { readBodyBytes } from './bounded-body.ts';

/** Stripe's event payloads are a few KB; the cap only stops abuse. */
export const PAYMENT_WEBHOOK_MAX_BODY_BYTES = 256 * 1024;

export async function handlePaymentWebhook(
  request: Request,
  context: { backend: Backend; log: (where: string, error: unknown) => void },
): Promise<Response> {
  // The raw text, exactly as sent: the signature is over these bytes, not over re-serialised JSON.
  const bytes = await readBodyBytes(request, PAYMENT_WEBHOOK_MAX_BODY_BYTES);
  if (bytes === null) return jsonResponse({ received: false, error: 'The request is too large.' }, 413);
  const answer = await receivePaymentWebhook(context.backend, bytes.toString('utf8'), request.headers.get('stripe-signature'), context.log);
  return jsonResponse(answer.body, answer.status);
}
