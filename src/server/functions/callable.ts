// The server side of the callable-function protocol (rule 3): `POST /api/functions/<name>` with
// `{ "data": … }`, answered `{ "data": … }` or `{ "error": { status, message } }` with the matching HTTP status.
import { CallableError, callableErrorBody, httpStatusFor } from '#/domain/callable-errors.ts';
import type { Backend } from '../backend.ts';
import { readBodyBytes } from '../route-handlers/bounded-body.ts';
import { jsonResponse } from '../route-handlers/json-response.ts';
import type { SessionUser } from '../services/session-user.ts';
import { isServiceError, type ServiceErrorCode } from '../services/service-error.ts';

export interface CallableContext {
  backend: Backend;
  /** The caller, or null; each function decides whether it needs one. */
  user: SessionUser | null;
}

export type CallableHandler = (data: unknown, context: CallableContext) => Promise<unknown>;

/** The caller, or an `unauthenticated` error. */
export function requireCaller(context: CallableContext): SessionUser {
  if (!context.user) throw new CallableError('unauthenticated', 'Sign in first.');
  return context.user;
}

const CODE_FOR_SERVICE_ERROR: Record<ServiceErrorCode, CallableError['code']> = {
  'invalid-argument': 'invalid-argument',
  unauthenticated: 'unauthenticated',
  'permission-denied': 'permission-denied',
  'not-found': 'not-found',
  'too-many-requests': 'resource-exhausted',
  'email-already-in-use': 'already-exists',
  'invalid-credential': 'unauthenticated',
  'failed-precondition': 'failed-precondition',
  unavailable: 'unavailable',
};

/** The most body a callable reads: its `data` is a few small fields; past this, the rest is never read. */
export const CALLABLE_BODY_LIMIT = 64 * 1024;

/** A callable's answer before it becomes an HTTP response (an Appwrite Function writes it with `res.json`). */
export interface CallableAnswer {
  status: number;
  body: unknown;
}

/**
 * Runs `handler` on a parsed request body (`{ "data": … }`) and shapes the answer as the protocol says:
 * `{ data }` with 200, or `{ error: { status, message } }` with the code's HTTP status. Anything unexpected is
 * logged and answered `internal`, without its details.
 */
export async function answerCallable(
  handler: CallableHandler | undefined,
  body: unknown,
  context: CallableContext,
  log: (error: unknown) => void,
): Promise<CallableAnswer> {
  try {
    if (!handler) throw new CallableError('not-found', 'No such function.');
    if (typeof body !== 'object' || body === null || !('data' in body)) {
      throw new CallableError('invalid-argument', 'The request body must be a JSON object with a data field.');
    }
    const result = await handler((body as { data: unknown }).data, context);
    return { status: 200, body: { data: result ?? null } };
  } catch (error) {
    if (error instanceof CallableError) return { status: httpStatusFor(error.code), body: callableErrorBody(error) };
    if (isServiceError(error)) {
      const callable = new CallableError(CODE_FOR_SERVICE_ERROR[error.code], error.message);
      return { status: httpStatusFor(callable.code), body: callableErrorBody(callable) };
    }
    log(error);
    return { status: 500, body: callableErrorBody(new CallableError('internal', 'Something went wrong')) };
  }
}

/** Runs one callable request end to end: read at most CALLABLE_BODY_LIMIT bytes, parse, dispatch, answer. */
export async function runCallable(
  request: Request,
  handler: CallableHandler | undefined,
  context: CallableContext,
  log: (error: unknown) => void,
): Promise<Response> {
  let body: unknown = null;
  if (handler) {
    let bytes: Buffer | null;
    try {
      bytes = await readBodyBytes(request, CALLABLE_BODY_LIMIT);
    } catch (error) {
      log(error);
      return jsonResponse(callableErrorBody(new CallableError('internal', 'Something went wrong')), 500);
    }
    if (bytes === null) {
      // 413 says what happened; the protocol's status string tells the client's code (its message too).
      return jsonResponse(callableErrorBody(new CallableError('resource-exhausted', 'The request is too large.')), 413);
    }
    try {
      body = JSON.parse(bytes.toString('utf8')) as unknown;
    } catch {
      const error = new CallableError('invalid-argument', 'The request body must be JSON.');
      return jsonResponse(callableErrorBody(error), httpStatusFor(error.code));
    }
  }
  const answer = await answerCallable(handler, body, context, log);
  return jsonResponse(answer.body, answer.status);
}
