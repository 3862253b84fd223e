// Organisations and corporate teams (rule 34) on a Backend, run against both backends by organisations.test.ts:
// admins create and run organisations (each change audited, rule 35); leaders run their own team and nothing
// else; members join by code or invitation, count as paid while the organisation is active, and leave free
// unless they paid themselves; seats, the organisation board and cursor-paged member lists.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { NO_FREE_SEATS_MESSAGE, INACTIVE_MESSAGE } from '#/domain/organisations.ts';
import type { Backend } from '#/server/backend.ts';
import { createAccount } from '#/server/services/accounts.ts';
import { auditTrailOf } from '#/server/services/audit-log.ts';
import { awardXp, getLeaderboard } from '#/server/services/gamification/index.ts';
import {
  acceptPendingInvitations,
  addLeader,
  cancelInvitation,
  createOrganisation,
  getOrganisationForAdmin,
  inviteByEmailList,
  joinByCode,
  listOrganisations,
  listPendingInvitations,
  listTeamMembers,
  regenerateTeamCode,
  removeLeader,
  removeTeamMember,
  renameOrganisation,
  setOrganisationActive,
  setSeatLimit,
} from '#/server/services/organisations/index.ts';
import { isServiceError, type ServiceError } from '#/server/services/service-error.ts';
import { sessionUserOf } from '#/server/services/session-user.ts';
import { equal } from '#/server/store/query.ts';

export interface Person {
  id: string;
  email: string;
}

async function person(backend: Backend, options: { role?: 'admin' | 'learner'; name?: string; paid?: boolean } = {}): Promise<Person> {
  const email = `p-${randomUUID().slice(0, 8)}@example.org`;
  const { userId } = await createAccount(backend, {
    email,
    password: null,
    displayName: options.name ?? 'Test Person',
    timezone: 'Africa/Nairobi',
    role: options.role ?? 'learner',
    membershipStatus: options.paid ? 'paid' : 'free',
    transformationTier: options.paid ? 'individual_paid' : null,
  });
  if (options.paid) {
    // What a fulfilled payment leaves behind (payment-fulfilment.ts), without running the provider.
    await backend.store.createRow('payments', null, { userId, provider: 'test', providerIntentId: `pi_${randomUUID()}`, amount: 9900, currency: 'USD', status: 'succeeded', fulfilledAt: new Date().toISOString() });
  }
  return { id: userId, email };
}

