// The Appwrite Functions (issue 12): each entry, invoked with Appwrite's documented context (req.bodyText,
// req.bodyJson, req.headers with x-appwrite-key and x-appwrite-user-id, res.json(body, status), log, error),
// runs the same code as the web server against the fake Appwrite; the bundles `npm run appwrite:functions`
// writes run too; appwrite.config.json declares them.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '#/server/backend.ts';
import { createBackend } from '#/server/config.ts';
import type { AppwriteFunctionContext } from '#/server/functions/appwrite-function.ts';
import type { TestPaymentProvider } from '#/server/payments/test/test-provider.ts';
import { parseSettings } from '#/server/settings.ts';
import { equal } from '#/server/store/query.ts';
import createPaymentIntent from '../../appwrite/functions/create-payment-intent/src/main.ts';
import paymentWebhook from '../../appwrite/functions/payment-webhook/src/main.ts';
import processPayment from '../../appwrite/functions/process-payment/src/main.ts';
import { startFakeAppwrite, type FakeAppwrite } from '../fakes/appwrite/index.ts';
import { GOOD_CARD, intentIdOf, newLearner, signed, testCard } from '../fixtures/payments.ts';

type Entry = (context: AppwriteFunctionContext) => Promise<unknown>;
const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');
const WEBHOOK_SECRET = 'whsec_function_test_secret';

let fake: FakeAppwrite;
let backend: Backend & { payments: TestPaymentProvider };
const saved: Record<string, string | undefined> = {};

beforeAll(async () => {
  fake = await startFakeAppwrite();
  // What Appwrite sets in a function's environment, and the function's own variables.
  const env: Record<string, string> = {
    APPWRITE_FUNCTION_API_ENDPOINT: fake.endpoint,
    APPWRITE_FUNCTION_PROJECT_ID: fake.projectId,
    APPWRITE_DATABASE_ID: fake.databaseId,
    PAYMENT_PROVIDER: 'test',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  };
  for (const [name, value] of Object.entries(env)) {
    saved[name] = process.env[name];
    process.env[name] = value;
  }
  backend = (await createBackend(
    parseSettings({ BACKEND: 'appwrite', APPWRITE_ENDPOINT: fake.endpoint, APPWRITE_PROJECT_ID: fake.projectId, APPWRITE_API_KEY: fake.apiKey, APPWRITE_DATABASE_ID: fake.databaseId }),
  )) as typeof backend;
  // The test pays through its own provider instance; only the functions may complete the payment.
  backend.payments.deliverEventsTo(async () => 503);
});
afterAll(async () => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) Reflect.deleteProperty(process.env, name);
    else process.env[name] = value;
  }
  await fake.close();
});

/** Invokes an entry as Appwrite does, with the execution's dynamic key and, for a signed-in caller, their id. */
async function invoke(entry: Entry, options: { body: string; userId?: string; headers?: Record<string, string>; method?: string }) {
  const logs: unknown[] = [];
  const errors: unknown[] = [];
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-appwrite-key': fake.apiKey, 'x-appwrite-trigger': 'http', ...options.headers };
  if (options.userId) headers['x-appwrite-user-id'] = options.userId;
  const result = (await entry({
    req: {
      method: options.method ?? 'POST',
      headers,
      bodyText: options.body,
      get bodyJson() {
        return JSON.parse(options.body) as unknown;
      },
    },
    res: { json: (body: unknown, status = 200) => ({ body, status }) },
    log: (message) => logs.push(message),
    error: (message) => errors.push(message),
  })) as { body: unknown; status: number };
  return { ...result, logs, errors };
}

describe('create-payment-intent and process-payment as Appwrite Functions', () => {
  it('a signed-in learner gets a client secret, pays with 4242…, and process-payment makes them paid', async () => {
    const learner = await newLearner(backend);
    const created = await invoke(createPaymentIntent, { body: '{"data":{}}', userId: learner });
    expect(created.status).toBe(200);
    const { clientSecret } = (created.body as { data: { clientSecret: string } }).data;
    await backend.payments.testCheckout.confirmCard(clientSecret, testCard(GOOD_CARD));
    const processed = await invoke(processPayment, { body: JSON.stringify({ data: { paymentIntentId: intentIdOf(clientSecret), userId: learner } }), userId: learner });
    expect(processed).toMatchObject({ status: 200, body: { data: { status: 'succeeded', membershipStatus: 'paid' } }, errors: [] });
    expect(fake.tablesDb.rows('users').find((row) => row.$id === learner)).toMatchObject({ membershipStatus: 'paid', transformationTier: 'individual_paid' });
  });

  it('without x-appwrite-user-id (no signed-in caller) the answer is unauthenticated; a forged userId is permission-denied', async () => {
    expect(await invoke(createPaymentIntent, { body: '{"data":{}}' })).toMatchObject({ status: 401, body: { error: { status: 'UNAUTHENTICATED' } } });
    const learner = await newLearner(backend);
    const other = await newLearner(backend);
    const answer = await invoke(processPayment, { body: JSON.stringify({ data: { paymentIntentId: 'pi_test_x', userId: other } }), userId: learner });
    expect(answer).toMatchObject({ status: 403, body: { error: { status: 'PERMISSION_DENIED' } } });
  });

  it('a body that is not the protocol is invalid-argument; a GET is refused', async () => {
    const learner = await newLearner(backend);
    expect(await invoke(createPaymentIntent, { body: 'nope', userId: learner })).toMatchObject({ status: 400, body: { error: { status: 'INVALID_ARGUMENT' } } });
    expect(await invoke(createPaymentIntent, { body: '{"data":{"amount":1}}', userId: learner })).toMatchObject({ status: 400 });
    expect(await invoke(createPaymentIntent, { body: '', userId: learner, method: 'GET' })).toMatchObject({ status: 400 });
  });

  it('without a usable API key the function says what is wrong in its log and answers internal', async () => {
    const answer = await invoke(createPaymentIntent, { body: '{"data":{}}', headers: { 'x-appwrite-key': '' } });
    expect(answer.status).toBe(500);
    expect(String(answer.errors[0])).toMatch(/cannot start: APPWRITE_API_KEY/);
  });
});

