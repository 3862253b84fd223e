// The payment provider's webhook (rule 4): signed events that fulfil payments even when the payer's tab
// closed. Public in the route table: the signature on the raw body is the only credential.
import type { APIRoute } from 'astro';
import { getBackend } from '#/server/config.ts';
import { handlePaymentWebhook } from '#/server/route-handlers/payment-webhook.ts';
import { logError } from '#/server/log.ts';

export const prerender = false;

export const POST: APIRoute = async ({ request }) => handlePaymentWebhook(request, { backend: await getBackend(), log: logError });
