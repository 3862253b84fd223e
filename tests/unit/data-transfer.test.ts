// npm run export / npm run import (issue 4): every table of the embedded database, through the Store port,
// to JSON lines and back. Run as the real scripts, embedded → embedded: the round trip keeps every row
// (its id and every column; the system timestamps are the import's, as documented).
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalAuth } from '#/server/auth/local/local-auth.ts';
import { noSocialSignIn } from '#/server/auth/social/port.ts';
import type { Backend } from '#/server/backend.ts';
import { TABLE_NAMES, type TableName } from '#/server/schema.ts';
import { createAccount, signIn } from '#/server/services/accounts.ts';
import { recordThrottled } from '#/server/services/auth-throttle.ts';
import { ImportError, importStore } from '#/server/services/data-transfer.ts';
import { parseSettings } from '#/server/settings.ts';
import type { Store } from '#/server/store/port.ts';
import { createSqliteInfo } from '#/server/store/sqlite/sqlite-info.ts';
import { openSqliteStore } from '#/server/store/sqlite/sqlite-store.ts';
import { createTestPaymentProvider } from '#/server/payments/test/test-provider.ts';
import { FAST_PASSWORD_COST } from '../fixtures/test-backend.ts';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');
let work: string;

function backendOn(dataDir: string): Backend {
  const file = path.join(dataDir, 'platform.db');
  const store = openSqliteStore({ file });
  return {
    store,
    auth: createLocalAuth(store, { passwordCost: FAST_PASSWORD_COST }),
    social: noSocialSignIn,
    settings: parseSettings({ DATA_DIR: dataDir }),
    info: createSqliteInfo({ file, store }),
    payments: createTestPaymentProvider({ store }),
  };
}

/** Every row of every table, without the system timestamps, sorted by id. */
async function contents(store: Store): Promise<Record<string, unknown[]>> {
  const all: Record<string, unknown[]> = {};
  for (const table of TABLE_NAMES) {
    const { rows } = await store.listRows(table as TableName, [{ op: 'limit', value: 5000 }]);
    all[table] = rows
      .map(({ $createdAt: _c, $updatedAt: _u, ...rest }) => (void _c, void _u, rest))
      .sort((a, b) => a.$id.localeCompare(b.$id));
  }
  return all;
}

function script(name: string, args: string[], dataDir: string, cwd = root) {
  return run(process.execPath, [path.join(root, 'scripts', name), ...args], {
    cwd,
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, SEED_DEMO: '0' },
  });
}

/** Runs a script under `umask 000`, so any permission it does not set explicitly would be open to everyone. */
function scriptWithOpenUmask(name: string, args: string[], dataDir: string, cwd = root) {
  const command = ['umask 000', 'exec "$0" "$@"'].join('; ');
  return run('sh', ['-c', command, process.execPath, path.join(root, 'scripts', name), ...args], {
    cwd,
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, SEED_DEMO: '0' },
  });
}

const modeOf = (file: string) => statSync(file).mode & 0o777;

let before: Record<string, unknown[]>;
const source = () => path.join(work, 'source');
const target = () => path.join(work, 'target');
const exported = () => path.join(work, 'export');

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'data-transfer-'));
  const backend = backendOn(source());
  const meta = { ip: '203.0.113.1', userAgent: 'vitest' };
  for (let i = 0; i < 12; i += 1) {
    const { userId } = await createAccount(backend, {
      email: `person${i}@example.org`,
      password: `a passphrase number ${i}`,
      displayName: `Person “${i}” Ọkọ́`,
      timezone: 'Africa/Lagos',
      role: i === 0 ? 'admin' : 'learner',
      membershipStatus: i % 2 ? 'paid' : 'free',
      transformationTier: i % 2 ? 'individual_paid' : null,
    });
    await backend.store.updateRow('users', userId, { bio: i === 3 ? 'Line one\nline two, "quoted"' : null, onboardingCompletedAt: i % 3 ? new Date(Date.UTC(2026, 0, i + 1)).toISOString() : null, leaderboardOptOut: i === 4 });
    await backend.store.updateRow('user_points', userId, { points: i * 37 });
  }
  await createAccount(backend, { email: 'social@example.org', password: null, displayName: 'Social Only', timezone: 'UTC' });
  await signIn(backend, { email: 'person1@example.org', password: 'a passphrase number 1' }, meta);
  await recordThrottled(backend.store, [{ kind: 'email', value: 'someone@example.org' }]);
  await backend.store.createRow('settings', 'points-rules', { value: JSON.stringify({ onboarding: 50 }) });
  before = await contents(backend.store);
  await backend.store.close();
}, 60_000);

afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

