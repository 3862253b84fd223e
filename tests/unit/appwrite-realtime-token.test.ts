// The Appwrite side of realtime points and of /appwrite-demo, at the HTTP level against the shared fake
// Appwrite (tests/fakes/appwrite) on a random local port: the JWT request (Account.createJWT with the
// session secret, checked against the fake's real sessions), the token endpoint's answers in both modes,
// and the health/version calls behind BackendInfo.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAppwriteRealtimeGrants } from '#/server/auth/appwrite/appwrite-realtime-grants.ts';
import { RealtimeGrantError } from '#/server/auth/realtime-grants.ts';
import { realtimeTokenResponse } from '#/server/route-handlers/realtime-token-response.ts';
import { checkBackendHealth } from '#/server/services/backend-demo.ts';
import { createAppwriteInfo } from '#/server/store/appwrite/appwrite-info.ts';
import type { FakeSession } from '../fakes/appwrite/auth-state.ts';
import { startFakeAppwrite, type FakeAppwrite } from '../fakes/appwrite/index.ts';

const PROJECT = 'leadership';
const DATABASE = 'main';
const NOW = new Date('2026-11-22T10:00:00.000Z');

let fake: FakeAppwrite;
/** Ada's live session in the fake; a fresh one for every test. */
let session: FakeSession;
let SECRET: string;

beforeAll(async () => {
  fake = await startFakeAppwrite({ projectId: PROJECT, databaseId: DATABASE, version: '1.9.0' });
  fake.auth.createUser({ userId: 'u-ada', email: 'ada@example.org', password: null, name: 'Ada' });
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.auth.sessions.clear();
  session = fake.auth.createSession('u-ada', 'email');
  SECRET = session.secret;
  fake.jwts.issued.length = 0;
  fake.health.down = false;
  fake.server.requests.length = 0;
});

const grants = () => createAppwriteRealtimeGrants({ endpoint: fake.endpoint, projectId: PROJECT, databaseId: DATABASE });
const appwriteBackend = () => ({ realtime: grants() });
const requestLines = () => fake.server.requests.map((r) => `${r.method} ${r.path}`);

describe('Appwrite realtime grants', () => {
  it('asks Appwrite for a JWT as the user (session header, project header, no key, object body) and hands it out with the row to follow', async () => {
    const grant = await grants().issue({ sessionSecret: SECRET, userId: 'u-ada', now: NOW });
    expect(requestLines()).toEqual(['POST /v1/account/jwts']);
    const [request] = fake.server.requests;
    expect(request?.headers['x-appwrite-session']).toBe('(set)');
    expect(request?.headers['x-appwrite-project']).toBe(PROJECT);
    expect(request?.headers['x-appwrite-key']).toBeUndefined();
    expect(request?.input).toEqual({ duration: 900 });
    // The fake looked the secret up among its sessions: the JWT was made for exactly Ada's session.
    expect(fake.jwts.issued).toEqual([{ jwt: expect.any(String), userId: 'u-ada', sessionId: session.$id, duration: 900 }]);
    expect(grant).toEqual({
      endpoint: fake.endpoint,
      projectId: PROJECT,
      databaseId: DATABASE,
      tableId: 'user_points',
      rowId: 'u-ada',
      jwt: fake.jwts.issued[0]?.jwt,
      expiresAt: '2026-11-22T10:15:00.000Z',
    });
  });

  it('says `unauthenticated` when Appwrite no longer knows the session', async () => {
    fake.auth.sessions.clear();
    await expect(grants().issue({ sessionSecret: SECRET, userId: 'u-ada', now: NOW })).rejects.toSatisfy(
      (error) => error instanceof RealtimeGrantError && error.code === 'unauthenticated',
    );
  });

  it("names the origins the browser will reach with a grant (the endpoint's and its socket's), for the page's connect-src", () => {
    const endpoint = new URL(fake.endpoint);
    const socket = `${endpoint.protocol === 'https:' ? 'wss:' : 'ws:'}//${endpoint.host}`;
    expect(grants().browserOrigins).toEqual([endpoint.origin, socket]);
    expect(createAppwriteRealtimeGrants({ endpoint: 'https://cloud.appwrite.io/v1', projectId: PROJECT, databaseId: DATABASE }).browserOrigins).toEqual([
      'https://cloud.appwrite.io',
      'wss://cloud.appwrite.io',
    ]);
  });

  it('refuses a JWT life Appwrite would not accept', () => {
    expect(() => createAppwriteRealtimeGrants({ endpoint: fake.endpoint, projectId: PROJECT, databaseId: DATABASE, jwtSeconds: 7200 })).toThrow(/3600/);
  });
});

