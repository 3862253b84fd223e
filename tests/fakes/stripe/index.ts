// A fake Stripe for tests: a node:http server on 127.0.0.1 that checks every request the way Stripe's API
// reference and stripe-node 23 (src/RequestSender.ts) describe it, and answers documented bodies, so the
// Stripe adapter is proven without reaching Stripe (these machines cannot). Checked on every request:
// - `Authorization: Bearer <secret key>` (a wrong or missing key is 401, as Stripe answers);
// - `Stripe-Version` is the API version stripe-node 23.1 pins;
// - POST bodies are `application/x-www-form-urlencoded`, nested keys in brackets; GETs send no body;
// - every POST carries an `Idempotency-Key` (at most 255 characters); the same key with the same body replays
//   the first answer (`Idempotent-Replayed: true`), with another body it is a 400 `idempotency_error`.
// `down` makes it drop every connection, as an unreachable Stripe does.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { FakeStripeError } from './errors.ts';
import { parseStripeForm, type FormObject } from './form-body.ts';
import { FakePaymentIntents, type FakeIntent } from './payment-intents.ts';

/** The API version stripe-node 23.1.0 sends (its `Stripe.API_VERSION`). */
export const STRIPE_API_VERSION = Stripe.API_VERSION;

export interface RecordedStripeRequest {
  readonly method: string;
  readonly path: string;
  readonly headers: Readonly<Record<string, string | undefined>>;
  readonly contentType: string | undefined;
  readonly rawBody: string;
  readonly params: FormObject;
}

export interface FakeStripe {
  /** What the Stripe adapter's `api` option takes. */
  readonly api: { readonly host: string; readonly port: number; readonly protocol: 'http' };
  readonly secretKey: string;
  readonly publishableKey: string;
  readonly webhookSecret: string;
  readonly requests: RecordedStripeRequest[];
  readonly paymentIntents: FakePaymentIntents;
  /** While true, every connection is dropped before an answer. */
  down: boolean;
  /** Drops this many of the next requests after reading them (recorded, never answered), as a flaky network does. */
  dropNext: number;
  /** A webhook body about an intent as it is now, e.g. `payment_intent.succeeded` (JSON text, Stripe's Event shape). */
  eventFor(type: string, intent: FakeIntent, eventId?: string): string;
  close(): Promise<void>;
}

