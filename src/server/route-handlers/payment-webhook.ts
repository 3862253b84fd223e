// POST /api/payments/webhook as a plain function of the request, so it is tested without Astro: the raw body
// (at most 256 KB, Stripe's events are far smaller) and its Stripe-Signature header go to the webhook service.
import type { Backend } from '../backend.ts';
import { receivePaymentWebhook } from '../services/payment-webhooks.ts';
import { jsonResponse } from './json-response.ts';
import { readRawBody } from './raw-body.ts';

/** Stripe's event payloads are a few KB; the cap only stops abuse. */
export const PAYMENT_WEBHOOK_MAX_BODY_BYTES = 256 * 1024;

export async function handlePaymentWebhook(
  request: Request,
  context: { backend: Backend; log: (where: string, error: unknown) => void },
): Promise<Response> {
  const body = await readRawBody(request, PAYMENT_WEBHOOK_MAX_BODY_BYTES);
  if (!body.ok) return jsonResponse({ received: false, error: body.message }, body.status);
  const answer = await receivePaymentWebhook(context.backend, body.text, request.headers.get('stripe-signature'), context.log);
  return jsonResponse(answer.body, answer.status);
}
