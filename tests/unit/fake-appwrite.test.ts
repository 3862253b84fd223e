// The fake Appwrite is only worth its passing suites if it refuses what Appwrite refuses: requests
// without the project, with key and session together, without the 1.9 response format, with unknown
// parameters, non-JSON bodies or unknown query methods, and answers with documented error bodies.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeAppwrite, type FakeAppwrite } from '../fakes/appwrite/index.ts';

describe('fake Appwrite request checks', () => {
  let fake: FakeAppwrite;
  let headers: Record<string, string>;
  beforeAll(async () => {
    fake = await startFakeAppwrite();
    headers = {
      'x-appwrite-project': fake.projectId,
      'x-appwrite-key': fake.apiKey,
      'x-appwrite-response-format': '1.9.5',
      'content-type': 'application/json',
    };
  });
  afterAll(async () => {
    await fake.close();
  });

  const rows = () => `${fake.endpoint}/tablesdb/${fake.databaseId}/tables/settings/rows`;
  const send = async (url: string, init: { method?: string; headers?: Record<string, string | undefined>; body?: string }) => {
    const given = Object.fromEntries(Object.entries({ ...headers, ...init.headers }).filter(([, value]) => value !== undefined)) as Record<string, string>;
    const response = await fetch(url, { method: init.method ?? 'GET', headers: given, body: init.body });
    return { status: response.status, body: (await response.json()) as { message: string; code: number; type: string; version: string } };
  };
  const create = (body: unknown, extra: Record<string, string | undefined> = {}) =>
    send(rows(), { method: 'POST', headers: extra, body: typeof body === 'string' ? body : JSON.stringify(body) });

  it('accepts a well-formed createRow and answers with the documented row body', async () => {
    const { status, body } = await create({ rowId: 'ok', data: { value: 'x' } });
    expect(status).toBe(201);
    expect(body).toMatchObject({ $id: 'ok', $tableId: 'settings', $databaseId: fake.databaseId, $permissions: [], value: 'x' });
    expect(Object.keys(body)).toEqual(expect.arrayContaining(['$sequence', '$createdAt', '$updatedAt']));
  });

  it.each([
    ['no project header', { 'x-appwrite-project': undefined }, 404, 'project_not_found'],
    ['another project', { 'x-appwrite-project': 'other' }, 404, 'project_not_found'],
    ['no response format', { 'x-appwrite-response-format': undefined }, 400, 'general_argument_invalid'],
    ['a 1.8 response format', { 'x-appwrite-response-format': '1.8.0' }, 400, 'general_argument_invalid'],
    ['key and session together', { 'x-appwrite-session': 'secret' }, 400, 'general_bad_request'],
    ['a wrong key', { 'x-appwrite-key': 'guess' }, 401, 'general_unauthorized_scope'],
    ['no credentials', { 'x-appwrite-key': undefined }, 401, 'general_unauthorized_scope'],
    ['a session on a key-only route', { 'x-appwrite-key': undefined, 'x-appwrite-session': 'secret' }, 401, 'general_unauthorized_scope'],
    ['a form body', { 'content-type': 'application/x-www-form-urlencoded' }, 400, 'general_argument_invalid'],
  ])('refuses %s with a documented error body', async (_label, extra, status, type) => {
    const answer = await create({ rowId: 'refused', data: { value: 'x' } }, extra);
    expect(answer.status).toBe(status);
    expect(answer.body).toEqual({ message: expect.any(String), code: status, type, version: '1.9.5' });
  });

  it('refuses unknown or missing parameters, bodies that are not JSON objects, and bad data', async () => {
    expect((await create({ rowId: 'x', data: {}, documentId: 'legacy' })).body.type).toBe('general_argument_invalid');
    expect((await create({ data: { value: 'x' } })).body.type).toBe('general_argument_invalid');
    expect((await create('[1,2]')).body.type).toBe('general_argument_invalid');
    expect((await create('{not json')).body.type).toBe('general_argument_invalid');
    expect((await create({ rowId: 'x', data: { nickname: 'x' } })).body).toMatchObject({ code: 400, type: 'row_invalid_structure' });
    expect((await create({ rowId: 'x', data: {} })).body.type).toBe('row_invalid_structure');
  });

  it('reads queries as JSON strings in queries[n], refusing methods and attributes it does not know', async () => {
    const list = (query: string) => send(`${rows()}?queries[0]=${encodeURIComponent(query)}`, { headers: { 'content-type': undefined } });
    expect((await list('{"method":"equal","attribute":"value","values":["x"]}')).status).toBe(200);
    expect((await list('{"method":"regex","attribute":"value","values":["x"]}')).body.type).toBe('general_query_invalid');
    expect((await list('{"method":"equal","attribute":"nickname","values":["x"]}')).body.type).toBe('general_query_invalid');
    expect((await list('equal(value, x)')).body.type).toBe('general_query_invalid');
    expect((await list('{"method":"cursorAfter","values":["missing"]}')).body).toMatchObject({ code: 400, type: 'general_cursor_not_found' });
  });

  it('counts at most 5000 rows in a total, as Appwrite 1.9 (APP_LIMIT_COUNT), and counts nothing with total=false', async () => {
    fake.tablesDb.reset();
    fake.tablesDb.seed('settings', Array.from({ length: 5003 }, (_, index) => ({ $id: `s${index}`, data: { value: 'x' } })));
    const list = (extra: string) => send(`${rows()}?queries[0]=${encodeURIComponent('{"method":"limit","values":[2]}')}${extra}`, { headers: { 'content-type': undefined } });
    const counted = (await list('')).body as unknown as { total: number; rows: unknown[] };
    expect(counted.total).toBe(5000);
    expect(counted.rows).toHaveLength(2);
    const uncounted = (await list('&total=false')).body as unknown as { total: number; rows: unknown[] };
    expect(uncounted).toMatchObject({ total: 0, rows: [expect.anything(), expect.anything()] });
    fake.tablesDb.reset();
  });

  it('refuses the 101st operation of a transaction with transaction_limit_exceeded, as Appwrite 1.9 does', async () => {
    const opened = await send(`${fake.endpoint}/tablesdb/transactions`, { method: 'POST', body: '{}' });
    const transactionId = (opened.body as unknown as { $id: string }).$id;
    for (let index = 0; index < 100; index++) {
      expect((await create({ rowId: `tx${index}`, data: { value: 'x' }, transactionId })).status).toBe(201);
    }
    const refused = await create({ rowId: 'tx100', data: { value: 'x' }, transactionId });
    expect(refused.body).toMatchObject({ code: 400, type: 'transaction_limit_exceeded', message: expect.stringMatching(/already has 100 operations/) });
  });

  it('answers unknown routes and rows with their documented types', async () => {
    expect((await send(`${fake.endpoint}/databases/${fake.databaseId}/collections/settings/documents`, {})).body.type).toBe('general_route_not_found');
    expect((await send(`${rows()}/nobody`, {})).body).toMatchObject({ code: 404, type: 'row_not_found' });
    expect((await send(`${fake.endpoint}/tablesdb/other-db/tables/settings/rows`, {})).body).toMatchObject({ code: 404, type: 'database_not_found' });
  });
});

