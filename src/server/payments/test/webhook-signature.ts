// Stripe's webhook signature scheme, for the embedded test provider's own events: the header is
// `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed by the signing secret>`, and a receiver
// accepts it when one v1 signature matches and the timestamp is at most five minutes old. Written to the
// same rules as stripe-node's Webhooks (a test checks each side accepts the other's headers), so the
// webhook path is the same code whichever provider runs.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { PaymentProviderError } from '../port.ts';

/** Stripe's default tolerance: an event signed more than five minutes ago is refused (replays). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

function hmacHex(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex');
}

/** The `Stripe-Signature` header for `body`, signed at `timestamp` (seconds). */
export function signWebhookBody(body: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},v1=${hmacHex(secret, timestamp, body)}`;
}

function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Throws `signature` unless `header` signs `body` with `secret` and is recent. Like stripe-node: every `v1`
 * entry is tried, other schemes are ignored, and only an old timestamp is refused (not a future one).
 */
export function verifyWebhookSignature(body: string, header: string | null, secret: string, nowMs = Date.now()): void {
  const refuse = (why: string): never => {
    throw new PaymentProviderError('signature', `Webhook signature refused: ${why}`);
  };
  if (body === '') refuse('no payload');
  if (header === null || header === '') refuse('no Stripe-Signature header');
  let timestamp = -1;
  const signatures: string[] = [];
  for (const item of (header as string).split(',')) {
    const [key, value] = item.split('=');
    if (key === 't') timestamp = Number.parseInt(value ?? '', 10);
    if (key === 'v1' && value !== undefined) signatures.push(value);
  }
  if (!Number.isFinite(timestamp) || timestamp < 0) refuse('no timestamp');
  if (signatures.length === 0) refuse('no v1 signature');
  const expected = hmacHex(secret, timestamp, body);
  if (!signatures.some((signature) => sameHex(signature, expected))) refuse('no signature matches the payload');
  if (Math.floor(nowMs / 1000) - timestamp > WEBHOOK_TOLERANCE_SECONDS) refuse('timestamp outside the tolerance zone');
}
