// An organisation of 10,000 members (rule 34, the brief's size): the leader's member list is cursor-paged by
// name, so walking every page lists each member exactly once, in order, and a name search stays inside the
// organisation. Correctness only; how fast a page is belongs to `npm run bench`, never to a test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '#/server/services/accounts.ts';
import { addLeader, createOrganisation, listTeamMembers, MEMBERS_PAGE_SIZE } from '#/server/services/organisations/index.ts';
import { createTestBackend, type TestBackend } from '../../fixtures/test-backend.ts';

const MEMBERS = 10_000;
let backend: TestBackend;
let leaderId: string;

beforeAll(async () => {
  backend = createTestBackend();
  const { userId: admin } = await createAccount(backend, { email: 'admin@example.org', password: null, displayName: 'Admin', timezone: 'UTC', role: 'admin' });
  ({ userId: leaderId } = await createAccount(backend, { email: 'lead@example.org', password: null, displayName: 'Zz Leader', timezone: 'UTC' }));
  const organisation = await createOrganisation(backend, admin, { name: 'Big Co', seatLimit: null });
  const other = await createOrganisation(backend, admin, { name: 'Other Co', seatLimit: null });
  await addLeader(backend, admin, { organisationId: organisation.id, email: 'lead@example.org', reason: 'Leader' });
  // Written as joining writes them (organisationId, paid, corporate_member), in large transactions for speed.
  await backend.store.transaction(async (tx) => {
    for (let index = 0; index < MEMBERS; index++) {
      const id = `m${String(index).padStart(5, '0')}`;
      await tx.createRow('users', id, { role: 'learner', membershipStatus: 'paid', transformationTier: 'corporate_member', displayName: `Member ${String(index).padStart(5, '0')}`, timezone: 'UTC', organisationId: organisation.id });
      // Someone of another organisation with a name that sorts among them: never listed.
      if (index % 1000 === 0) await tx.createRow('users', `o${index}`, { role: 'learner', membershipStatus: 'paid', transformationTier: 'corporate_member', displayName: `Member ${String(index).padStart(5, '0')}b`, timezone: 'UTC', organisationId: other.id });
    }
  });
}, 120_000);
afterAll(async () => {
  await backend.dispose();
});

describe('an organisation of 10,000 members', () => {
  it('the member list walks every page once: each member exactly once, by name, then the leader', { timeout: 120_000 }, async () => {
    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const page = await listTeamMembers(backend, leaderId, { after });
      expect(page.members.length).toBeLessThanOrEqual(MEMBERS_PAGE_SIZE);
      seen.push(...page.members.map((member) => member.displayName));
      after = page.nextCursor;
      pages += 1;
    } while (after !== null);
    expect(pages).toBe(Math.ceil((MEMBERS + 1) / MEMBERS_PAGE_SIZE));
    expect(seen).toHaveLength(MEMBERS + 1);
    expect(seen).toEqual([...seen].sort());
    expect(new Set(seen).size).toBe(MEMBERS + 1);
    expect(seen.at(-1)).toBe('Zz Leader');
  });

  it('a name search finds one member among 10,000, and no one of another organisation', async () => {
    const page = await listTeamMembers(backend, leaderId, { search: 'member 07000' });
    expect(page.members.map((member) => member.displayName)).toEqual(['Member 07000']);
  });
});