describe('embedded → embedded, as the real scripts', () => {
  it('export writes one JSON-lines file per table and a manifest with the counts', async () => {
    const { stdout } = await script('export.ts', [exported()], source());
    expect(stdout).toContain('users: 13');
    const manifest = JSON.parse(readFileSync(path.join(exported(), 'manifest.json'), 'utf8')) as { tables: Record<string, number> };
    expect(Object.keys(manifest.tables)).toEqual(TABLE_NAMES);
    for (const table of TABLE_NAMES) {
      expect(manifest.tables[table]).toBe(before[table]?.length);
      const lines = readFileSync(path.join(exported(), `${table}.jsonl`), 'utf8').split('\n').filter(Boolean);
      expect(lines).toHaveLength(before[table]?.length ?? -1);
    }
    expect(before.auth_sessions).toHaveLength(1);
    // The recorded failure, and the sign-in's address row (counted before the check, given back to 0 after).
    expect(before.auth_failures).toHaveLength(2);
  }, 60_000);

  it('import into an empty database keeps every row of every table, and passwords still work', async () => {
    const { stdout } = await script('import.ts', [exported()], target());
    expect(stdout).toContain('into the embedded backend');
    const backend = backendOn(target());
    try {
      expect(await contents(backend.store)).toEqual(before);
      const session = await signIn(backend, { email: 'person5@example.org', password: 'a passphrase number 5' }, { ip: '203.0.113.2', userAgent: null });
      expect(session.userId).toBe(await backend.auth.findUserIdByEmail('person5@example.org'));
    } finally {
      await backend.store.close();
    }
  }, 60_000);

  it('import refuses a database that already has rows, naming the table', async () => {
    await expect(script('import.ts', [exported()], target())).rejects.toMatchObject({ stderr: expect.stringMatching(/Cannot import: The target's users table already has 13 row/) });
  }, 60_000);
});

describe('a damaged export is refused with the file and line, before anything is written', () => {
  it('an unknown column', async () => {
    const dir = path.join(work, 'damaged');
    await script('export.ts', [dir], source());
    const file = path.join(dir, 'settings.jsonl');
    writeFileSync(file, `${readFileSync(file, 'utf8')}{"$id":"x","value":"1","secret":"?"}\n`);
    const backend = backendOn(path.join(work, 'empty'));
    try {
      await expect(importStore(backend.store, dir)).rejects.toThrow(ImportError);
      await expect(importStore(backend.store, dir)).rejects.toThrow(/settings\.jsonl:2: settings has no column secret/);
      // Nothing was written: the whole export is checked first.
      expect((await backend.store.listRows('users')).total).toBe(0);
    } finally {
      await backend.store.close();
    }
  }, 60_000);

  it('a file with fewer rows than the manifest says', async () => {
    const dir = path.join(work, 'damaged');
    writeFileSync(path.join(dir, 'settings.jsonl'), '');
    const backend = backendOn(path.join(work, 'empty2'));
    try {
      await expect(importStore(backend.store, dir)).rejects.toThrow(/settings\.jsonl has 0 row\(s\) but the manifest says 1/);
      expect((await backend.store.listRows('users')).total).toBe(0);
    } finally {
      await backend.store.close();
    }
  }, 60_000);
});

describe('an export holds password hashes and personal data, so only its owner can read it', () => {
  it('the folder is 0700 and every file 0600, even under a umask that would open them to everyone', async () => {
    const dir = path.join(work, 'private', 'nested');
    await scriptWithOpenUmask('export.ts', [dir], source());
    expect(modeOf(dir)).toBe(0o700);
    const files = readdirSync(dir);
    expect(files).toContain('manifest.json');
    expect(files).toContain('users.jsonl');
    for (const file of files) expect([file, modeOf(path.join(dir, file))]).toEqual([file, 0o600]);
  }, 60_000);

  it('without a folder, it writes export-<time> under DATA_DIR (not into the working directory)', async () => {
    const cwd = mkdtempSync(path.join(work, 'cwd-'));
    const { stdout } = await scriptWithOpenUmask('export.ts', [], source(), cwd);
    expect(readdirSync(cwd)).toEqual([]);
    const made = readdirSync(source()).filter((name) => name.startsWith('export-'));
    expect(made).toHaveLength(1);
    const dir = path.join(source(), made[0]!);
    expect(stdout).toContain(`Exported to ${dir}`);
    expect(modeOf(dir)).toBe(0o700);
    expect(modeOf(path.join(dir, 'users.jsonl'))).toBe(0o600);
  }, 60_000);

  it('refuses a folder that already exists (its permissions, and what else it holds, are not ours to decide)', async () => {
    const dir = path.join(work, 'already-there');
    mkdirSync(dir);
    writeFileSync(path.join(dir, 'notes.txt'), 'mine');
    await expect(script('export.ts', [dir], source())).rejects.toMatchObject({ stderr: expect.stringContaining(`Cannot export: ${dir} already exists`) });
    expect(readdirSync(dir)).toEqual(['notes.txt']);
  }, 60_000);

  it('export-* folders are git-ignored, wherever someone writes one in the repository', () => {
    const ignored = readFileSync(path.join(root, '.gitignore'), 'utf8').split('\n').map((line) => line.trim());
    expect(ignored).toContain('export-*/');
  });
});
