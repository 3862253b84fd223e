// The Appwrite side of realtime points and of /appwrite-demo, at the HTTP level against small fake
// Appwrite routes on a local port: the JWT request (Account.createJWT with the session secret), the token
// endpoint's answers in both modes, and the health/version calls behind BackendInfo.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAppwriteRealtimeGrants } from '../../src/server/auth/appwrite/appwrite-realtime-grants.ts';
import { RealtimeGrantError } from '../../src/server/auth/realtime-grants.ts';
import { realtimeTokenResponse } from '../../src/server/http/realtime-token-response.ts';
import { checkBackendHealth } from '../../src/server/services/backend-demo.ts';
import { createAppwriteInfo } from '../../src/server/store/appwrite/appwrite-info.ts';
import { accountJwtRoutes, type AccountJwtState } from '../fakes/appwrite/account-jwt-routes.ts';
import { healthRoutes, type HealthState } from '../fakes/appwrite/health-routes.ts';
import { startRouteTestServer, type RouteTestServer } from '../fakes/appwrite/route-test-server.ts';
import { header } from '../fakes/appwrite/route-types.ts';

const PORT = Number(process.env.APPWRITE_FAKE_PORT ?? 4416);
const PROJECT = 'leadership';
const DATABASE = 'main';
const SECRET = 'session-secret-of-ada';
const NOW = new Date('2026-11-22T10:00:00.000Z');

const jwtState: AccountJwtState = { projectId: PROJECT, sessions: new Map(), issued: [] };
const healthState: HealthState = { projectId: PROJECT, version: '1.9.0', down: false };
let fake: RouteTestServer;

beforeAll(async () => {
  fake = await startRouteTestServer([...accountJwtRoutes(jwtState), ...healthRoutes(healthState)], PORT);
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  jwtState.sessions = new Map([[SECRET, 'u-ada']]);
  jwtState.issued = [];
  healthState.down = false;
  fake.requests.length = 0;
});

const grants = () => createAppwriteRealtimeGrants({ endpoint: fake.endpoint, projectId: PROJECT, databaseId: DATABASE });
const appwriteBackend = () => ({ settings: { backend: 'appwrite' as const }, realtime: grants() });

describe('Appwrite realtime grants', () => {
  it('asks Appwrite for a JWT as the user (session header, project header, no key, object body) and hands it out with the row to follow', async () => {
    const grant = await grants().issue({ sessionSecret: SECRET, userId: 'u-ada', now: NOW });
    const [request] = fake.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url.pathname).toBe('/v1/account/jwts');
    expect(header(request!, 'x-appwrite-session')).toBe(SECRET);
    expect(header(request!, 'x-appwrite-project')).toBe(PROJECT);
    expect(header(request!, 'x-appwrite-key')).toBeUndefined();
    expect(request?.body).toEqual({ duration: 900 });
    expect(grant).toEqual({
      endpoint: fake.endpoint,
      projectId: PROJECT,
      databaseId: DATABASE,
      tableId: 'user_points',
      rowId: 'u-ada',
      jwt: jwtState.issued[0]?.jwt,
      expiresAt: '2026-11-22T10:15:00.000Z',
    });
  });

  it('says `unauthenticated` when Appwrite no longer knows the session', async () => {
    jwtState.sessions.clear();
    await expect(grants().issue({ sessionSecret: SECRET, userId: 'u-ada', now: NOW })).rejects.toSatisfy(
      (error) => error instanceof RealtimeGrantError && error.code === 'unauthenticated',
    );
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
    expect(body.jwt).toBe(jwtState.issued[0]?.jwt);
    // The session secret itself never reaches the browser.
    expect(JSON.stringify(body)).not.toContain(SECRET);
  });

  it('answers 409 with a clear error in embedded mode, without calling anything', async () => {
    const response = await realtimeTokenResponse({
      backend: { settings: { backend: 'embedded' } },
      user: { id: 'u-ada' },
      sessionSecret: 'embedded-token',
      now: NOW,
    });
    expect(response.status).toBe(409);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ error: expect.stringContaining('/api/points/stream'), code: 'not-appwrite' });
    expect(fake.requests).toHaveLength(0);
  });

  it('answers 503 (not 409) when Appwrite mode runs without realtime grants wired in', async () => {
    const response = await realtimeTokenResponse({ backend: { settings: { backend: 'appwrite' } }, user: { id: 'u-ada' }, sessionSecret: SECRET, now: NOW });
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ code: 'unavailable' });
  });

  it('answers 401 to a visitor and to a session Appwrite has forgotten', async () => {
    const visitor = await realtimeTokenResponse({ backend: appwriteBackend(), user: null, sessionSecret: undefined, now: NOW });
    expect(visitor.status).toBe(401);
    jwtState.sessions.clear();
    const forgotten = await realtimeTokenResponse({ backend: appwriteBackend(), user: { id: 'u-ada' }, sessionSecret: SECRET, now: NOW });
    expect(forgotten.status).toBe(401);
    expect(await forgotten.json()).toMatchObject({ code: 'unauthenticated' });
  });

  it('answers 502 when Appwrite fails otherwise (here: an unknown project)', async () => {
    const wrongProject = { settings: { backend: 'appwrite' as const }, realtime: createAppwriteRealtimeGrants({ endpoint: fake.endpoint, projectId: 'nope', databaseId: DATABASE }) };
    const response = await realtimeTokenResponse({ backend: wrongProject, user: { id: 'u-ada' }, sessionSecret: SECRET, now: NOW });
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ code: 'unavailable' });
  });
});

describe('Appwrite BackendInfo', () => {
  const info = () => createAppwriteInfo({ endpoint: fake.endpoint, projectId: PROJECT });

  it('reads the version from GET /v1/health/version', async () => {
    expect(await info().version()).toEqual({ product: 'Appwrite', version: '1.9.0', schemaVersion: null });
    expect(fake.requests.map((r) => `${r.method} ${r.url.pathname}`)).toEqual(['GET /v1/health/version']);
    expect(header(fake.requests[0]!, 'x-appwrite-key')).toBeUndefined();
  });

  it('pings with GET /v1/ping and the project header', async () => {
    await info().ping();
    expect(fake.requests.map((r) => `${r.method} ${r.url.pathname}`)).toEqual(['GET /v1/ping']);
    expect(header(fake.requests[0]!, 'x-appwrite-project')).toBe(PROJECT);
  });

  it('reports a server that is down as unhealthy, with the time it took', async () => {
    healthState.down = true;
    await expect(info().ping()).rejects.toThrow();
    await expect(info().version()).rejects.toThrow();
    let t = 100;
    const health = await checkBackendHealth({ info: info() }, () => (t += 12.34), () => NOW);
    expect(health).toEqual({ ok: false, latencyMs: 12.3, checkedAt: NOW.toISOString() });
  });
});