describe('fake Appwrite JWT and health routes', () => {
  let fake: FakeAppwrite;
  beforeAll(async () => {
    fake = await startFakeAppwrite({ version: '1.9.3' });
    fake.auth.createUser({ userId: 'u-jo', email: 'jo@example.org', password: null, name: 'Jo' });
  });
  afterAll(async () => {
    await fake.close();
  });

  const sdkHeaders = (extra: Record<string, string> = {}) => ({
    'x-appwrite-project': fake.projectId,
    'x-appwrite-response-format': '1.9.5',
    'content-type': 'application/json',
    ...extra,
  });
  const createJwt = async (extra: Record<string, string>, body: unknown = {}) => {
    const response = await fetch(`${fake.endpoint}/account/jwts`, { method: 'POST', headers: sdkHeaders(extra), body: JSON.stringify(body) });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it('makes a JWT for a live session only, with a duration of at most 3600 s, and remembers which session asked', async () => {
    const session = fake.auth.createSession('u-jo', 'email');
    const made = await createJwt({ 'x-appwrite-session': session.secret }, { duration: 3600 });
    expect(made.status).toBe(201);
    expect(made.body).toEqual({ jwt: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/) });
    expect(fake.jwts.issued.at(-1)).toEqual({ jwt: made.body.jwt, userId: 'u-jo', sessionId: session.$id, duration: 3600 });
    expect((await createJwt({ 'x-appwrite-session': session.secret })).status).toBe(201);
    expect(fake.jwts.issued.at(-1)?.duration).toBe(900);

    const issued = fake.jwts.issued.length;
    for (const duration of [3601, 1.5, '900', -1]) {
      expect((await createJwt({ 'x-appwrite-session': session.secret }, { duration })).body).toMatchObject({ code: 400, type: 'general_argument_invalid' });
    }
    expect((await createJwt({ 'x-appwrite-session': 'not-a-session' })).body).toMatchObject({ code: 401, type: 'general_unauthorized_scope' });
    expect((await createJwt({})).body).toMatchObject({ code: 401, type: 'general_unauthorized_scope' });
    expect((await createJwt({ 'x-appwrite-key': fake.apiKey })).status).toBe(401);
    fake.auth.sessions.delete(session.$id);
    expect((await createJwt({ 'x-appwrite-session': session.secret })).body).toMatchObject({ code: 401, type: 'general_unauthorized_scope' });
    expect(fake.jwts.issued).toHaveLength(issued);
  });

  it('answers the version without a project, the ping as text with one, and both fail while down', async () => {
    const version = await fetch(`${fake.endpoint}/health/version`, { headers: { 'x-appwrite-response-format': '1.9.5' } });
    expect(version.status).toBe(200);
    expect(await version.json()).toEqual({ version: '1.9.3' });
    expect((await fetch(`${fake.endpoint}/health/version`, { headers: sdkHeaders({ 'x-appwrite-project': 'other' }) })).status).toBe(404);

    const ping = await fetch(`${fake.endpoint}/ping`, { headers: sdkHeaders() });
    expect(ping.status).toBe(200);
    expect(ping.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await ping.text()).toBe('Pong!');
    expect((await fetch(`${fake.endpoint}/ping`, { headers: { 'x-appwrite-response-format': '1.9.5' } })).status).toBe(404);

    fake.health.down = true;
    try {
      expect((await fetch(`${fake.endpoint}/ping`, { headers: sdkHeaders() })).status).toBe(500);
      expect((await fetch(`${fake.endpoint}/health/version`, { headers: sdkHeaders() })).status).toBe(500);
    } finally {
      fake.health.down = false;
    }
  });
});
