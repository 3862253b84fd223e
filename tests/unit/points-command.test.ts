// The operator commands `npm run points -- award|activity|show …` and `npm run points:verify` (issue 9),
// run as real processes on a temporary database, as an operator would run them.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalAuth } from '#/server/auth/local/local-auth.ts';
import { noSocialSignIn } from '#/server/auth/social/port.ts';
import { createAccount } from '#/server/services/accounts.ts';
import { parseSettings } from '#/server/settings.ts';
import { openSqliteStore } from '#/server/store/sqlite/sqlite-store.ts';
import { createSqliteInfo } from '#/server/store/sqlite/sqlite-info.ts';
import { createTestPaymentProvider } from '#/server/payments/test/test-provider.ts';
import { FAST_PASSWORD_COST } from '../fixtures/test-backend.ts';

const run = promisify(execFile);
let dataDir: string;
let userId: string;

async function withStore<R>(fn: (store: ReturnType<typeof openSqliteStore>) => Promise<R>): Promise<R> {
  const file = path.join(dataDir, 'platform.db');
  const store = openSqliteStore({ file });
  try {
    return await fn(store);
  } finally {
    await store.close();
  }
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'leadership-points-'));
  userId = await withStore(async (store) => {
    const auth = createLocalAuth(store, { passwordCost: FAST_PASSWORD_COST });
    const backend = {
      store,
      auth,
      social: noSocialSignIn,
      settings: parseSettings({ DATA_DIR: dataDir }),
      info: createSqliteInfo({ file: ':memory:', store }),
      payments: createTestPaymentProvider({ store }),
    };
    return (await createAccount(backend, { email: 'ada@example.org', password: 'a fine pass phrase', displayName: 'Ada Obi', timezone: 'Africa/Lagos', membershipStatus: 'paid' })).userId;
  });
});
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

async function command(script: 'points' | 'points-verify', args: string[]): Promise<{ code: number; out: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [`scripts/${script}.ts`, ...args], { env: { ...process.env, DATA_DIR: dataDir } });
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const failure = error as { code: number; stdout: string; stderr: string };
    return { code: failure.code, out: failure.stdout + failure.stderr };
  }
}

// Each test starts Node processes on a shared, busy machine.
describe('npm run points', { timeout: 30_000 }, () => {
  it('awards and deducts with a reason, pays a key once, and shows balance, level, rank, streak and last awards', async () => {
    expect(await command('points', ['award', 'ada@example.org', '600', '--reason', 'Bootcamp in Accra', '--key', 'bootcamp'])).toMatchObject({
      code: 0,
      out: expect.stringMatching(/^\+600 XP · Adjustment for ada@example.org\. Balance 600 XP, Level 1, Impact Builder\.\nNew rank: Impact Builder\.\nBadges earned: First steps, Impact Builder\./),
    });
    expect((await command('points', ['award', 'ada@example.org', '600', '--reason', 'Bootcamp in Accra', '--key', 'bootcamp'])).out).toMatch(/Already recorded with this key .* Nothing changed \(balance 600 XP\)/);
    expect((await command('points', ['activity', 'ada@example.org', 'module', 'kofi-1'])).out).toMatch(/\+100 XP · Module finished .* Balance 700 XP/);
    expect((await command('points', ['award', 'ada@example.org', '-50', '--reason', 'Duplicate quiz'])).out).toMatch(/−50 XP · Adjustment .* Balance 650 XP/);
    const shown = await command('points', ['show', 'ada@example.org']);
    expect(shown.code).toBe(0);
    expect(shown.out).toContain(`ada@example.org (user id ${userId})`);
    expect(shown.out).toContain('Balance: 650 XP · Level 1 · Impact Builder (1,351 XP to Change Architect)');
    expect(shown.out).toMatch(/Streak: 1 day in a row; 0 freezes held; longest 1/);
    expect(shown.out).toMatch(/Badges: .*First module/);
    expect(shown.out).toMatch(/−50 XP {2}Adjustment — Duplicate quiz\n.*\+100 XP {2}Module finished\n.*\+600 XP {2}Adjustment — Bootcamp in Accra/);
  });

  it('refuses an unknown email, a missing reason, a bad amount, a deduction below 0 and an unknown activity, each with a clear line', async () => {
    expect(await command('points', ['award', 'nobody@example.org', '10', '--reason', 'x y z'])).toMatchObject({ code: 1, out: expect.stringMatching(/No account with the email nobody@example.org/) });
    expect(await command('points', ['award', 'ada@example.org', '10'])).toMatchObject({ code: 1, out: expect.stringMatching(/Give a --reason/) });
    expect(await command('points', ['award', 'ada@example.org', 'ten', '--reason', 'x y z'])).toMatchObject({ code: 1, out: expect.stringMatching(/whole number/) });
    expect(await command('points', ['award', 'ada@example.org', '0', '--reason', 'x y z'])).toMatchObject({ code: 1, out: expect.stringMatching(/other than 0/) });
    expect(await command('points', ['award', 'ada@example.org', '-100000', '--reason', 'Too much'])).toMatchObject({ code: 1, out: expect.stringMatching(/below 0/) });
    expect(await command('points', ['activity', 'ada@example.org', 'forum_post', 'p1'])).toMatchObject({ code: 1, out: expect.stringMatching(/Usage/) });
    expect(await command('points', ['frobnicate', 'ada@example.org'])).toMatchObject({ code: 1, out: expect.stringMatching(/Usage/) });
  });

  it('points:verify reports drift with exit code 1, and --repair sets it right', async () => {
    expect(await command('points-verify', ['--quiet'])).toMatchObject({ code: 0, out: expect.stringMatching(/No drift/) });
    await withStore((store) => store.updateRow('user_points', userId, { points: 12 }));
    const found = await command('points-verify', ['--quiet']);
    expect(found).toMatchObject({ code: 1, out: expect.stringMatching(/balance: 1\n[\s\S]*stored 12, ledger sum 650[\s\S]*--repair/) });
    expect(await command('points-verify', ['--quiet', '--repair'])).toMatchObject({ code: 0, out: expect.stringMatching(/Repaired/) });
    expect(await command('points-verify', ['--quiet'])).toMatchObject({ code: 0, out: expect.stringMatching(/No drift/) });
  });
});
