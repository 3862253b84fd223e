// The browser's callable client against a real local HTTP server (rule 3, rules 42–44): the request it
// sends, and what each kind of answer, a timeout and a network failure turn into.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CALLABLE_TIMEOUT_MS, CallableError } from '#/domain/callable-errors.ts';
import { callFunction } from '#/lib/callable.ts';

interface Received {
  method: string | undefined;
  url: string | undefined;
  contentType: string | undefined;
  body: string;
}

const received: Received[] = [];
let server: Server;
let baseUrl: string;
let closedBaseUrl: string;

type Reply = readonly [status: number, body: string, contentType?: string];

const BAD_TEAM_SIZE = JSON.stringify({ error: { status: 'INVALID_ARGUMENT', message: 'Bad team size' } });

/** How each function of the fake server answers, by name (the last path segment); `null` never answers. */
function replyFor(name: string, request: Received): Reply | null {
  const status = /^status-(\d{3})$/.exec(name)?.[1];
  if (status !== undefined) return [Number(status), '{}'];

  switch (name) {
    case 'echo': {
      const sent = (JSON.parse(request.body) as { data: unknown }).data;
      return [200, JSON.stringify({ data: { youSent: sent } })];
    }
    case 'data-null':
      return [200, '{"data":null}'];
    case 'bad-team-size-400':
      return [400, BAD_TEAM_SIZE];
    case 'bad-team-size-500':
      return [500, BAD_TEAM_SIZE];
    case 'teapot-status':
      return [503, JSON.stringify({ error: { status: 'TEAPOT' } })];
    case 'error-with-200':
      return [200, JSON.stringify({ error: { status: 'PERMISSION_DENIED', message: 'Not yours' } })];
    case 'not-json-200':
      return [200, 'Hello, this is not JSON', 'text/plain'];
    case 'not-json-503':
      return [503, '<html><body>Service Unavailable</body></html>', 'text/html'];
    case 'array-200':
      return [200, '[1,2,3]'];
    case 'null-200':
      return [200, 'null'];
    case 'missing-data':
      return [200, JSON.stringify({ result: { clientSecret: 'pi_123_secret' } })];
    case 'hang':
      return null; // the client's timeout must end the call
    default:
      return [404, '{}'];
  }
}

function handle(req: IncomingMessage, res: ServerResponse): void {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => {
    chunks.push(chunk);
  });
  req.on('end', () => {
    const request: Received = {
      method: req.method,
      url: req.url,
      contentType: req.headers['content-type'],
      body: Buffer.concat(chunks).toString('utf8'),
    };
    received.push(request);
    const reply = replyFor(decodeURIComponent(req.url?.split('/').pop() ?? ''), request);
    if (reply === null) return;
    const [status, body, contentType = 'application/json'] = reply;
    res.writeHead(status, { 'content-type': contentType });
    res.end(body);
  });
}

function listen(s: Server): Promise<string> {
  return new Promise((resolve) => {
    s.listen(0, '127.0.0.1', () => {
      resolve(`http://127.0.0.1:${String((s.address() as AddressInfo).port)}`);
    });
  });
}

beforeAll(async () => {
  server = createServer(handle);
  baseUrl = await listen(server);
  // A port that was just open and is now closed: connecting to it is refused, as on a dropped network.
  const closed = createServer();
  closedBaseUrl = await listen(closed);
  await new Promise<void>((resolve) => {
    closed.close(() => {
      resolve();
    });
  });
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => {
    server.close(() => {
      resolve();
    });
  });
});

afterEach(() => {
  received.length = 0;
  vi.useRealTimers();
});

