// Runs the payment functions as Appwrite Functions (Node runtime, `export default async ({ req, res, log,
// error })`): the same callables and webhook service as the web server, on a Backend config.ts builds for
// Appwrite from the function's environment. The endpoint and project come from Appwrite's own variables, the
// API key is the execution's dynamic key (`x-appwrite-key`, scoped by the function's `scopes`), and the caller
// is the `x-appwrite-user-id` Appwrite sets for an execution by a signed-in user (clients cannot forge it).
import { CallableError, callableErrorBody, httpStatusFor } from '#/domain/callable-errors.ts';
import { createBackend } from '../config.ts';
import { receivePaymentWebhook } from '../services/payment-webhooks.ts';
import { toSessionUser } from '../services/session-user.ts';
import { parseSettings } from '../settings.ts';
import { answerCallable } from './callable.ts';
import { CALLABLE_FUNCTIONS } from './registry.ts';

/** Appwrite's documented request (open-runtimes v4): header names are lower case. */
export interface AppwriteFunctionRequest {
  readonly method: string;
  readonly headers: Readonly<Record<string, string | undefined>>;
  /** The raw body, as sent (what a signature is checked on). */
  readonly bodyText: string;
  /** The body parsed as JSON (the runtime throws when it is not JSON). */
  readonly bodyJson?: unknown;
}

/** Appwrite's documented response helpers; a function must return what they return. */
export interface AppwriteFunctionResponse {
  json(body: unknown, statusCode?: number, headers?: Record<string, string>): unknown;
}

export interface AppwriteFunctionContext {
  readonly req: AppwriteFunctionRequest;
  readonly res: AppwriteFunctionResponse;
  /** Lines shown in the execution's log in the Appwrite console. */
  readonly log: (message: unknown) => void;
  readonly error: (message: unknown) => void;
}

type Environment = Readonly<Record<string, string | undefined>>;

/** The settings of one execution: BACKEND=appwrite on the project the function runs in, with its dynamic key. */
export function functionSettings(env: Environment, headers: AppwriteFunctionRequest['headers']) {
  return parseSettings({
    ...env,
    BACKEND: 'appwrite',
    APPWRITE_ENDPOINT: env.APPWRITE_FUNCTION_API_ENDPOINT ?? env.APPWRITE_ENDPOINT,
    APPWRITE_PROJECT_ID: env.APPWRITE_FUNCTION_PROJECT_ID ?? env.APPWRITE_PROJECT_ID,
    APPWRITE_API_KEY: headers['x-appwrite-key'] || env.APPWRITE_API_KEY,
  });
}

const NO_CACHE = { 'cache-control': 'no-store' };

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** A callable (create-payment-intent, process-payment) as an Appwrite Function: `{ data }` in, `{ data }` or `{ error }` out. */
export async function runCallableFunction(name: string, context: AppwriteFunctionContext, env: Environment = process.env): Promise<unknown> {
  const { req, res } = context;
  const fail = (error: CallableError) => res.json(callableErrorBody(error), httpStatusFor(error.code), NO_CACHE);
  if (req.method !== 'POST') return fail(new CallableError('invalid-argument', 'Call this function with POST.'));
  let body: unknown;
  try {
    body = JSON.parse(req.bodyText);
  } catch {
    return fail(new CallableError('invalid-argument', 'The request body must be JSON.'));
  }
  let backend;
  try {
    backend = await createBackend(functionSettings(env, req.headers));
  } catch (error) {
    context.error(`${name}: cannot start: ${messageOf(error)}`);
    return fail(new CallableError('internal', 'Something went wrong'));
  }
  const userId = req.headers['x-appwrite-user-id'];
  const row = userId ? await backend.store.getRow('users', userId) : null;
  const answer = await answerCallable(CALLABLE_FUNCTIONS[name], body, { backend, user: row ? toSessionUser(row) : null }, (error) =>
    context.error(`${name}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`),
  );
  return res.json(answer.body, answer.status, NO_CACHE);
}

/** The payment provider's webhook as an Appwrite Function (execute `any`: the signature is the credential). */
export async function runWebhookFunction(context: AppwriteFunctionContext, env: Environment = process.env): Promise<unknown> {
  const { req, res } = context;
  if (req.method !== 'POST') return res.json({ received: false, error: 'POST only.' }, 405, NO_CACHE);
  let backend;
  try {
    backend = await createBackend(functionSettings(env, req.headers));
  } catch (error) {
    context.error(`payment-webhook: cannot start: ${messageOf(error)}`);
    return res.json({ received: false, error: 'Something went wrong' }, 500, NO_CACHE);
  }
  const answer = await receivePaymentWebhook(backend, req.bodyText, req.headers['stripe-signature'] ?? null, (where, error) =>
    context.error(`${where}: ${messageOf(error)}`),
  );
  if (answer.status === 200) context.log(`${answer.body.outcome ?? 'received'}`);
  return res.json(answer.body, answer.status, NO_CACHE);
}
