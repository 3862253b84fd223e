// Demo accounts for a first look at the platform: one of each kind of person, with some points.
// Created only into an empty database, and never in production unless asked (see settings SEED_DEMO).
import type { Backend } from '../backend.ts';
import { limit } from '../store/query.ts';
import { createAccount, type NewAccount } from './accounts.ts';
import { seedCommunityDemo } from './community-demo.ts';

export interface DemoAccount extends NewAccount {
  label: string;
  points: number;
  onboarded: boolean;
}

// The passwords are public (they are printed and in the README): demo data is for trying things out.
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { label: 'Admin', email: 'admin@demo.example', password: 'demo-Admin-Baobab-26', displayName: 'Ama Mensah (admin)', timezone: 'Africa/Accra', role: 'admin', membershipStatus: 'paid', transformationTier: null, points: 1200, onboarded: true },
  { label: 'Paid learner', email: 'paid@demo.example', password: 'demo-Paid-Acacia-26', displayName: 'Kwame Asante', timezone: 'Africa/Accra', membershipStatus: 'paid', transformationTier: 'individual_paid', points: 2350, onboarded: true },
  { label: 'Free learner', email: 'free@demo.example', password: 'demo-Free-Marula-26', displayName: 'Zanele Dlamini', timezone: 'Africa/Johannesburg', membershipStatus: 'free', transformationTier: null, points: 420, onboarded: false },
  { label: 'Corporate learner', email: 'corporate@demo.example', password: 'demo-Corp-Mahogany-26', displayName: 'Wanjiru Kamau', timezone: 'Africa/Nairobi', membershipStatus: 'paid', transformationTier: 'corporate_member', points: 5600, onboarded: true },
];

/** Whether the database has no users yet. */
export async function isEmpty({ store }: Backend): Promise<boolean> {
  const { total } = await store.listRows('users', [limit(1)]);
  return total === 0;
}

/** Creates the demo accounts that do not exist yet; returns those it created. */
export async function seedDemoAccounts(backend: Backend): Promise<DemoAccount[]> {
  const created: DemoAccount[] = [];
  const ids = new Map<string, string>();
  for (const account of DEMO_ACCOUNTS) {
    if (await backend.auth.findUserIdByEmail(account.email)) continue;
    const { userId } = await createAccount(backend, account);
    ids.set(account.label, userId);
    await backend.store.updateRow('user_points', userId, { points: account.points });
    if (account.onboarded) {
      await backend.store.updateRow('users', userId, { onboardingCompletedAt: new Date().toISOString(), journey: 'kofi' });
    }
    created.push(account);
  }
  const [admin, paid, corporate] = [ids.get('Admin'), ids.get('Paid learner'), ids.get('Corporate learner')];
  // The community's demo rows come with a first seed only (never on top of accounts people already use).
  if (admin && paid && corporate) await seedCommunityDemo(backend, { admin, paid, corporate });
  return created;
}

/** The sign-in details of demo accounts, as printed by `npm start` and `npm run seed`. */
export function describeDemoAccounts(accounts: readonly DemoAccount[]): string {
  const width = Math.max(...accounts.map((a) => a.email.length));
  return accounts.map((a) => `  ${a.label.padEnd(18)} ${a.email.padEnd(width)}  ${a.password}`).join('\n');
}
