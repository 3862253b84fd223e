// Demo accounts for a first look at the platform: one of each kind of person, each with weeks of learning
// behind them, a few hundred generated learners so the boards look alive (demo-history.ts), and an
// organisation the corporate accounts belong to (demo-organisation.ts). Created only
// into an empty database, and by default only on a server nobody else can reach (see the SEED_DEMO setting):
// their passwords are public.
import type { Backend } from '../backend.ts';
import type { Settings } from '../settings.ts';
import { limit } from '../store/query.ts';
import { createAccount, type NewAccount } from './accounts.ts';
import { seedAdminDemo } from './demo-admin.ts';
import { seedCommunityDemo } from './community-demo.ts';
import { seedJourneyDemo } from './journeys/journey-demo-data.ts';
import { DEMO_GROUPS, DEMO_STORIES, lastSeen, playHistory, seedGeneratedLearners } from './demo-history.ts';
import { seedDemoForum } from './forum/demo-forum.ts';
import { seedDemoOrganisation } from './demo-organisation.ts';

export interface DemoAccount extends NewAccount {
  label: string;
  onboarded: boolean;
}

/** Generated learners on the boards of a demo. */
export const DEMO_LEARNER_COUNT = 300;

// The passwords are public (they are printed and in the README): demo data is for trying things out.
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { label: 'Admin', email: 'admin@demo.example', password: 'demo-Admin-Baobab-26', displayName: 'Ama Mensah (admin)', timezone: 'Africa/Accra', role: 'admin', membershipStatus: 'paid', transformationTier: null, onboarded: true },
  { label: 'Paid learner', email: 'paid@demo.example', password: 'demo-Paid-Acacia-26', displayName: 'Kwame Asante', timezone: 'Africa/Accra', membershipStatus: 'paid', transformationTier: 'individual_paid', onboarded: true },
  { label: 'Free learner', email: 'free@demo.example', password: 'demo-Free-Marula-26', displayName: 'Zanele Dlamini', timezone: 'Africa/Johannesburg', membershipStatus: 'free', transformationTier: null, onboarded: false },
  { label: 'Corporate learner', email: 'corporate@demo.example', password: 'demo-Corp-Mahogany-26', displayName: 'Wanjiru Kamau', timezone: 'Africa/Nairobi', membershipStatus: 'paid', transformationTier: 'corporate_member', onboarded: true },
  // Leads the demo organisation (demo-organisation.ts): /team shows its members, invitations and board.
  { label: 'Corporate leader', email: 'leader@demo.example', password: 'demo-Lead-Iroko-26', displayName: 'Chidi Okeke', timezone: 'Africa/Lagos', membershipStatus: 'paid', transformationTier: 'corporate_leader', onboarded: true },
];

/** Whether the database has no users yet. */
export async function isEmpty({ store }: Backend): Promise<boolean> {
  const { total } = await store.listRows('users', [limit(1)]);
  return total === 0;
}

/**
 * Creates the demo accounts that do not exist yet, each with its history, and the generated learners that
 * do not exist yet; returns the accounts it created.
 */
export async function seedDemoAccounts(
  backend: Backend,
  options: { learners?: number; now?: Date } = {},
): Promise<DemoAccount[]> {
  const now = options.now ?? new Date();
  const created: DemoAccount[] = [];
  const ids = new Map<string, string>();
  for (const account of DEMO_ACCOUNTS) {
    if (await backend.auth.findUserIdByEmail(account.email)) continue;
    const { userId } = await createAccount(backend, account);
    await backend.store.updateRow('users', userId, {
      ...(account.onboarded ? { onboardingCompletedAt: now.toISOString(), journey: 'kofi' } : {}),
      villageId: DEMO_GROUPS[account.label]?.villageId ?? null,
      organisationId: DEMO_GROUPS[account.label]?.organisationId ?? null,
      // Last seen on the day of their latest activity, as the team page and activity figures show it.
      lastActive: lastSeen(DEMO_STORIES[account.label] ?? [], now),
    });
    // Through the engine at past moments, like every balance (rule 8).
    await playHistory(backend, userId, DEMO_STORIES[account.label] ?? [], now);
    ids.set(account.label, userId);
    created.push(account);
  }
  const adminId = await backend.auth.findUserIdByEmail('admin@demo.example');
  const freshDemo = created.some((account) => account.role === 'admin') && adminId !== null;
  if (freshDemo && adminId) {
    // The corporate learner's capstone, submitted the morning after her last module (demo-history.ts).
    const capstoneSubmittedAt = new Date(Math.min(now.getTime(), Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - 1, 9)));
    const capstoneAuthorId = await backend.auth.findUserIdByEmail('corporate@demo.example');
    await seedJourneyDemo(backend, { adminId, capstoneAuthorId, capstoneSubmittedAt }, now);
  }
  await seedGeneratedLearners(backend, options.learners ?? DEMO_LEARNER_COUNT, now);
  // The forum's demo discussions, written by the accounts above (only into an empty forum).
  await seedDemoForum(backend);
  const [admin, paid, corporate] = [ids.get('Admin'), ids.get('Paid learner'), ids.get('Corporate learner')];
  // The community's demo rows come with a first seed only (never on top of accounts people already use).
  if (admin && paid && corporate) await seedCommunityDemo(backend, { admin, paid, corporate }, now);
  // A fresh demo (its admin made just now) also gets the admin side's history: visits, payments, requests.
  if (freshDemo && adminId) await seedAdminDemo(backend, adminId, now);
  await seedDemoOrganisation(backend, ids.get('Corporate leader') ?? null);
  return created;
}

/** The sign-in details of demo accounts, as printed by `npm start` and `npm run seed`. */
export function describeDemoAccounts(accounts: readonly DemoAccount[]): string {
  const width = Math.max(...accounts.map((a) => a.email.length));
  return accounts.map((a) => `  ${a.label.padEnd(18)} ${a.email.padEnd(width)}  ${a.password}`).join('\n');
}

/**
 * What start-up prints when SEED_DEMO=1 makes demo accounts on a server others can reach (their passwords
 * are in the README), or null when there is nothing to warn about.
 */
export function demoAccountsWarning(settings: Pick<Settings, 'seedDemo' | 'localOnly' | 'host' | 'siteUrl'>): string | null {
  if (!settings.seedDemo || settings.localOnly) return null;
  return (
    `Warning: SEED_DEMO=1 on a server others can reach (HOST=${settings.host}, SITE_URL=${settings.siteUrl.origin}). ` +
    `The demo accounts ${DEMO_ACCOUNTS.map((account) => account.email).join(', ')} have passwords published in the README ` +
    '(and the first is an admin): they are created in an empty database, and anyone can sign in with them. ' +
    'Unset SEED_DEMO, and delete those accounts before real people use this server.'
  );
}