describe('POST /api/points/realtime-token', () => {
  it('answers the grant, never cached, in Appwrite mode', async () => {
    const response = await realtimeTokenResponse({ backend: appwriteBackend(), user: { id: 'u-ada' }, sessionSecret: SECRET, now: NOW });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['databaseId', 'endpoint', 'expiresAt', 'jwt', 'projectId', 'rowId', 'tableId']);
    expect(body.rowId).toBe('u-ada');
    expect(body.jwt).toBe(fake.jwts.issued[0]?.jwt);
    // The session secret itself never reaches the browser.
    expect(JSON.stringify(body)).not.toContain(SECRET);
  });

  it('answers 409 with a clear error in embedded mode, without calling anything', async () => {
    const response = await realtimeTokenResponse({
      backend: {},
      user: { id: 'u-ada' },
      sessionSecret: 'embedded-token',
      now: NOW,
    });
    expect(response.status).toBe(409);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ error: expect.stringContaining('/api/points/stream'), code: 'not-appwrite' });
    expect(fake.server.requests).toHaveLength(0);
  });

  it('answers 401 to a visitor and to a session Appwrite has forgotten', async () => {
    const visitor = await realtimeTokenResponse({ backend: appwriteBackend(), user: null, sessionSecret: undefined, now: NOW });
    expect(visitor.status).toBe(401);
    fake.auth.sessions.clear();
    const forgotten = await realtimeTokenResponse({ backend: appwriteBackend(), user: { id: 'u-ada' }, sessionSecret: SECRET, now: NOW });
    expect(forgotten.status).toBe(401);
    expect(await forgotten.json()).toMatchObject({ code: 'unauthenticated' });
  });

  it('answers 502 when Appwrite fails otherwise (here: an unknown project)', async () => {
    const wrongProject = { realtime: createAppwriteRealtimeGrants({ endpoint: fake.endpoint, projectId: 'nope', databaseId: DATABASE }) };
    const response = await realtimeTokenResponse({ backend: wrongProject, user: { id: 'u-ada' }, sessionSecret: SECRET, now: NOW });
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ code: 'unavailable' });
  });
});

describe('Appwrite BackendInfo', () => {
  const info = () => createAppwriteInfo({ endpoint: fake.endpoint, projectId: PROJECT });

  it('reads the version from GET /v1/health/version', async () => {
    expect(await info().version()).toEqual({ product: 'Appwrite', version: '1.9.0', schemaVersion: null });
    expect(requestLines()).toEqual(['GET /v1/health/version']);
    expect(fake.server.requests[0]?.headers['x-appwrite-key']).toBeUndefined();
  });

  it('pings with GET /v1/ping and the project header', async () => {
    await info().ping();
    expect(requestLines()).toEqual(['GET /v1/ping']);
    expect(fake.server.requests[0]?.headers['x-appwrite-project']).toBe(PROJECT);
  });

  it('reports a server that is down as unhealthy, with the time it took', async () => {
    fake.health.down = true;
    await expect(info().ping()).rejects.toThrow();
    await expect(info().version()).rejects.toThrow();
    let t = 100;
    const health = await checkBackendHealth({ info: info() }, () => (t += 12.34), () => NOW);
    expect(health).toEqual({ ok: false, latencyMs: 12.3, checkedAt: NOW.toISOString() });
  });
});
