// $session: loading, then signed-in or signed-out (rule 39). Static pages learn it from /api/session; any
// failure counts as signed out, and signing out always ends signed out.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { $session, loadSession, type BrowserUser } from '#/stores/session.ts';

const ADA: BrowserUser = {
  id: 'u1',
  displayName: 'Ada',
  isAdmin: false,
  isPaid: false,
  isCorporateMember: false,
  isIndividualPaid: false,
};

function answering(status: number, body: string): ReturnType<typeof vi.fn<typeof fetch>> {
  return vi.fn<typeof fetch>(() =>
    Promise.resolve(new Response(body, { status, headers: { 'content-type': 'application/json' } })),
  );
}

function failing(): ReturnType<typeof vi.fn<typeof fetch>> {
  return vi.fn<typeof fetch>(() => Promise.reject(new TypeError('Failed to fetch')));
}

beforeEach(() => {
  $session.set({ status: 'loading' });
});

describe('the session starts as loading', () => {
  it('a fresh page knows nothing yet: loading', async () => {
    vi.resetModules();
    const fresh = await import('#/stores/session.ts');
    expect(fresh.$session.get()).toEqual({ status: 'loading' });
  });
});

describe('loadSession', () => {
  it("asks GET /api/session with the page's own cookies (credentials same-origin)", async () => {
    const fetchImpl = answering(200, JSON.stringify({ user: null }));
    await loadSession(fetchImpl);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(url).toBe('/api/session');
    expect(init?.credentials).toBe('same-origin');
    expect(init?.method ?? 'GET').toBe('GET');
  });

  it('a user in the answer means signed in as that user', async () => {
    const state = await loadSession(answering(200, JSON.stringify({ user: ADA })));
    expect(state).toEqual({ status: 'signed-in', user: ADA });
    expect($session.get()).toEqual({ status: 'signed-in', user: ADA });
  });

  it('{ user: null } means signed out', async () => {
    await loadSession(answering(200, JSON.stringify({ user: null })));
    expect($session.get()).toEqual({ status: 'signed-out' });
  });

  it('a network failure counts as signed out', async () => {
    await expect(loadSession(failing())).resolves.toEqual({ status: 'signed-out' });
    expect($session.get()).toEqual({ status: 'signed-out' });
  });

  it('a non-OK status counts as signed out, whatever the body says', async () => {
    await loadSession(answering(500, JSON.stringify({ user: ADA })));
    expect($session.get()).toEqual({ status: 'signed-out' });
  });

  it('a non-OK status with a body that is not JSON counts as signed out', async () => {
    await loadSession(answering(502, '<html>Bad gateway</html>'));
    expect($session.get()).toEqual({ status: 'signed-out' });
  });
});