async function refusal(promise: Promise<unknown>): Promise<ServiceError> {
  try {
    await promise;
  } catch (error) {
    if (isServiceError(error)) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

async function standing(backend: Backend, userId: string) {
  const row = await backend.store.getRow('users', userId);
  if (!row) throw new Error(`no user ${userId}`);
  const flags = await sessionUserOf(backend.store, row);
  return { organisationId: row.organisationId, membershipStatus: row.membershipStatus, transformationTier: row.transformationTier, isPaid: flags.isPaid, isCorporateLeader: flags.isCorporateLeader };
}

/** An admin, an organisation, and its leader. */
async function organisationWithLeader(backend: Backend, seatLimit: number | null = null) {
  const admin = await person(backend, { role: 'admin', name: 'Ama Admin' });
  const leader = await person(backend, { name: 'Lola Leader' });
  const organisation = await createOrganisation(backend, admin.id, { name: 'Acacia Logistics', seatLimit });
  await addLeader(backend, admin.id, { organisationId: organisation.id, email: leader.email, reason: 'Signed contract' });
  return { admin, leader, organisation };
}

export function describeOrganisationScenarios(name: string, open: () => Promise<Backend>, close: (backend: Backend) => Promise<void>): void {
  const scenario = (title: string, run: (backend: Backend) => Promise<void>, timeout = 60_000) =>
    it(title, { timeout }, async () => {
      const backend = await open();
      try {
        await run(backend);
      } finally {
        await close(backend);
      }
    });

  describe(`organisations: ${name}`, () => {
    scenario('an admin creates, renames and sets the seats of an organisation, each change audited; a learner may do none of it', async (backend) => {
      const admin = await person(backend, { role: 'admin' });
      const learner = await person(backend);
      const created = await createOrganisation(backend, admin.id, { name: 'Baobab Bank', seatLimit: 20 });
      expect(created).toMatchObject({ name: 'Baobab Bank', active: true, seatLimit: 20, memberCount: 0 });
      expect(created.joinCode).toMatch(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
      await renameOrganisation(backend, admin.id, created.id, 'Baobab Bank Ghana');
      await setSeatLimit(backend, admin.id, created.id, null);
      const detail = await getOrganisationForAdmin(backend, admin.id, created.id);
      expect(detail).toMatchObject({ name: 'Baobab Bank Ghana', seatLimit: null });
      const trail = await auditTrailOf(backend.store, 'organisation', created.id);
      expect(trail.map((entry) => entry.action).sort()).toEqual(['organisation.created', 'organisation.renamed', 'organisation.seats-changed']);
      expect(trail.find((entry) => entry.action === 'organisation.renamed')).toMatchObject({ actorId: admin.id, before: { name: 'Baobab Bank' }, after: { name: 'Baobab Bank Ghana' } });

      expect((await refusal(createOrganisation(backend, learner.id, { name: 'Mine', seatLimit: null }))).code).toBe('permission-denied');
      expect((await refusal(renameOrganisation(backend, learner.id, created.id, 'Mine'))).code).toBe('permission-denied');
      expect((await refusal(listOrganisations(backend, learner.id))).code).toBe('permission-denied');
      expect((await listOrganisations(backend, admin.id)).organisations.map((o) => o.name)).toEqual(['Baobab Bank Ghana']);
    });

    scenario('a leader added by email is paid with the corporate_leader tier; a member who joins by code is paid as corporate_member and on the organisation board', async (backend) => {
      const { admin, leader, organisation } = await organisationWithLeader(backend);
      expect(await standing(backend, leader.id)).toEqual({ organisationId: organisation.id, membershipStatus: 'paid', transformationTier: 'corporate_leader', isPaid: true, isCorporateLeader: true });
      expect((await auditTrailOf(backend.store, 'user', leader.id))[0]).toMatchObject({ action: 'organisation.leader-added', actorId: admin.id, reason: 'Signed contract' });
      expect((await refusal(addLeader(backend, admin.id, { organisationId: organisation.id, email: 'nobody@example.org', reason: 'x y z' }))).fields.email).toMatch(/No account uses this email/);

      const member = await person(backend, { name: 'Mo Member' });
      await awardXp(backend, { userId: member.id, activity: 'module', sourceId: 'm1' });
      await joinByCode(backend, member.id, organisation.joinCode.toLowerCase().replace('-', ' '));
      expect(await standing(backend, member.id)).toEqual({ organisationId: organisation.id, membershipStatus: 'paid', transformationTier: 'corporate_member', isPaid: true, isCorporateLeader: false });
      expect((await getOrganisationForAdmin(backend, admin.id, organisation.id)).memberCount).toBe(2);
      // The organisation board (the engine's organisation scope) has the member's XP from before they joined.
      const board = await getLeaderboard(backend, leader.id, { period: 'all', scope: 'organisation' });
      expect(board.top.map((entry) => [entry.displayName, entry.points])).toEqual([['Mo Member', 100]]);
      expect((await refusal(joinByCode(backend, member.id, organisation.joinCode))).fields.joinCode).toMatch(/already belong/);

      // A new code: the old one stops working at once, the new one works; the codes stay out of the log.
      const fresh = await regenerateTeamCode(backend, leader.id);
      expect(fresh).not.toBe(organisation.joinCode);
      const late = await person(backend);
      expect((await refusal(joinByCode(backend, late.id, organisation.joinCode))).fields.joinCode).toMatch(/No organisation has this code/);
      await joinByCode(backend, late.id, fresh);
      const replaced = (await auditTrailOf(backend.store, 'organisation', organisation.id)).find((entry) => entry.action === 'organisation.code-replaced');
      expect(replaced).toMatchObject({ actorId: leader.id });
      expect(JSON.stringify(replaced)).not.toContain(fresh.replace('-', ''));
    });

    scenario('seats: joining past the limit is refused with a message, and the limit cannot drop below the members', async (backend) => {
      const { admin, organisation } = await organisationWithLeader(backend, 2);
      await joinByCode(backend, (await person(backend)).id, organisation.joinCode);
      const third = await person(backend);
      expect((await refusal(joinByCode(backend, third.id, organisation.joinCode))).fields.joinCode).toBe(NO_FREE_SEATS_MESSAGE);
      expect((await standing(backend, third.id)).organisationId).toBeNull();
      expect((await refusal(setSeatLimit(backend, admin.id, organisation.id, 1))).fields.seatLimit).toMatch(/2 people are members already/);
      expect((await refusal(addLeader(backend, admin.id, { organisationId: organisation.id, email: third.email, reason: 'More help' }))).fields.email).toMatch(/raise the seat limit first/);
      await setSeatLimit(backend, admin.id, organisation.id, 3);
      await joinByCode(backend, third.id, organisation.joinCode);
      expect((await getOrganisationForAdmin(backend, admin.id, organisation.id)).memberCount).toBe(3);
    });

    scenario('deactivating stops members counting as paid (unless they paid themselves) and stops joining; reactivating restores it', async (backend) => {
      const { admin, leader, organisation } = await organisationWithLeader(backend);
      const member = await person(backend);
      const payer = await person(backend, { paid: true });
      await joinByCode(backend, member.id, organisation.joinCode);
      await joinByCode(backend, payer.id, organisation.joinCode);
      await setOrganisationActive(backend, admin.id, organisation.id, false, 'Contract paused');
      expect((await standing(backend, member.id)).isPaid).toBe(false);
      expect((await standing(backend, leader.id)).isPaid).toBe(false);
      expect((await standing(backend, payer.id)).isPaid).toBe(true);
      expect((await refusal(joinByCode(backend, (await person(backend)).id, organisation.joinCode))).fields.joinCode).toBe(INACTIVE_MESSAGE);
      // An admin may still staff it (setting it up before it starts); the new leader is not paid meanwhile.
      const secondLeader = await person(backend);
      await addLeader(backend, admin.id, { organisationId: organisation.id, email: secondLeader.email, reason: 'Ready for the restart' });
      expect(await standing(backend, secondLeader.id)).toMatchObject({ transformationTier: 'corporate_leader', isPaid: false });
      await setOrganisationActive(backend, admin.id, organisation.id, true, 'Contract renewed');
      expect((await standing(backend, member.id)).isPaid).toBe(true);
      const trail = await auditTrailOf(backend.store, 'organisation', organisation.id);
      expect(trail.filter((entry) => entry.action.endsWith('activated')).map((entry) => [entry.action, entry.reason])).toEqual(
        expect.arrayContaining([['organisation.deactivated', 'Contract paused'], ['organisation.reactivated', 'Contract renewed']]),
      );
    });

    scenario('a leader removes a member: free again, or individual paid if they paid themselves; seat freed, off the board', async (backend) => {
      const { admin, leader, organisation } = await organisationWithLeader(backend);
      const member = await person(backend, { name: 'Mo Member' });
      const payer = await person(backend, { name: 'Pat Payer', paid: true });
      await awardXp(backend, { userId: member.id, activity: 'module', sourceId: 'm1' });
      await joinByCode(backend, member.id, organisation.joinCode);
      await joinByCode(backend, payer.id, organisation.joinCode);
      await removeTeamMember(backend, leader.id, member.id);
      await removeTeamMember(backend, leader.id, payer.id);
      expect(await standing(backend, member.id)).toEqual({ organisationId: null, membershipStatus: 'free', transformationTier: null, isPaid: false, isCorporateLeader: false });
      expect(await standing(backend, payer.id)).toEqual({ organisationId: null, membershipStatus: 'paid', transformationTier: 'individual_paid', isPaid: true, isCorporateLeader: false });
      expect((await getOrganisationForAdmin(backend, admin.id, organisation.id)).memberCount).toBe(1);
      expect((await getLeaderboard(backend, leader.id, { period: 'all', scope: 'organisation' })).top).toEqual([]);
      expect((await auditTrailOf(backend.store, 'user', member.id))[0]).toMatchObject({ action: 'organisation.member-removed', actorId: leader.id });
    });

    scenario('a leader reaches only their own team: not another organisation’s members or invitations, not other leaders, not admin work', async (backend) => {
      const { admin, leader, organisation } = await organisationWithLeader(backend);
      const other = await createOrganisation(backend, admin.id, { name: 'Other Org', seatLimit: null });
      const otherLeader = await person(backend);
      await addLeader(backend, admin.id, { organisationId: other.id, email: otherLeader.email, reason: 'Their leader' });
      const outsider = await person(backend);
      await joinByCode(backend, outsider.id, other.joinCode);
      await inviteByEmailList(backend, otherLeader.id, 'someone@example.org');
      const [otherInvitation] = (await listPendingInvitations(backend, otherLeader.id)).invitations;

      expect((await refusal(removeTeamMember(backend, leader.id, outsider.id))).code).toBe('not-found');
      expect((await refusal(removeTeamMember(backend, leader.id, otherLeader.id))).code).toBe('not-found');
      expect((await refusal(cancelInvitation(backend, leader.id, otherInvitation!.id))).code).toBe('not-found');
      // The team list is always the leader's own: a cursor from another organisation starts it from the top.
      const page = await listTeamMembers(backend, leader.id, { after: outsider.id });
      expect(page.members.map((m) => m.userId)).toEqual([leader.id]);
      // Another leader of the same organisation is an admin's to remove, not a leader's.
      const coLeader = await person(backend);
      await addLeader(backend, admin.id, { organisationId: organisation.id, email: coLeader.email, reason: 'Second leader' });
      expect((await refusal(removeTeamMember(backend, leader.id, coLeader.id))).code).toBe('permission-denied');
      // Admin work and other people's standing stay out of reach.
      expect((await refusal(setOrganisationActive(backend, leader.id, organisation.id, false, 'Not mine to do'))).code).toBe('permission-denied');
      expect((await refusal(addLeader(backend, leader.id, { organisationId: organisation.id, email: outsider.email, reason: 'Promote' }))).code).toBe('permission-denied');
      expect((await refusal(removeLeader(backend, leader.id, { organisationId: organisation.id, userId: coLeader.id, reason: 'Demote' }))).code).toBe('permission-denied');
      // And someone who leads nothing has no team at all.
      expect((await refusal(listTeamMembers(backend, outsider.id))).code).toBe('permission-denied');
      expect((await refusal(regenerateTeamCode(backend, outsider.id))).code).toBe('permission-denied');
    });

    scenario('invitations by email list: pending until that email signs in, cancellable, used up once', async (backend) => {
      const { admin, leader, organisation } = await organisationWithLeader(backend);
      const invitee = await person(backend, { name: 'Ivy Invitee' });
      const outcome = await inviteByEmailList(backend, leader.id, `Ivy <${invitee.email.toUpperCase()}>, later@example.org\nlater@example.org; gone@example.org`);
      expect(outcome).toEqual({ invited: [invitee.email, 'later@example.org', 'gone@example.org'], alreadyInvited: [] });
      expect((await inviteByEmailList(backend, leader.id, 'later@example.org')).alreadyInvited).toEqual(['later@example.org']);
      expect((await refusal(inviteByEmailList(backend, leader.id, 'ok@example.org, not-an-address'))).fields.emails).toMatch(/"not-an-address"/);
      const pending = (await listPendingInvitations(backend, leader.id)).invitations;
      expect(pending.map((invitation) => invitation.email)).toEqual(['gone@example.org', 'later@example.org', invitee.email].sort());
      await cancelInvitation(backend, leader.id, pending.find((invitation) => invitation.email === 'gone@example.org')!.id);

      expect(await acceptPendingInvitations(backend, invitee.id)).toEqual({ organisationId: organisation.id });
      expect(await standing(backend, invitee.id)).toMatchObject({ organisationId: organisation.id, transformationTier: 'corporate_member', isPaid: true });
      expect((await listPendingInvitations(backend, leader.id)).invitations.map((invitation) => invitation.email)).toEqual(['later@example.org']);
      expect(await acceptPendingInvitations(backend, invitee.id)).toBeNull();
      expect((await getOrganisationForAdmin(backend, admin.id, organisation.id)).memberCount).toBe(2);
      const trail = await auditTrailOf(backend.store, 'organisation', organisation.id);
      expect(trail.map((entry) => entry.action)).toEqual(expect.arrayContaining(['organisation.invited', 'organisation.invitation-cancelled']));
    });

    scenario('an invitation waits while the organisation is inactive, and is accepted at the next sign-in after', async (backend) => {
      const { admin, leader, organisation } = await organisationWithLeader(backend);
      const invitee = await person(backend);
      await inviteByEmailList(backend, leader.id, invitee.email);
      await setOrganisationActive(backend, admin.id, organisation.id, false, 'Paused');
      expect(await acceptPendingInvitations(backend, invitee.id)).toBeNull();
      expect((await listPendingInvitations(backend, leader.id)).invitations).toHaveLength(1);
      await setOrganisationActive(backend, admin.id, organisation.id, true, 'Back');
      expect(await acceptPendingInvitations(backend, invitee.id)).toEqual({ organisationId: organisation.id });
    });

    scenario('wrong join codes are counted per account: the eleventh within 15 minutes waits, even with a right code', async (backend) => {
      const { organisation } = await organisationWithLeader(backend);
      const guesser = await person(backend);
      for (let attempt = 0; attempt < 10; attempt++) {
        expect((await refusal(joinByCode(backend, guesser.id, 'AAAA-AAAA'))).fields.joinCode).toMatch(/No organisation has this code/);
      }
      const eleventh = await refusal(joinByCode(backend, guesser.id, organisation.joinCode));
      expect(eleventh.fields.joinCode).toMatch(/Too many codes tried/);
      // A code of the wrong shape is a typo, answered without counting.
      expect((await refusal(joinByCode(backend, (await person(backend)).id, 'K7MQ'))).fields.joinCode).toMatch(/8-character code/);
    });

    scenario('a removed leader stays a member; the member list pages by name with each member’s progress', async (backend) => {
      const { admin, leader, organisation } = await organisationWithLeader(backend);
      const names = Array.from({ length: 55 }, (_, index) => `Member ${String(index).padStart(2, '0')}`);
      for (const memberName of names) {
        const member = await person(backend, { name: memberName });
        await joinByCode(backend, member.id, organisation.joinCode);
      }
      const first = await listTeamMembers(backend, leader.id);
      expect(first.members).toHaveLength(50);
      expect(first.nextCursor).not.toBeNull();
      const second = await listTeamMembers(backend, leader.id, { after: first.nextCursor });
      expect(second.nextCursor).toBeNull();
      expect([...first.members, ...second.members].map((m) => m.displayName)).toEqual(['Lola Leader', ...names]);
      const lastMember = second.members.find((m) => m.displayName === 'Member 54')!;
      await awardXp(backend, { userId: lastMember.userId, activity: 'module', sourceId: 'm-1' });
      const searched = await listTeamMembers(backend, leader.id, { search: 'member 54' });
      expect(searched.members).toEqual([expect.objectContaining({ displayName: 'Member 54', modulesDone: 1, xpThisMonth: 100, isLeader: false })]);

      await removeLeader(backend, admin.id, { organisationId: organisation.id, userId: leader.id, reason: 'Handed over' });
      expect(await standing(backend, leader.id)).toMatchObject({ organisationId: organisation.id, transformationTier: 'corporate_member', isPaid: true, isCorporateLeader: false });
      expect((await backend.store.listRows('users', [equal('organisationId', organisation.id), equal('transformationTier', 'corporate_leader')])).total).toBe(0);
    }, 180_000);
  });
}
