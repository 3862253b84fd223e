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
};

/** The most body a callable reads: its `data` is a few small fields; past this, the rest is never read. */
export const CALLABLE_BODY_LIMIT = 64 * 1024;

/** Runs one callable request end to end: parse, dispatch, answer in the protocol's shape. */
export async function runCallable(
  request: Request,
  handler: CallableHandler | undefined,
  context: CallableContext,
  log: (error: unknown) => void,
): Promise<Response> {
  try {
    if (!handler) throw new CallableError('not-found', 'No such function.');
    const bytes = await readBodyBytes(request, CALLABLE_BODY_LIMIT);
    if (bytes === null) {
      // 413 says what happened; the protocol's status string tells the client's code (its message too).
      return jsonResponse(callableErrorBody(new CallableError('resource-exhausted', 'The request is too large.')), 413);
    }
    let body: unknown;
    try {
      body = JSON.parse(bytes.toString('utf8')) as unknown;
    } catch {
      throw new CallableError('invalid-argument', 'The request body must be JSON.');
    }
    if (typeof body !== 'object' || body === null || !('data' in body)) {
      throw new CallableError('invalid-argument', 'The request body must be a JSON object with a data field.');
    }
    const result = await handler((body as { data: unknown }).data, context);
    return jsonResponse({ data: result ?? null }, 200);
  } catch (error) {
    if (error instanceof CallableError) return jsonResponse(callableErrorBody(error), httpStatusFor(error.code));
    if (isServiceError(error)) {
      const callable = new CallableError(CODE_FOR_SERVICE_ERROR[error.code], error.message);
      return jsonResponse(callableErrorBody(callable), httpStatusFor(callable.code));
    }
    log(error);
    return jsonResponse(callableErrorBody(new CallableError('internal', 'Something went wrong')), 500);
  }
}
