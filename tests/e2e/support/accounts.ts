// Test people, created straight into the database the server under test uses (E2E_DATA_DIR), so each
// test starts from its own accounts without going through sign-up (which is throttled per address).
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { createLocalAuth } from '#/server/auth/local/local-auth.ts';
import { noSocialSignIn } from '#/server/auth/social/port.ts';
import type { Backend } from '#/server/backend.ts';
import { createAccount } from '#/server/services/accounts.ts';
import { MAX_ADJUSTMENT } from '#/domain/xp-awards.ts';
import { adjustXp } from '#/server/services/gamification/index.ts';
import { parseSettings } from '#/server/settings.ts';
import { openSqliteStore } from '#/server/store/sqlite/sqlite-store.ts';
import { createSqliteInfo } from '#/server/store/sqlite/sqlite-info.ts';
import { createTestPaymentProvider } from '#/server/payments/test/test-provider.ts';
import type { Columns } from '#/server/schema.ts';
import path from 'node:path';

export interface TestPerson {
  userId: string;
  email: string;
  password: string;
  displayName: string;
}

export type Kind = 'free' | 'paid' | 'admin' | 'corporate';

/** Opens the server's database (or the one in `dataDir`, for a test that runs its own server) for the duration of `fn`. */
export async function withBackend<R>(fn: (backend: Backend) => Promise<R>, dataDir = process.env.E2E_DATA_DIR): Promise<R> {
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  const file = path.join(dataDir, 'platform.db');
  const store = openSqliteStore({ file });
  // A low hashing cost keeps account creation fast; the server re-hashes at full cost on first sign-in.
  const backend: Backend = {
    store,
    auth: createLocalAuth(store, { passwordCost: { N: 1024, r: 8, p: 1 } }),
    social: noSocialSignIn,
    settings: parseSettings({ DATA_DIR: dataDir }),
    info: createSqliteInfo({ file, store }),
    // Tests only read payments here; the server under test runs its own provider.
    payments: createTestPaymentProvider({ store }),
  };
  try {
    return await fn(backend);
  } finally {
    await store.close();
  }
}

const ACCESS: Record<Kind, Pick<Columns<'users'>, 'role' | 'membershipStatus' | 'transformationTier'>> = {
  free: { role: 'learner', membershipStatus: 'free', transformationTier: null },
  paid: { role: 'learner', membershipStatus: 'paid', transformationTier: 'individual_paid' },
  admin: { role: 'admin', membershipStatus: 'paid', transformationTier: null },
  corporate: { role: 'learner', membershipStatus: 'paid', transformationTier: 'corporate_member' },
};

export async function createPerson(
  kind: Kind,
  options: { onboarded?: boolean; points?: number; displayName?: string; dataDir?: string; timezone?: string } = {},
): Promise<TestPerson> {
  const email = `${kind}-${randomUUID().slice(0, 8)}@e2e.example`;
  const password = `e2e ${randomUUID()}`;
  const displayName = options.displayName ?? `${kind[0]!.toUpperCase()}${kind.slice(1)} Tester`;
  return withBackend(async (backend) => {
    const { userId } = await createAccount(backend, { email, password, displayName, timezone: options.timezone ?? 'Africa/Lagos', ...ACCESS[kind] });
    if (options.onboarded ?? true) await backend.store.updateRow('users', userId, { onboardingCompletedAt: new Date().toISOString() });
    // Through the ledger, as every balance is (rule 8), in adjustments of at most MAX_ADJUSTMENT each.
    for (let left = options.points ?? 0; left > 0; left -= MAX_ADJUSTMENT) {
      await adjustXp(backend, { userId, amount: Math.min(left, MAX_ADJUSTMENT), reason: 'Test balance', actor: 'operator' });
    }
    return { userId, email, password, displayName };
  }, options.dataDir);
}

/** Signs in through the real form (a plain post, as a browser without JavaScript would). */
export async function signInWithForm(request: APIRequestContext, baseURL: string, person: TestPerson): Promise<void> {
  const response = await request.post('/auth?_action=account.signIn', {
    form: { email: person.email, password: person.password, next: '' },
    headers: { origin: baseURL },
    maxRedirects: 0,
  });
  if (response.status() !== 303) throw new Error(`sign-in failed with ${response.status()}`);
}

export async function signedInPage(page: Page, baseURL: string, kind: Kind, options?: Parameters<typeof createPerson>[1]): Promise<TestPerson> {
  const person = await createPerson(kind, options);
  await signInWithForm(page.request, baseURL, person);
  return person;
}