interface Stored {
  readonly bodyHash: string;
  readonly status: number;
  readonly body: unknown;
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeStripe(options: { port?: number; secretKey?: string } = {}): Promise<FakeStripe> {
  const secretKey = options.secretKey ?? `sk_test_fake${randomBytes(8).toString('hex')}`;
  const paymentIntents = new FakePaymentIntents();
  const requests: RecordedStripeRequest[] = [];
  const idempotency = new Map<string, Stored>();

  const route = (method: string, path: string, params: FormObject): { status: number; body: unknown } => {
    if (method === 'POST' && path === '/v1/payment_intents') return { status: 200, body: paymentIntents.create(params, new Date()) };
    const one = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (method === 'GET' && one) return { status: 200, body: paymentIntents.retrieve(decodeURIComponent(one[1]!)) };
    const confirm = /^\/v1\/payment_intents\/([^/]+)\/confirm$/.exec(path);
    if (method === 'POST' && confirm) return { status: 200, body: paymentIntents.confirm(decodeURIComponent(confirm[1]!), params) };
    throw new FakeStripeError(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` });
  };

  const record = (request: IncomingMessage, rawBody: string): { url: URL; method: string; contentType: string | undefined; params: FormObject } => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const method = (request.method ?? 'GET').toUpperCase();
    const contentType = header(request, 'content-type');
    const params = parseStripeForm(method === 'GET' ? url.search.slice(1) : rawBody);
    requests.push({
      method,
      path: url.pathname,
      headers: {
        'stripe-version': header(request, 'stripe-version'),
        'idempotency-key': header(request, 'idempotency-key'),
        authorization: header(request, 'authorization') === undefined ? undefined : '(set)',
        'user-agent': header(request, 'user-agent'),
      },
      contentType,
      rawBody,
      params,
    });
    return { url, method, contentType, params };
  };

  const handle = async (request: IncomingMessage, rawBody: string): Promise<{ status: number; body: unknown; replayed?: boolean }> => {
    const { url, method, contentType, params } = record(request, rawBody);
    const authorization = header(request, 'authorization');
    if (authorization !== `Bearer ${secretKey}`) {
      const shown = authorization?.replace(/^Bearer (sk_\w{4})\w*(\w{4})$/, 'Bearer $1****$2') ?? 'none';
      throw new FakeStripeError(401, { type: 'invalid_request_error', message: `Invalid API Key provided (${shown}).` });
    }
    const version = header(request, 'stripe-version');
    if (version !== STRIPE_API_VERSION) {
      throw new FakeStripeError(400, { type: 'invalid_request_error', message: `Invalid Stripe API version: ${String(version)} (this fake speaks ${STRIPE_API_VERSION}).` });
    }
    if (method === 'GET') {
      if (rawBody !== '') throw new FakeStripeError(400, { type: 'invalid_request_error', message: 'A GET request sends its parameters in the query string.' });
      return route(method, url.pathname, params);
    }
    if (!/^application\/x-www-form-urlencoded\b/.test(contentType ?? '')) {
      throw new FakeStripeError(400, { type: 'invalid_request_error', message: `Stripe's API takes form-encoded bodies, not ${String(contentType)}.` });
    }
    const key = header(request, 'idempotency-key');
    if (!key) throw new FakeStripeError(400, { type: 'invalid_request_error', message: 'This fake requires an Idempotency-Key on every POST (stripe-node always sends one).' });
    if (key.length > 255) throw new FakeStripeError(400, { type: 'invalid_request_error', message: 'Idempotency keys can be at most 255 characters long.' });
    const scope = `${method} ${url.pathname} ${key}`;
    const seen = idempotency.get(scope);
    if (seen) {
      if (seen.bodyHash !== rawBody) {
        throw new FakeStripeError(400, {
          type: 'idempotency_error',
          message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
        });
      }
      return { status: seen.status, body: seen.body, replayed: true };
    }
    let answer: { status: number; body: unknown };
    try {
      answer = route(method, url.pathname, params);
    } catch (error) {
      if (!(error instanceof FakeStripeError)) throw error;
      answer = { status: error.status, body: { error: error.body } };
    }
    // Stripe keeps the first answer for a key, errors included.
    idempotency.set(scope, { bodyHash: rawBody, status: answer.status, body: JSON.parse(JSON.stringify(answer.body)) });
    return answer;
  };

  const fake: FakeStripe = {
    api: { host: '127.0.0.1', port: 0, protocol: 'http' },
    secretKey,
    publishableKey: `pk_test_fake${randomBytes(8).toString('hex')}`,
    webhookSecret: `whsec_fake${randomBytes(16).toString('hex')}`,
    requests,
    paymentIntents,
    down: false,
    dropNext: 0,
    eventFor(type, intent, eventId = `evt_${randomBytes(12).toString('hex')}`) {
      return JSON.stringify({
        id: eventId,
        object: 'event',
        api_version: STRIPE_API_VERSION,
        created: Math.floor(Date.now() / 1000),
        data: { object: intent },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
      });
    },
    close: () => Promise.resolve(),
  };

  const server = createServer((request, response) => {
    if (fake.down) {
      request.socket.destroy();
      return;
    }
    readBody(request)
      .then((rawBody) => {
        if (fake.dropNext > 0) {
          fake.dropNext -= 1;
          record(request, rawBody);
          request.socket.destroy();
          return null;
        }
        return handle(request, rawBody);
      })
      .then(
        (answer) => {
          if (answer === null) return;
          const { status, body, replayed } = answer;
          const headers: Record<string, string> = { 'content-type': 'application/json', 'request-id': `req_${randomBytes(7).toString('hex')}`, 'stripe-version': STRIPE_API_VERSION };
          if (replayed) headers['idempotent-replayed'] = 'true';
          response.writeHead(status, headers);
          response.end(JSON.stringify(body));
        },
        (error: unknown) => {
          const failure = error instanceof FakeStripeError ? error : new FakeStripeError(500, { type: 'api_error', message: `Fake Stripe failed: ${String(error)}` });
          response.writeHead(failure.status, { 'content-type': 'application/json', 'request-id': `req_${randomBytes(7).toString('hex')}` });
          response.end(JSON.stringify({ error: failure.body }));
        },
      );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return Object.assign(fake, {
    api: { host: '127.0.0.1', port, protocol: 'http' as const },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  });
}
