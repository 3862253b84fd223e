// The admin dashboard's standing counters follow an organisation's changes (rules 34, 35), on both backends:
// joining by code, removal by the leader, deactivating and reactivating, and staffing an inactive organisation.
// After every step, "paid members" is exactly how many people the app itself treats as paid (the session's
// isPaid), and `npm run summaries -- rebuild` (rebuildSummaries) finds nothing to change.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '#/server/backend.ts';
import { createBackend } from '#/server/config.ts';
import { changeStanding } from '#/server/services/access.ts';
import { createAccount } from '#/server/services/accounts.ts';
import { getDashboard } from '#/server/services/admin/dashboard.ts';
import { addLeader, createOrganisation, joinByCode, removeMemberAsAdmin, removeTeamMember, setOrganisationActive } from '#/server/services/organisations/index.ts';
import { sessionUserOf } from '#/server/services/session-user.ts';
import { readSummaries, rebuildSummaries } from '#/server/services/summaries/index.ts';
import { parseSettings } from '#/server/settings.ts';
import { limit } from '#/server/store/query.ts';
import { startFakeAppwrite, type FakeAppwrite } from '../fakes/appwrite/index.ts';

interface Person {
  readonly id: string;
  readonly email: string;
}

async function person(backend: Backend, name: string, options: { admin?: boolean; paidThemselves?: boolean } = {}): Promise<Person> {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${randomUUID().slice(0, 6)}@example.org`;
  const { userId } = await createAccount(backend, {
    email,
    password: null,
    displayName: name,
    timezone: 'Africa/Accra',
    role: options.admin ? 'admin' : 'learner',
    membershipStatus: options.paidThemselves ? 'paid' : 'free',
    transformationTier: options.paidThemselves ? 'individual_paid' : null,
  });
  if (options.paidThemselves) {
    // What a fulfilled payment leaves behind (payment-fulfilment.ts), without running the provider.
    await backend.store.createRow('payments', null, { userId, provider: 'test', providerIntentId: `pi_${randomUUID()}`, amount: 9900, currency: 'USD', status: 'succeeded', fulfilledAt: new Date().toISOString() });
  }
  return { id: userId, email };
}

/** The standing counters as the dashboard reads them. */
async function counters(backend: Backend, adminId: string) {
  const read = await readSummaries(backend.store, [
    { metric: 'membership', buckets: ['free', 'paid'] },
    { metric: 'tier', buckets: ['none', 'individual_paid', 'corporate_member', 'corporate_leader'] },
    { metric: 'heldMembers', buckets: ['all'] },
  ]);
  return {
    free: read('membership', 'free').count,
    paid: read('membership', 'paid').count,
    none: read('tier', 'none').count,
    individual: read('tier', 'individual_paid').count,
    member: read('tier', 'corporate_member').count,
    leader: read('tier', 'corporate_leader').count,
    held: read('heldMembers', 'all').count,
    paidMembers: (await getDashboard(backend, adminId)).paidMembers.value,
  };
}

/** How many people the app treats as paid, one session at a time (a small test database). */
async function paidAsTheAppSeesIt(backend: Backend): Promise<number> {
  const users = await backend.store.findRows('users', [limit(500)]);
  const flags = await Promise.all(users.map((row) => sessionUserOf(backend.store, row)));
  return flags.filter((flag) => flag.isPaid).length;
}

/** The counters now, checked against the app's own view and against a rebuild from the rows. */
async function settled(backend: Backend, adminId: string) {
  const now = await counters(backend, adminId);
  expect(now.paidMembers).toBe(await paidAsTheAppSeesIt(backend));
  await rebuildSummaries(backend);
  expect(await counters(backend, adminId)).toEqual(now);
  return now;
}

function describeCounters(name: string, open: () => Promise<Backend>): void {
  describe(`organisation changes move the dashboard's counters: ${name}`, () => {
    it('join by code, removal by the leader, deactivate and reactivate, and an inactive organisation staffed and emptied by an admin', { timeout: 120_000 }, async () => {
      const backend = await open();
      try {
        const admin = await person(backend, 'Ama Admin', { admin: true });
        const leader = await person(backend, 'Lola Leader');
        const member = await person(backend, 'Mo Member');
        const payer = await person(backend, 'Pat Payer', { paidThemselves: true });
        const organisation = await createOrganisation(backend, admin.id, { name: 'Acacia Logistics', seatLimit: null });
        await addLeader(backend, admin.id, { organisationId: organisation.id, email: leader.email, reason: 'Signed contract' });
        const start = await settled(backend, admin.id);
        expect(start).toMatchObject({ paid: 2, leader: 1, held: 0, paidMembers: 2 });

        // Joining by code: a free learner becomes a paid corporate member; one who paid moves tier only.
        await joinByCode(backend, member.id, organisation.joinCode);
        await joinByCode(backend, payer.id, organisation.joinCode);
        const joined = await settled(backend, admin.id);
        expect(joined).toEqual({ ...start, free: start.free - 1, paid: start.paid + 1, none: start.none - 1, individual: start.individual - 1, member: start.member + 2, paidMembers: start.paidMembers + 1 });

        // Deactivating: nobody's row changes, but the leader and the member (who did not pay) are not paid now.
        await setOrganisationActive(backend, admin.id, organisation.id, false, 'Contract paused');
        const paused = await settled(backend, admin.id);
        expect(paused).toEqual({ ...joined, held: 2, paidMembers: joined.paidMembers - 2 });

        // Staffed while inactive by an admin (held at once), and an admin's own change takes one off hold.
        const late = await person(backend, 'Lee Late');
        await addLeader(backend, admin.id, { organisationId: organisation.id, email: late.email, reason: 'Second leader' });
        expect(await settled(backend, admin.id)).toMatchObject({ held: 3, paidMembers: paused.paidMembers });
        await changeStanding(backend, { adminId: admin.id }, late.id, { transformationTier: 'individual_paid' }, 'Paid by invoice');
        expect(await settled(backend, admin.id)).toMatchObject({ held: 2, paidMembers: paused.paidMembers + 1 });
        // Removed while inactive: off hold and free.
        await removeMemberAsAdmin(backend, admin.id, { organisationId: organisation.id, userId: member.id, reason: 'Left the company' });
        const emptied = await settled(backend, admin.id);
        expect(emptied).toMatchObject({ held: 1, paidMembers: paused.paidMembers + 1, paid: joined.paid });

        // Reactivating: everyone in it counts as paid again.
        await setOrganisationActive(backend, admin.id, organisation.id, true, 'Contract renewed');
        const renewed = await settled(backend, admin.id);
        expect(renewed).toEqual({ ...emptied, held: 0, paidMembers: emptied.paid });

        // Removed by the leader while active: the member who paid themselves stays paid (individual again).
        await removeTeamMember(backend, leader.id, payer.id);
        const removed = await settled(backend, admin.id);
        expect(removed).toEqual({ ...renewed, member: renewed.member - 1, individual: renewed.individual + 1 });
        expect(removed.paidMembers).toBe(removed.paid);
      } finally {
        await backend.store.close();
      }
    });
  });
}

const directories: string[] = [];
afterAll(async () => {
  await Promise.all(directories.map((directory) => rm(directory, { recursive: true, force: true })));
});

describeCounters('embedded (SQLite)', async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'organisation-counters-'));
  directories.push(dataDir);
  return createBackend(parseSettings({ DATA_DIR: dataDir }));
});

describe('on Appwrite', () => {
  let fake: FakeAppwrite;
  beforeAll(async () => {
    fake = await startFakeAppwrite();
  });
  afterAll(async () => {
    await fake.close();
  });
  describeCounters('Appwrite (fake Appwrite)', async () => {
    fake.tablesDb.reset();
    return createBackend(
      parseSettings({ BACKEND: 'appwrite', APPWRITE_ENDPOINT: fake.endpoint, APPWRITE_PROJECT_ID: fake.projectId, APPWRITE_API_KEY: fake.apiKey, APPWRITE_DATABASE_ID: fake.databaseId }),
    );
  });
});
