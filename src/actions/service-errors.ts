// How an Action reports a service's refusal: field messages become an input error (the same shape zod's own
// failures take, so a form shows both the same way, next to the field), anything else an ActionError with the
// service's words and a matching status. Errors that are not a ServiceError are bugs: they pass through and
// Astro answers 500 without leaking them.
import { ActionError, type ActionAPIContext, type ActionErrorCode } from 'astro:actions';
import { offlineSendFieldsMessages } from '#/server/forms/offline-send-fields.messages.ts';
import { isServiceError, type ServiceErrorCode } from '#/server/services/service-error.ts';
import type { SessionUser } from '#/server/services/session-user.ts';

const ACTION_CODE: Readonly<Record<ServiceErrorCode, ActionErrorCode>> = {
  'invalid-argument': 'BAD_REQUEST',
  unauthenticated: 'UNAUTHORIZED',
  'permission-denied': 'FORBIDDEN',
  'not-found': 'NOT_FOUND',
  'too-many-requests': 'TOO_MANY_REQUESTS',
  'email-already-in-use': 'CONFLICT',
  'invalid-credential': 'UNAUTHORIZED',
  'failed-precondition': 'PRECONDITION_FAILED',
  unavailable: 'SERVICE_UNAVAILABLE',
};

/** Messages for named fields, as an input error the page and the browser both read from `error.fields`. */
export function fieldsError(fields: Readonly<Record<string, string>>): ActionError {
  const issues = Object.entries(fields).map(([field, message]) => ({ code: 'custom', path: [field], message }));
  return ActionError.fromJson({ type: 'AstroActionInputError', issues });
}

/** The ActionError for a service's refusal; anything else is rethrown unchanged. */
export function toActionError(error: unknown): unknown {
  if (!isServiceError(error)) return error;
  if (Object.keys(error.fields).length > 0) return fieldsError(error.fields);
  return new ActionError({ code: ACTION_CODE[error.code], message: error.message });
}

/** Wraps an Action's handler so a ServiceError reaches the form as a message rather than a 500. */
export function withServiceErrors<Input, Output>(
  handler: (input: Input, context: ActionAPIContext) => Promise<Output>,
): (input: Input, context: ActionAPIContext) => Promise<Output> {
  return async (input, context) => {
    try {
      return await handler(input, context);
    } catch (error) {
      throw toActionError(error);
    }
  };
}

/** The caller, or UNAUTHORIZED: every Action that acts for someone checks again, whatever the route table says. */
export function requireUser(context: ActionAPIContext): SessionUser {
  const user = context.locals.user;
  if (!user) throw new ActionError({ code: 'UNAUTHORIZED', message: 'Sign in first.' });
  return user;
}

/**
 * The caller, who must be the account a write typed offline was kept for (offline-send-fields.ts): a write
 * sent under another account's session is refused as unauthenticated, so the outbox keeps it for its own.
 */
export function requireOutboxAccount(context: ActionAPIContext, outboxAccount: string | null): SessionUser {
  const user = requireUser(context);
  if (outboxAccount !== null && outboxAccount !== user.id) throw new ActionError({ code: 'UNAUTHORIZED', message: offlineSendFieldsMessages('en').otherAccount });
  return user;
}

/** Who is asking, for throttling and session records: the client's address behind trusted proxies too. */
export function requestMeta(context: ActionAPIContext): { ip: string; userAgent: string | null } {
  return { ip: context.locals.clientAddress, userAgent: context.request.headers.get('user-agent') };
}
