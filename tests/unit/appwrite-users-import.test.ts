// Importing the exported people into Appwrite Auth: one POST /v1/users per account with the same id,
// email and display name (no password), the admin label for admins, 409 taken as "already there".
// Checked against a local stub that records the requests node-appwrite sends (TEST_STUB_PORT, default 4415,
// this worktree's second port; never run it while the e2e OpenID provider is up).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { importAppwriteUsers } from '#/server/appwrite-project/import-users.ts';

const port = Number(process.env.TEST_STUB_PORT ?? 4415);
const requests: { method: string; path: string; headers: Record<string, string | string[] | undefined>; body: unknown }[] = [];
let server: Server;
let dir: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
      requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body });
      res.setHeader('content-type', 'application/json');
      if (req.method === 'POST' && body?.userId === 'already-there') {
        res.statusCode = 409;
        res.end(JSON.stringify({ message: 'A user with the same id, email, or phone already exists in this project.', code: 409, type: 'user_already_exists', version: '1.9.0' }));
        return;
      }
      res.end(JSON.stringify({ $id: body?.userId ?? 'x', labels: body?.labels ?? [] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  dir = mkdtempSync(path.join(tmpdir(), 'appwrite-users-'));
  writeFileSync(
    path.join(dir, 'auth_accounts.jsonl'),
    [
      { $id: 'u-admin', email: 'admin@example.org', passwordHash: 'scrypt$…' },
      { $id: 'u-learner', email: 'ama@example.org', passwordHash: '!' },
      { $id: 'already-there', email: 'kofi@example.org', passwordHash: 'scrypt$…' },
    ].map((row) => JSON.stringify(row)).join('\n') + '\n',
  );
  writeFileSync(
    path.join(dir, 'users.jsonl'),
    [
      { $id: 'u-admin', role: 'admin', displayName: 'Ada Admin' },
      { $id: 'u-learner', role: 'learner', displayName: 'Ama' },
    ].map((row) => JSON.stringify(row)).join('\n') + '\n',
  );
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

it('creates each account as an Appwrite user with the same id, no password, and labels admins', async () => {
  const report = await importAppwriteUsers(
    { APPWRITE_ENDPOINT: `http://127.0.0.1:${port}/v1`, APPWRITE_PROJECT_ID: 'proj', APPWRITE_API_KEY: 'key-123' },
    dir,
  );
  expect(report).toEqual({ created: 2, existing: 1, admins: 1 });
  expect(requests.map((r) => [r.method, r.path, r.body])).toEqual([
    ['POST', '/v1/users', { userId: 'u-admin', email: 'admin@example.org', name: 'Ada Admin' }],
    ['PUT', '/v1/users/u-admin/labels', { labels: ['admin'] }],
    ['POST', '/v1/users', { userId: 'u-learner', email: 'ama@example.org', name: 'Ama' }],
    ['POST', '/v1/users', { userId: 'already-there', email: 'kofi@example.org' }],
  ]);
  for (const request of requests) {
    expect(request.headers['x-appwrite-project']).toBe('proj');
    expect(request.headers['x-appwrite-key']).toBe('key-123');
    expect(JSON.stringify(request.body)).not.toContain('password');
  }
});

it('names a missing setting', async () => {
  await expect(importAppwriteUsers({ APPWRITE_ENDPOINT: 'https://cloud.appwrite.io/v1', APPWRITE_PROJECT_ID: 'p' }, dir)).rejects.toThrow(/APPWRITE_API_KEY/);
});
