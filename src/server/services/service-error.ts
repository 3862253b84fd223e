// The one error type services throw for outcomes a person or caller can act on. Edges (pages,
// endpoints, callable functions) translate `code` into a form message, an HTTP status or a callable error.

export type ServiceErrorCode =
  | 'invalid-argument'
  | 'unauthenticated'
  | 'permission-denied'
  | 'not-found'
  | 'too-many-requests'
  | 'email-already-in-use'
  | 'invalid-credential'
  /** The request is fine but the state is not (e.g. paying when already paid, a payment that failed). */
  | 'failed-precondition'
  /** A service we depend on (the payment provider) cannot be reached; nothing was done, try again later. */
  | 'unavailable';

export class ServiceError extends Error {
  readonly code: ServiceErrorCode;
  /** Messages per form field, shown next to the field. */
  readonly fields: Readonly<Record<string, string>>;
  /** For `too-many-requests`: how long to wait. */
  readonly retryAfterSeconds: number | null;

  constructor(
    code: ServiceErrorCode,
    message: string,
    extra: { fields?: Record<string, string>; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'ServiceError';
    this.code = code;
    this.fields = extra.fields ?? {};
    this.retryAfterSeconds = extra.retryAfterSeconds ?? null;
  }
}

export function isServiceError(error: unknown, code?: ServiceErrorCode): error is ServiceError {
  return error instanceof ServiceError && (code === undefined || error.code === code);
}

/** "Try again in 14 minutes." — the wait of a too-many-requests answer in words. */
export function waitInWords(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