describe('payment-webhook as an Appwrite Function', () => {
  async function paidIntentId(): Promise<{ learner: string; intentId: string; clientSecret: string }> {
    const learner = await newLearner(backend);
    const created = await invoke(createPaymentIntent, { body: '{"data":{}}', userId: learner });
    const { clientSecret } = (created.body as { data: { clientSecret: string } }).data;
    await backend.payments.testCheckout.confirmCard(clientSecret, testCard(GOOD_CARD));
    return { learner, intentId: intentIdOf(clientSecret), clientSecret };
  }

  it('verifies the signature on req.bodyText, fulfils once, and answers a replay as a duplicate', async () => {
    const { learner, intentId } = await paidIntentId();
    const intent = await backend.payments.retrieveIntent(intentId);
    const body = JSON.stringify({
      id: `evt_fn_${intentId}`,
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { id: intentId, object: 'payment_intent', amount: 9900, amount_received: 9900, currency: 'usd', status: 'succeeded', client_secret: intent!.clientSecret, created: 1, metadata: intent!.metadata, last_payment_error: null } },
    });
    const signature = signed(body, WEBHOOK_SECRET);
    // Executions through the function's domain carry no user: the signature is all there is.
    expect(await invoke(paymentWebhook, { body, headers: { 'stripe-signature': signature } })).toMatchObject({ status: 200, body: { outcome: 'fulfilled' }, logs: ['fulfilled'] });
    expect(await invoke(paymentWebhook, { body, headers: { 'stripe-signature': signature } })).toMatchObject({ status: 200, body: { outcome: 'duplicate' } });
    expect(await invoke(paymentWebhook, { body, headers: { 'stripe-signature': signed(body, 'whsec_forged') } })).toMatchObject({ status: 400 });
    expect(fake.tablesDb.rows('users').find((row) => row.$id === learner)).toMatchObject({ membershipStatus: 'paid' });
    expect((await backend.store.listRows('audit_log', [equal('targetId', learner)])).total).toBe(1);
  });
});

describe('the deployable bundles', () => {
  let out: string;
  beforeAll(async () => {
    out = await mkdtemp(path.join(tmpdir(), 'appwrite-functions-'));
    await run(path.join(root, 'node_modules/.bin/node'), ['scripts/appwrite-functions.ts', '--out-dir', out], { cwd: root });
  }, 60_000);
  afterAll(async () => {
    await rm(out, { recursive: true, force: true });
  });

  it('each folder is an ES module package with main.js, and the bundle runs as the entry does', async () => {
    for (const id of ['create-payment-intent', 'process-payment', 'payment-webhook']) {
      expect(JSON.parse(await readFile(path.join(out, id, 'package.json'), 'utf8'))).toMatchObject({ type: 'module', main: 'main.js' });
    }
    const bundled = (await import(pathToFileURL(path.join(out, 'create-payment-intent', 'main.js')).href)) as { default: Entry };
    const learner = await newLearner(backend);
    const answer = await invoke(bundled.default, { body: '{"data":{}}', userId: learner });
    expect(answer.status).toBe(200);
    expect((answer.body as { data: { clientSecret: string } }).data.clientSecret).toMatch(/^pi_test_\w+_secret_\w+$/);
    // Loading the 2.7 MB bundle takes seconds on a busy 2-core machine.
  }, 60_000);

  it('appwrite.config.json declares each function: Node runtime, the bundle as entrypoint, who may execute it, its variables', async () => {
    const config = JSON.parse(await readFile(path.join(root, 'appwrite/appwrite.config.json'), 'utf8')) as { functions: Record<string, unknown>[] };
    expect(config.functions.map((fn) => [fn.$id, fn.execute, fn.path, fn.entrypoint, fn.runtime])).toEqual([
      ['create-payment-intent', ['users'], 'functions/create-payment-intent/dist', 'main.js', 'node-22'],
      ['process-payment', ['users'], 'functions/process-payment/dist', 'main.js', 'node-22'],
      ['payment-webhook', ['any'], 'functions/payment-webhook/dist', 'main.js', 'node-22'],
    ]);
    for (const fn of config.functions) {
      expect(Object.keys(fn).every((key) => ['path', '$id', 'execute', 'name', 'enabled', 'logging', 'runtime', 'specification', 'scopes', 'events', 'schedule', 'timeout', 'entrypoint', 'commands', 'vars'].includes(key))).toBe(true);
      expect((fn.vars as { key: string; value: string }[]).map((variable) => variable.key)).toEqual(['APPWRITE_DATABASE_ID', 'PAYMENT_PROVIDER', 'STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET']);
      expect((fn.vars as { key: string; value: string }[]).filter((variable) => variable.key.startsWith('STRIPE_')).every((variable) => variable.value === '')).toBe(true);
    }
  });
});
