// Throttling holds under parallel bursts (issue 8, hole 1 and 6): every attempt is counted before its
// password is checked, atomically in both backends, so N requests sent at once cannot all slip under the
// limit before the first failure is written. The password checks are counted by a wrapper on the Auth port.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAppwriteAuth } from '#/server/auth/appwrite/appwrite-auth.ts';
import { PASSWORD_WORK_BUSY, PASSWORD_WORK_PLACES, passwordWork } from '#/server/auth/local/password-hash.ts';
import type { Auth } from '#/server/auth/port.ts';
import { noSocialSignIn } from '#/server/auth/social/port.ts';
import type { Backend } from '#/server/backend.ts';
import { changePassword, createAccount, signIn } from '#/server/services/accounts.ts';
import { isServiceError } from '#/server/services/service-error.ts';
import { parseSettings } from '#/server/settings.ts';
import { createAppwriteInfo } from '#/server/store/appwrite/appwrite-info.ts';
import { openAppwriteStore } from '#/server/store/appwrite/appwrite-store.ts';
import { createTestPaymentProvider } from '#/server/payments/test/test-provider.ts';
import { startFakeAppwrite, type FakeAppwrite } from '../../fakes/appwrite/index.ts';
import { failure } from '../../fixtures/service-failure.ts';
import { createTestBackend, type TestBackend } from '../../fixtures/test-backend.ts';

const meta = { ip: '203.0.113.7', userAgent: 'vitest' };
const BURST = 40;

/** The backend with its password checks counted: sign-in and the current-password check of a change. */
function countingChecks(backend: Backend): { backend: Backend; checks: () => number } {
  let checks = 0;
  const auth: Auth = {
    ...backend.auth,
    signInWithPassword: (input, sessionMeta) => {
      checks += 1;
      return backend.auth.signInWithPassword(input, sessionMeta);
    },
    changePassword: (userId, input) => {
      checks += 1;
      return backend.auth.changePassword(userId, input);
    },
  };
  return { backend: { ...backend, auth }, checks: () => checks };
}

/** What each call of a burst ended with: a ServiceError code, or `ok`. */
async function outcomes(calls: Promise<unknown>[]): Promise<string[]> {
  const settled = await Promise.allSettled(calls);
  return settled.map((result) => {
    if (result.status === 'fulfilled') return 'ok';
    if (isServiceError(result.reason)) return result.reason.code;
    throw result.reason;
  });
}

function describeBursts(name: string, open: () => Promise<{ backend: Backend; dispose: () => Promise<void> }>): void {
  describe(`parallel bursts (${name})`, () => {
    let backend: Backend;
    let dispose: () => Promise<void>;
    let n = 0;
    const email = () => `burst${n}@example.org`;
    beforeEach(async () => {
      ({ backend, dispose } = await open());
      n += 1;
      await createAccount(backend, { email: email(), password: 'kente cloth weaver', displayName: 'Ama', timezone: 'UTC' });
    });
    afterEach(async () => {
      await dispose();
    });

    it(`${BURST} parallel wrong passwords for one email reach the password check at most 10 times`, async () => {
      const counted = countingChecks(backend);
      const ip = (i: number) => `198.51.100.${i}`;
      const results = await outcomes(
        Array.from({ length: BURST }, (_, i) => signIn(counted.backend, { email: email(), password: `wrong ${i}` }, { ...meta, ip: ip(i) })),
      );
      expect(counted.checks()).toBeLessThanOrEqual(10);
      expect(counted.checks()).toBeGreaterThan(0);
      expect(results.filter((code) => code === 'invalid-credential')).toHaveLength(counted.checks());
      expect(results.filter((code) => code === 'too-many-requests')).toHaveLength(BURST - counted.checks());
      // The burst used up the email's allowance: even the right password now waits.
      const after = await failure(signIn(counted.backend, { email: email(), password: 'kente cloth weaver' }, { ...meta, ip: '192.0.2.1' }));
      expect(after.code).toBe('too-many-requests');
      expect(after.message).toMatch(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/);
    });

    it(`${BURST} parallel sign-ins from one address, each for another email, reach the password check at most 30 times`, async () => {
      const counted = countingChecks(backend);
      const results = await outcomes(
        Array.from({ length: BURST }, (_, i) => signIn(counted.backend, { email: `guess${n}-${i}@example.org`, password: 'password1!' }, meta)),
      );
      expect(counted.checks()).toBeLessThanOrEqual(30);
      expect(counted.checks()).toBeGreaterThan(0);
      // Some checks that got through the throttle may still be refused as busy (the embedded password
      // hashing takes only a few at once): those answer too-many-requests too, never a crash.
      const failed = results.filter((code) => code === 'invalid-credential').length;
      expect(failed).toBeGreaterThan(0);
      expect(failed).toBeLessThanOrEqual(counted.checks());
      expect(results.filter((code) => code === 'too-many-requests')).toHaveLength(BURST - failed);
    });

    it(`${BURST} parallel wrong current passwords on /profile reach the password check at most 10 times`, async () => {
      const counted = countingChecks(backend);
      const userId = (await backend.auth.findUserIdByEmail(email()))!;
      const results = await outcomes(
        Array.from({ length: BURST }, (_, i) =>
          changePassword(counted.backend, userId, { currentPassword: `wrong ${i}`, newPassword: 'baobab sunrise' }, { ...meta, ip: `198.51.100.${i}` }),
        ),
      );
      expect(counted.checks()).toBeLessThanOrEqual(10);
      expect(counted.checks()).toBeGreaterThan(0);
      expect(results.filter((code) => code === 'too-many-requests')).toHaveLength(BURST - counted.checks());
    });
  });
}

