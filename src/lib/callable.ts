// The browser's client for our callable functions (rule 3): it keeps the original protocol's
// request shape, timeout and error behaviour, so islands handle failures by code, not by HTTP detail.
import {
  CALLABLE_TIMEOUT_MS,
  CallableError,
  MISSING_DATA_MESSAGE,
  NOT_JSON_OBJECT_MESSAGE,
  errorFromResponse,
} from '#/domain/callable-errors.ts';

/** Options of {@link callFunction}; the defaults suit the browser. */
export interface CallOptions {
  /** Milliseconds before the call fails with `deadline-exceeded`; default {@link CALLABLE_TIMEOUT_MS} (70 000). */
  readonly timeoutMs?: number;
  /** The fetch to use; default the global one. Tests pass their own. */
  readonly fetch?: typeof fetch;
  /** Origin to prefix to `/api/functions/<name>`; default none (same origin), which only a browser can resolve. */
  readonly baseUrl?: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return JSON.parse(await response.text()) as unknown;
  } catch {
    // A body cut off mid-read counts as unparseable too: either way there is no answer to read.
    return undefined;
  }
}

/**
 * Calls the callable function `name`: `POST /api/functions/<name>` with `{ "data": data }`, sending the
 * session cookie. Resolves with the response's `data`; rejects with a {@link CallableError}:
 * - `internal` ('internal') when the request cannot be sent (network failure);
 * - `deadline-exceeded` ('deadline-exceeded') after `timeoutMs`;
 * - the code of {@link errorFromResponse} for an error status or an `error` in the body;
 * - `internal` with 'Response is not valid JSON object.' for a 2xx whose body is not a JSON object;
 * - `internal` with 'Response is missing data field.' for a 2xx JSON object without `data`.
 *
 * The resolved value is whatever the server sent; it is typed `Res` on trust.
 */
export async function callFunction<Req, Res>(name: string, data: Req, options: CallOptions = {}): Promise<Res> {
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const timeoutMs = options.timeoutMs ?? CALLABLE_TIMEOUT_MS;
  const baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '');
  const url = `${baseUrl}/api/functions/${encodeURIComponent(name)}`;
  // Serialised before anything starts, so data that cannot be JSON (a BigInt, a cycle) throws its own
  // TypeError at the caller instead of passing for a network failure. `undefined` would vanish from
  // the JSON, and the protocol always carries a `data` field.
  const requestBody = JSON.stringify({ data: data === undefined ? null : data });

  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Racing a timer (not only aborting) also bounds a fetch that ignores its signal.
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new CallableError('deadline-exceeded', 'deadline-exceeded'));
    }, timeoutMs);
  });

  const call = async (): Promise<Res> => {
    let response: Response;
    try {
      response = await fetchImpl(url, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: requestBody,
        signal: controller.signal,
      });
    } catch {
      throw new CallableError('internal', 'internal');
    }

    const parsed = await readJson(response);
    const body = isRecord(parsed) ? parsed : undefined;

    const error = errorFromResponse(response.status, body);
    if (error !== null) throw error;
    // Only a 2xx without an error gets here.
    if (body === undefined) throw new CallableError('internal', NOT_JSON_OBJECT_MESSAGE);
    if (!('data' in body)) throw new CallableError('internal', MISSING_DATA_MESSAGE);
    return body['data'] as Res;
  };

  try {
    return await Promise.race([call(), deadline]);
  } finally {
    clearTimeout(timer);
  }
}