/** The CallableError a call rejects with (fails the test if it resolves or rejects with something else). */
async function failureOf(promise: Promise<unknown>): Promise<CallableError> {
  const error: unknown = await promise.then(
    (value) => {
      throw new Error(`expected a rejection, got ${JSON.stringify(value)}`);
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(CallableError);
  return error as CallableError;
}

describe('the request', () => {
  it('is a POST to /api/functions/<name> with a JSON body {data}', async () => {
    const result = await callFunction<{ teamSize: number; journey: string }, { youSent: unknown }>(
      'echo',
      { teamSize: 12, journey: 'kofi' },
      { baseUrl },
    );
    expect(result).toEqual({ youSent: { teamSize: 12, journey: 'kofi' } });
    expect(received).toEqual([
      {
        method: 'POST',
        url: '/api/functions/echo',
        contentType: 'application/json',
        body: '{"data":{"teamSize":12,"journey":"kofi"}}',
      },
    ]);
  });

  it('sends {"data":null} when there is no data, as the protocol always carries the field', async () => {
    await callFunction('echo', undefined, { baseUrl });
    expect(received[0]?.body).toBe('{"data":null}');
  });

  it('accepts a base URL with a trailing slash', async () => {
    await callFunction('echo', 1, { baseUrl: `${baseUrl}/` });
    expect(received[0]?.url).toBe('/api/functions/echo');
  });

  it('sends the session cookie with same-origin credentials, and no bearer token', async () => {
    const seen: RequestInit[] = [];
    const fetchSpy: typeof fetch = (input, init) => {
      seen.push(init ?? {});
      return globalThis.fetch(input, init);
    };
    await callFunction('echo', 1, { baseUrl, fetch: fetchSpy });
    expect(seen[0]?.credentials).toBe('same-origin');
    expect(seen[0]?.headers).toEqual({ 'content-type': 'application/json' });
  });
});

describe('a successful answer', () => {
  it('resolves with the data field', async () => {
    await expect(callFunction('echo', 'hi', { baseUrl })).resolves.toEqual({ youSent: 'hi' });
  });

  it('resolves with null when data is null', async () => {
    await expect(callFunction('data-null', {}, { baseUrl })).resolves.toBeNull();
  });
});

describe('HTTP status to code (rule 43)', () => {
  it.each([
    [400, 'invalid-argument'],
    [401, 'unauthenticated'],
    [403, 'permission-denied'],
    [404, 'not-found'],
    [409, 'aborted'],
    [429, 'resource-exhausted'],
    [499, 'cancelled'],
    [500, 'internal'],
    [501, 'unimplemented'],
    [503, 'unavailable'],
    [504, 'deadline-exceeded'],
    [418, 'unknown'],
    [502, 'unknown'],
  ])('HTTP %i is %s, with the code as the message', async (status, code) => {
    const error = await failureOf(callFunction(`status-${String(status)}`, {}, { baseUrl }));
    expect(error.code).toBe(code);
    expect(error.message).toBe(code);
  });

  it('an error status with a body that is not JSON still maps by status', async () => {
    const error = await failureOf(callFunction('not-json-503', {}, { baseUrl }));
    expect(error).toMatchObject({ code: 'unavailable', message: 'unavailable' });
  });
});

describe('a server-supplied status string and message override the HTTP mapping', () => {
  it('INVALID_ARGUMENT with 400 reads invalid-argument, "Bad team size"', async () => {
    const error = await failureOf(callFunction('bad-team-size-400', {}, { baseUrl }));
    expect(error).toMatchObject({ code: 'invalid-argument', message: 'Bad team size' });
  });

  it('INVALID_ARGUMENT with a mismatching 500 still reads invalid-argument, "Bad team size"', async () => {
    const error = await failureOf(callFunction('bad-team-size-500', {}, { baseUrl }));
    expect(error).toMatchObject({ code: 'invalid-argument', message: 'Bad team size' });
  });

  it('an error in a 200 answer is still an error', async () => {
    const error = await failureOf(callFunction('error-with-200', {}, { baseUrl }));
    expect(error).toMatchObject({ code: 'permission-denied', message: 'Not yours' });
  });

  it('an unknown status string falls back to the HTTP mapping', async () => {
    const error = await failureOf(callFunction('teapot-status', {}, { baseUrl }));
    expect(error).toMatchObject({ code: 'unavailable', message: 'unavailable' });
  });
});

describe("a 2xx answer that is not the protocol's", () => {
  it.each([
    ['a body that is not JSON', 'not-json-200'],
    ['a JSON array', 'array-200'],
    ['JSON null', 'null-200'],
  ])("%s raises internal 'Response is not valid JSON object.'", async (_label, name) => {
    const error = await failureOf(callFunction(name, {}, { baseUrl }));
    expect(error).toMatchObject({ code: 'internal', message: 'Response is not valid JSON object.' });
  });

  it("a JSON object without data (even with result) raises internal 'Response is missing data field.'", async () => {
    const error = await failureOf(callFunction('missing-data', {}, { baseUrl }));
    expect(error).toMatchObject({ code: 'internal', message: 'Response is missing data field.' });
  });
});

describe('timeout', () => {
  it('the default timeout is 70 000 ms', () => {
    expect(CALLABLE_TIMEOUT_MS).toBe(70_000);
  });

  it('a call that gets no answer in time raises deadline-exceeded', async () => {
    const error = await failureOf(callFunction('hang', {}, { baseUrl, timeoutMs: 200 }));
    expect(error).toMatchObject({ code: 'deadline-exceeded', message: 'deadline-exceeded' });
    expect(received.map((r) => r.url)).toEqual(['/api/functions/hang']);
  });

  it('without a timeoutMs option the call gives up after exactly 70 000 ms', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let aborted = false;
    const neverAnswers: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => {
          aborted = true;
          reject(new DOMException('aborted', 'AbortError'));
        });
      });
    let settled = false;
    const call = callFunction('slow', {}, { fetch: neverAnswers });
    call.then(
      () => (settled = true),
      () => (settled = true),
    );
    await vi.advanceTimersByTimeAsync(CALLABLE_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await failureOf(call);
    expect(error).toMatchObject({ code: 'deadline-exceeded', message: 'deadline-exceeded' });
    expect(aborted).toBe(true);
  });

  it('the timer is cleared whether the call succeeds or fails', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const ok: typeof fetch = () => Promise.resolve(new Response('{"data":1}', { status: 200 }));
    const failing: typeof fetch = () => Promise.resolve(new Response('{}', { status: 500 }));
    const offline: typeof fetch = () => Promise.reject(new TypeError('fetch failed'));

    await expect(callFunction('a', {}, { fetch: ok })).resolves.toBe(1);
    expect(vi.getTimerCount()).toBe(0);
    await failureOf(callFunction('b', {}, { fetch: failing }));
    expect(vi.getTimerCount()).toBe(0);
    await failureOf(callFunction('c', {}, { fetch: offline }));
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('network failure', () => {
  it("a request that cannot be sent raises internal 'internal'", async () => {
    const error = await failureOf(callFunction('echo', {}, { baseUrl: closedBaseUrl }));
    expect(error).toMatchObject({ code: 'internal', message: 'internal' });
  });
});
