// The operator command `npm run account -- create|set …` (issue 2 §4), run as a real process on a temporary database.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackend } from '#/server/config.ts';
import { signIn } from '#/server/services/accounts.ts';
import { resolveSessionUser } from '#/server/services/session-user.ts';
import { parseSettings } from '#/server/settings.ts';

const run = promisify(execFile);
let dataDir: string;

beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'leadership-account-'));
});
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

async function account(args: string[], password?: string): Promise<{ code: number; out: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['scripts/account.ts', ...args], {
      env: { ...process.env, DATA_DIR: dataDir, ACCOUNT_PASSWORD: password ?? '' },
    });
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const failure = error as { code: number; stdout: string; stderr: string };
    return { code: failure.code, out: failure.stdout + failure.stderr };
  }
}

async function flagsOf(email: string, password: string) {
  const backend = await createBackend(parseSettings({ DATA_DIR: dataDir }));
  try {
    const session = await signIn(backend, { email, password }, { ip: '127.0.0.1', userAgent: null });
    return (await resolveSessionUser(backend, session.token))?.user;
  } finally {
    await backend.store.close();
  }
}

// Each test starts Node processes and hashes passwords at full production cost (scrypt N=2^17, ~0.3 s each),
// so it gets more than vitest's 5 s when the machine is busy.
describe('npm run account', { timeout: 30_000 }, () => {
  it('creates an admin with the password from ACCOUNT_PASSWORD, who can sign in', async () => {
    const result = await account(['create', 'ops@example.org', '--role', 'admin', '--name', 'Ops Lead'], 'operator pass phrase');
    expect(result).toMatchObject({ code: 0 });
    expect(result.out).toMatch(/Created ops@example.org/);
    expect(await flagsOf('ops@example.org', 'operator pass phrase')).toMatchObject({ isAdmin: true, isPaid: false, displayName: 'Ops Lead' });
  });

  it('creates a paid corporate member, then changes tier and membership with set', async () => {
    expect((await account(['create', 'lead@example.org', '--membership', 'paid', '--tier', 'corporate_member'], 'corporate pass phrase')).code).toBe(0);
    expect(await flagsOf('lead@example.org', 'corporate pass phrase')).toMatchObject({ isPaid: true, isCorporateMember: true });
    expect((await account(['set', 'lead@example.org', '--membership', 'free', '--tier', 'none'])).code).toBe(0);
    expect(await flagsOf('lead@example.org', 'corporate pass phrase')).toMatchObject({ isPaid: false, isCorporateMember: false });
  });

  it('sets a new password with set --password', async () => {
    await account(['create', 'reset@example.org'], 'first pass phrase');
    expect((await account(['set', 'reset@example.org', '--password'], 'second pass phrase')).code).toBe(0);
    expect(await flagsOf('reset@example.org', 'second pass phrase')).toBeTruthy();
  });

  it('refuses a common password, an unknown option value, an unknown email and a taken email, each with a clear line', async () => {
    expect(await account(['create', 'weak@example.org'], 'password123')).toMatchObject({ code: 1, out: expect.stringMatching(/Password refused/) });
    expect(await account(['create', 'x@example.org', '--role', 'king'], 'a fine pass phrase')).toMatchObject({ code: 1, out: expect.stringMatching(/--role must be one of: learner, admin/) });
    expect(await account(['set', 'nobody@example.org', '--role', 'admin'])).toMatchObject({ code: 1, out: expect.stringMatching(/No account with the email/) });
    expect(await account(['create', 'ops@example.org'], 'another pass phrase')).toMatchObject({ code: 1, out: expect.stringMatching(/already exists/) });
    expect(await account(['frobnicate', 'a@b.example'])).toMatchObject({ code: 1, out: expect.stringMatching(/Usage/) });
  });
});