describeBursts('embedded', async () => {
  const backend = createTestBackend();
  return { backend, dispose: () => backend.dispose() };
});

describe('on Appwrite (the fake Appwrite)', () => {
  let fake: FakeAppwrite;
  beforeAll(async () => {
    fake = await startFakeAppwrite();
  });
  afterAll(async () => {
    await fake.close();
  });
  describeBursts('appwrite', async () => {
    const store = openAppwriteStore({ connection: fake });
    const backend: Backend = {
      store,
      auth: createAppwriteAuth(fake),
      social: noSocialSignIn,
      settings: parseSettings({}),
      info: createAppwriteInfo(fake),
      payments: createTestPaymentProvider({ store }),
    };
    return {
      backend,
      dispose: async () => {
        fake.tablesDb.reset();
      },
    };
  });
});

describe('the current-password check on /profile is throttled like sign-in', () => {
  let backend: TestBackend;
  let userId: string;
  const ama = { email: 'ama@example.org', password: 'kente cloth weaver', displayName: 'Ama', timezone: 'UTC' };
  beforeEach(async () => {
    backend = createTestBackend();
    ({ userId } = await createAccount(backend, ama));
  });
  afterEach(async () => {
    await backend.dispose();
  });
  const wrongCurrent = (i: number, ip = meta.ip) =>
    changePassword(backend, userId, { currentPassword: `wrong ${i}`, newPassword: 'baobab sunrise' }, { ...meta, ip });

  it('after 10 wrong current passwords within 15 minutes the next answer is too-many-requests with the wait, beside the field, even with the right one', async () => {
    for (let i = 0; i < 10; i++) expect((await failure(wrongCurrent(i, `192.0.2.${i}`))).code).toBe('invalid-credential');
    const error = await failure(changePassword(backend, userId, { currentPassword: ama.password, newPassword: 'baobab sunrise' }, meta));
    expect(error.code).toBe('too-many-requests');
    expect(error.message).toBe('Too many attempts. Please wait 15 minutes and try again.');
    expect(error.fields.currentPassword).toBe(error.message);
    expect(error.retryAfterSeconds).toBeGreaterThan(14 * 60);
    expect(error.retryAfterSeconds).toBeLessThanOrEqual(15 * 60);
  });

  it("counts against the account's email, so sign-in waits too", async () => {
    for (let i = 0; i < 10; i++) await failure(wrongCurrent(i, `192.0.2.${i}`));
    expect((await failure(signIn(backend, ama, { ...meta, ip: '192.0.2.99' }))).code).toBe('too-many-requests');
  });

  it('counts against the address: 30 failures from one address, whatever the accounts', async () => {
    for (let i = 0; i < 30; i++) await failure(signIn(backend, { email: `guess${i}@example.org`, password: 'password1!' }, meta));
    expect((await failure(wrongCurrent(0))).code).toBe('too-many-requests');
  });

  it('a right current password clears the failures and still changes the password', async () => {
    for (let i = 0; i < 9; i++) await failure(wrongCurrent(i));
    await expect(changePassword(backend, userId, { currentPassword: ama.password, newPassword: 'baobab sunrise' }, meta)).resolves.toHaveProperty('token');
    for (let i = 0; i < 9; i++) await failure(wrongCurrent(i));
    await expect(changePassword(backend, userId, { currentPassword: 'baobab sunrise', newPassword: 'marula moonrise' }, meta)).resolves.toHaveProperty('token');
  });
});

describe('when the password work is full', () => {
  let backend: TestBackend;
  const ama = { email: 'ama@example.org', password: 'kente cloth weaver', displayName: 'Ama', timezone: 'UTC' };
  beforeEach(async () => {
    backend = createTestBackend();
    await createAccount(backend, ama);
  });
  afterEach(async () => {
    await backend.dispose();
  });

  it('a sign-in is answered too-many-requests at once ("busy"), and nothing is counted against the email or the address', async () => {
    let open = (): void => undefined;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const held = Array.from({ length: PASSWORD_WORK_PLACES.running + PASSWORD_WORK_PLACES.waiting }, () => passwordWork.run(() => gate));
    try {
      const error = await failure(signIn(backend, ama, meta));
      expect(error.code).toBe('too-many-requests');
      expect(error.message).toBe(PASSWORD_WORK_BUSY);
      expect(error.retryAfterSeconds).toBeGreaterThan(0);
    } finally {
      open();
      await Promise.all(held);
    }
    const { rows } = await backend.store.listRows('auth_failures');
    expect(rows.reduce((total, row) => total + row.attempts, 0)).toBe(0);
    await expect(signIn(backend, ama, meta)).resolves.toHaveProperty('token');
  });
});
