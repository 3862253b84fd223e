// The server side of the callable protocol (rule 3): request shape, errors in the protocol's shape.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CallableError } from '#/domain/callable-errors.ts';
import { CALLABLE_BODY_LIMIT, runCallable, type CallableHandler } from '#/server/functions/callable.ts';
import { CALLABLE_FUNCTIONS } from '#/server/functions/registry.ts';
import { createAccount } from '#/server/services/accounts.ts';
import { ServiceError } from '#/server/services/service-error.ts';
import { resolveSessionUser } from '#/server/services/session-user.ts';
import { createTestBackend, type TestBackend } from '../../fixtures/test-backend.ts';

let backend: TestBackend;
beforeEach(() => {
  backend = createTestBackend();
});
afterEach(async () => {
  await backend.dispose();
});

const post = (body: string) => new Request('http://local/api/functions/x', { method: 'POST', body, headers: { 'content-type': 'application/json' } });
const echo: CallableHandler = async (data) => ({ echoed: data });

async function call(handler: CallableHandler | undefined, body: string, log = vi.fn()) {
  const response = await runCallable(post(body), handler, { backend, user: null }, log);
  return { status: response.status, body: (await response.json()) as unknown };
}

describe('callable endpoint', () => {
  it('answers { data } with 200', async () => {
    expect(await call(echo, '{"data":{"a":1}}')).toEqual({ status: 200, body: { data: { echoed: { a: 1 } } } });
  });

  it('answers NOT_FOUND 404 for an unknown function', async () => {
    expect(await call(undefined, '{"data":{}}')).toMatchObject({ status: 404, body: { error: { status: 'NOT_FOUND' } } });
  });

  it('answers INVALID_ARGUMENT 400 for a body that is not JSON or has no data field', async () => {
    expect(await call(echo, 'nope')).toMatchObject({ status: 400, body: { error: { status: 'INVALID_ARGUMENT' } } });
    expect(await call(echo, '{"other":1}')).toMatchObject({ status: 400, body: { error: { status: 'INVALID_ARGUMENT' } } });
  });

  it('reads at most 64 KB of body: past that RESOURCE_EXHAUSTED 413, without reading the rest (issue 8, hole 2)', async () => {
    const padded = (size: number) => `{"data":"${'x'.repeat(size - 11)}"}`;
    expect(padded(CALLABLE_BODY_LIMIT)).toHaveLength(CALLABLE_BODY_LIMIT);
    expect(await call(echo, padded(CALLABLE_BODY_LIMIT))).toMatchObject({ status: 200 });
    expect(await call(echo, padded(CALLABLE_BODY_LIMIT + 1))).toEqual({
      status: 413,
      body: { error: { status: 'RESOURCE_EXHAUSTED', message: 'The request is too large.' } },
    });
    // A body streamed without a length (chunked) is stopped at the cap too: this one never ends.
    let pulls = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulls += 1;
        controller.enqueue(new Uint8Array(16 * 1024).fill(32));
      },
    });
    const streamed = new Request('http://local/api/functions/x', { method: 'POST', body: endless, duplex: 'half', headers: { 'content-type': 'application/json' } } as RequestInit);
    const response = await runCallable(streamed, echo, { backend, user: null }, vi.fn());
    expect(response.status).toBe(413);
    expect(pulls).toBeLessThan(10);
  });

  it('passes a CallableError through with its status and message', async () => {
    const handler: CallableHandler = async () => {
      throw new CallableError('failed-precondition', 'Finish onboarding first.');
    };
    expect(await call(handler, '{"data":null}')).toEqual({ status: 400, body: { error: { status: 'FAILED_PRECONDITION', message: 'Finish onboarding first.' } } });
  });

  it('maps service errors to protocol codes', async () => {
    const handler: CallableHandler = async () => {
      throw new ServiceError('permission-denied', 'Not yours.');
    };
    expect(await call(handler, '{"data":null}')).toEqual({ status: 403, body: { error: { status: 'PERMISSION_DENIED', message: 'Not yours.' } } });
  });

  it('hides unexpected errors behind INTERNAL "Something went wrong" and logs them', async () => {
    const log = vi.fn();
    const handler: CallableHandler = async () => {
      throw new Error('database password is hunter2');
    };
    const result = await call(handler, '{"data":null}', log);
    expect(result).toEqual({ status: 500, body: { error: { status: 'INTERNAL', message: 'Something went wrong' } } });
    expect(log).toHaveBeenCalledOnce();
  });
});

describe('heartbeat function', () => {
  it('needs a signed-in caller', async () => {
    expect(await call(CALLABLE_FUNCTIONS.heartbeat, '{"data":{}}')).toMatchObject({ status: 401, body: { error: { status: 'UNAUTHENTICATED' } } });
  });

  it("records the caller's lastActive at most once a minute", async () => {
    const { userId } = await createAccount(backend, { email: 'ama@example.org', password: 'kente cloth weaver', displayName: 'Ama', timezone: 'UTC' });
    const session = await backend.auth.createSession(userId, { userAgent: null });
    const user = (await resolveSessionUser(backend, session.token))?.user ?? null;
    const beat = async () => (await (await runCallable(post('{"data":{}}'), CALLABLE_FUNCTIONS.heartbeat, { backend, user }, vi.fn())).json()) as unknown;
    expect(await beat()).toEqual({ data: { recorded: true } });
    expect(await beat()).toEqual({ data: { recorded: false } });
  });
});
