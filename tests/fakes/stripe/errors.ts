// Stripe's error answers (docs.stripe.com/api/errors): `{ "error": { type, code?, message, param?, … } }` with
// the HTTP status Stripe uses for it, so stripe-node raises the same error class it would against Stripe.

export interface StripeErrorBody {
  type: 'invalid_request_error' | 'idempotency_error' | 'card_error' | 'api_error';
  message: string;
  code?: string;
  param?: string;
  decline_code?: string;
  doc_url?: string;
  payment_intent?: unknown;
}

export class FakeStripeError extends Error {
  readonly status: number;
  readonly body: StripeErrorBody;
  constructor(status: number, body: StripeErrorBody) {
    super(body.message);
    this.status = status;
    this.body = body;
  }
}

export const missingParam = (param: string) =>
  new FakeStripeError(400, { type: 'invalid_request_error', code: 'parameter_missing', param, message: `Missing required param: ${param}.` });

export const unknownParam = (param: string) =>
  new FakeStripeError(400, { type: 'invalid_request_error', code: 'parameter_unknown', param, message: `Received unknown parameter: ${param}` });

export const invalidParam = (param: string, message: string) =>
  new FakeStripeError(400, { type: 'invalid_request_error', code: 'parameter_invalid_string', param, message });

export const noSuchIntent = (id: string) =>
  new FakeStripeError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    param: 'intent',
    doc_url: 'https://stripe.com/docs/error-codes/resource-missing',
    message: `No such payment_intent: '${id}'`,
  });
