// The callable-function protocol's error model (rule 3, rule 43), shared by the browser client that
// reads errors and the server endpoint that writes them, so both sides agree on every code and status.

/** Every code of the protocol, in the order the protocol lists them. */
export const CALLABLE_CODES = [
  'ok',
  'cancelled',
  'unknown',
  'invalid-argument',
  'deadline-exceeded',
  'not-found',
  'already-exists',
  'permission-denied',
  'resource-exhausted',
  'failed-precondition',
  'aborted',
  'out-of-range',
  'unimplemented',
  'internal',
  'unavailable',
  'data-loss',
  'unauthenticated',
] as const;

/** A code of the protocol, `ok` included. */
export type CallableCode = (typeof CALLABLE_CODES)[number];

/** A code that describes a failure: every code but `ok`. */
export type CallableErrorCode = Exclude<CallableCode, 'ok'>;

type UpperSnake<S extends string> = S extends `${infer Head}-${infer Tail}`
  ? `${Uppercase<Head>}_${UpperSnake<Tail>}`
  : Uppercase<S>;

/** The wire form of a code in `error.status`, e.g. `INVALID_ARGUMENT`. */
export type CallableStatusString = UpperSnake<CallableCode>;

/** How long the browser waits for a callable function before giving up with `deadline-exceeded` (rule 44). */
export const CALLABLE_TIMEOUT_MS = 70_000;

/** The message when a successful response's body is not a JSON object. */
export const NOT_JSON_OBJECT_MESSAGE = 'Response is not valid JSON object.';

/** The message when a successful response's JSON object has no `data` field. */
export const MISSING_DATA_MESSAGE = 'Response is missing data field.';

/** A failed callable call: the protocol code, a human message and optional server-supplied details. */
export class CallableError extends Error {
  /** The protocol code, e.g. `invalid-argument`. */
  readonly code: CallableErrorCode;
  /** Whatever the server put in `error.details`, untouched; `undefined` when it sent none. */
  readonly details: unknown;

  constructor(code: CallableErrorCode, message: string, details?: unknown) {
    super(message);
    this.name = 'CallableError';
    this.code = code;
    this.details = details;
  }
}

/** The rule 43 table, HTTP status → code, for statuses outside 2xx. */
const CODE_FOR_HTTP_STATUS: Readonly<Record<number, CallableErrorCode>> = {
  400: 'invalid-argument',
  401: 'unauthenticated',
  403: 'permission-denied',
  404: 'not-found',
  409: 'aborted',
  429: 'resource-exhausted',
  499: 'cancelled',
  500: 'internal',
  501: 'unimplemented',
  503: 'unavailable',
  504: 'deadline-exceeded',
};

/** The reverse direction, for our server; codes not listed answer 500. */
const HTTP_STATUS_FOR_CODE: Readonly<Partial<Record<CallableCode, number>>> = {
  ok: 200,
  'invalid-argument': 400,
  'failed-precondition': 400,
  'out-of-range': 400,
  unauthenticated: 401,
  'permission-denied': 403,
  'not-found': 404,
  aborted: 409,
  'already-exists': 409,
  'resource-exhausted': 429,
  cancelled: 499,
  unimplemented: 501,
  unavailable: 503,
  'deadline-exceeded': 504,
};

const CODE_FOR_STATUS_STRING: ReadonlyMap<string, CallableCode> = new Map(
  CALLABLE_CODES.map((code) => [statusStringFor(code), code]),
);

/** The code for an HTTP status, exactly per rule 43: 2xx is `ok`, a status the table does not list is `unknown`. */
export function codeForHttpStatus(status: number): CallableCode {
  if (status >= 200 && status < 300) return 'ok';
  return CODE_FOR_HTTP_STATUS[status] ?? 'unknown';
}

/** The HTTP status our server answers a code with, so the browser's mapping gives the same code back where it can. */
export function httpStatusFor(code: CallableCode): number {
  return HTTP_STATUS_FOR_CODE[code] ?? 500;
}

/** The wire form of a code: `invalid-argument` → `INVALID_ARGUMENT`. */
export function statusStringFor(code: CallableCode): CallableStatusString {
  return code.toUpperCase().replaceAll('-', '_') as CallableStatusString;
}

/** The code for a wire status string, or `null` when it is not one of the protocol's (matched exactly, upper case). */
export function codeForStatusString(status: string): CallableCode | null {
  return CODE_FOR_STATUS_STRING.get(status) ?? null;
}

/** The body our server answers a failure with: `{ "error": { "status", "message", "details"? } }`. */
export function callableErrorBody(error: CallableError): {
  error: { status: CallableStatusString; message: string; details?: unknown };
} {
  const body: { status: CallableStatusString; message: string; details?: unknown } = {
    status: statusStringFor(error.code),
    message: error.message,
  };
  if (error.details !== undefined) body.details = error.details;
  return { error: body };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The error a callable response stands for, or `null` when it stands for success.
 *
 * The HTTP status gives the code and the code is the message (e.g. 500 → `internal`, 'internal').
 * A server-supplied `error.status` that is one of the protocol's status strings overrides the code,
 * and a non-empty `error.message` overrides the message (rule 43). An unrecognised status string is
 * ignored and the HTTP mapping stands; so is `OK`, since an error object cannot mean success.
 *
 * @param httpStatus the response's HTTP status
 * @param body the parsed JSON body, or `undefined` when it was not JSON
 */
export function errorFromResponse(httpStatus: number, body: unknown): CallableError | null {
  const error = isRecord(body) ? body['error'] : undefined;
  let code = codeForHttpStatus(httpStatus);
  let message: string | null = null;
  let details: unknown = undefined;

  if (isRecord(error)) {
    const status = error['status'];
    const serverCode = typeof status === 'string' ? codeForStatusString(status) : null;
    if (serverCode !== null && serverCode !== 'ok') code = serverCode;
    const serverMessage = error['message'];
    if (typeof serverMessage === 'string' && serverMessage !== '') message = serverMessage;
    details = error['details'];
  }

  if (code === 'ok') return null;
  return new CallableError(code, message ?? code, details);
}
