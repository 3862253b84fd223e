// Contract for villages (rule 30) on every backend: founding, joining from the list or by code, 3 to 12
// members (the 13th refused, even when two race for the last place), one village per learner, leaving (the
// founder hands over first; the last member closes it), the founder's tools and who may use them, and the
// village board following every change (rule 26).
import { describe, expect, it } from 'vitest';
import { JOIN_MESSAGES } from '#/domain/villages.ts';
import { getLeaderboard } from '#/server/services/gamification/index.ts';
import { createVillage, joinByCode, joinVillage, leaveVillage } from '#/server/services/villages/village-membership.ts';
import { handOverVillage, regenerateInviteCode, removeMember } from '#/server/services/villages/village-founder.ts';
import { getVillagePage, listOpenVillages } from '#/server/services/villages/village-reads.ts';
import { awardXp } from '#/server/services/gamification/index.ts';
import type { Store } from '#/server/store/port.ts';
import { failure } from '../../fixtures/service-failure.ts';
import { addLearners, outcomeOf } from './harness.ts';

export function describeVillages(store: () => Store): void {
  const backend = () => ({ store: store() });
  const found = async (founder: string, access: 'open' | 'invite' = 'open') =>
    (await createVillage(backend(), founder, { name: `${founder}'s village`, description: 'We meet on Fridays.', access })).villageId;
  const codeOf = async (villageId: string) => (await store().getRow('villages', villageId))?.inviteCode ?? '';

  describe('villages', () => {
    it('founding makes the founder its first member and earns the Village founder badge', async () => {
      await addLearners(store(), ['ada']);
      const { villageId, badges } = await createVillage(backend(), 'ada', { name: 'Lagos leaders', description: null, access: 'open' });
      expect(badges.map((badge) => badge.id)).toContain('village-founder');
      expect(await store().getRow('villages', villageId)).toMatchObject({ memberCount: 1, founderId: 'ada', status: 'active' });
      expect((await store().getRow('users', 'ada'))?.villageId).toBe(villageId);
      const page = await getVillagePage(backend(), 'ada', villageId);
      expect(page).toMatchObject({ isMember: true, isFounder: true });
      expect(page?.inviteCode).toMatch(/^[A-Z2-9]{8}$/);
      expect(page?.members.map((member) => member.userId)).toEqual(['ada']);
    });

    it('joins an open village from the list and any village by its code; invite-only ones are not listed', async () => {
      await addLearners(store(), ['ada', 'ben', 'kofi', 'zola']);
      const open = await found('ada');
      const invite = await found('ben', 'invite');
      expect((await listOpenVillages(backend())).villages.map((village) => village.id)).toEqual([open]);
      await joinVillage(backend(), 'kofi', open);
      expect(await outcomeOf(joinVillage(backend(), 'zola', invite))).toBe('invalid-argument');
      const code = await codeOf(invite);
      expect(await joinByCode(backend(), 'zola', `${code.slice(0, 4).toLowerCase()}-${code.slice(4)}`)).toEqual({ villageId: invite });
      expect((await store().getRow('villages', invite))?.memberCount).toBe(2);
    });

    it('lists forming villages (fewer than 3 members) first, as the villages article promises, then the rest smallest first', async () => {
      await addLearners(store(), ['ada', 'ben', 'chi', 'dayo', 'efe', 'femi', 'gbenga', 'hauwa', 'ife', 'jide']);
      // Founded from the largest to the smallest, so the order cannot come from when they were founded.
      const four = await found('ada');
      for (const member of ['ben', 'chi', 'dayo']) await joinVillage(backend(), member, four);
      const three = await found('efe');
      for (const member of ['femi', 'gbenga']) await joinVillage(backend(), member, three);
      const two = await found('hauwa');
      await joinVillage(backend(), 'ife', two);
      const one = await found('jide');
      const listed = (await listOpenVillages(backend())).villages;
      expect(listed.map((village) => [village.id, village.memberCount, village.stage])).toEqual([
        [one, 1, 'forming'],
        [two, 2, 'forming'],
        [three, 3, 'established'],
        [four, 4, 'established'],
      ]);
    });

    it('a wrong code is refused next to the field', async () => {
      await addLearners(store(), ['ada']);
      const error = await failure(joinByCode(backend(), 'ada', 'ZZZZ-ZZZZ'));
      expect(error.fields.code).toMatch(/No village has that invite code/);
    });

    it('holds 12 members: the 13th is refused with a message', async () => {
      const people = Array.from({ length: 13 }, (_, i) => `p${i}`);
      await addLearners(store(), people);
      const villageId = await found('p0');
      for (const person of people.slice(1, 12)) await joinVillage(backend(), person, villageId);
      const error = await failure(joinVillage(backend(), 'p12', villageId));
      expect(error.message).toBe(JOIN_MESSAGES.full);
      expect(await store().getRow('villages', villageId)).toMatchObject({ memberCount: 12 });
      expect((await store().getRow('users', 'p12'))?.villageId).toBeNull();
    });

    it('two learners racing for the last place: one gets it, the other is refused', async () => {
      const people = Array.from({ length: 13 }, (_, i) => `p${i}`);
      await addLearners(store(), people);
      const villageId = await found('p0');
      for (const person of people.slice(1, 11)) await joinVillage(backend(), person, villageId);
      const outcomes = await Promise.all([outcomeOf(joinVillage(backend(), 'p11', villageId)), outcomeOf(joinVillage(backend(), 'p12', villageId))]);
      expect(outcomes.filter((outcome) => outcome === 'ok')).toHaveLength(1);
      expect(await store().getRow('villages', villageId)).toMatchObject({ memberCount: 12 });
    });

    it('one village per learner: joining or founding another is refused while in one', async () => {
      await addLearners(store(), ['ada', 'ben', 'kofi']);
      const first = await found('ada');
      const second = await found('ben');
      await joinVillage(backend(), 'kofi', first);
      const error = await failure(joinVillage(backend(), 'kofi', second));
      expect(error.message).toBe(JOIN_MESSAGES['in-another-village']);
      expect(await outcomeOf(createVillage(backend(), 'kofi', { name: 'Third', description: null, access: 'open' }))).toBe('invalid-argument');
    });

    it('the founder hands over before leaving; the last member to leave closes the village', async () => {
      await addLearners(store(), ['ada', 'kofi']);
      const villageId = await found('ada');
      await joinVillage(backend(), 'kofi', villageId);
      expect(await outcomeOf(leaveVillage(backend(), 'ada'))).toBe('invalid-argument');
      await handOverVillage(backend(), 'ada', villageId, 'kofi');
      expect(await leaveVillage(backend(), 'ada')).toEqual({ villageId, closed: false });
      expect(await store().getRow('villages', villageId)).toMatchObject({ founderId: 'kofi', memberCount: 1 });
      expect(await leaveVillage(backend(), 'kofi')).toEqual({ villageId, closed: true });
      expect(await store().getRow('villages', villageId)).toMatchObject({ memberCount: 0, status: 'closed' });
      expect(await outcomeOf(joinVillage(backend(), 'ada', villageId))).toBe('invalid-argument');
      expect(await outcomeOf(leaveVillage(backend(), 'ada'))).toBe('not-found');
    });

    it('a new code shuts out the old one', async () => {
      await addLearners(store(), ['ada', 'kofi']);
      const villageId = await found('ada', 'invite');
      const old = await codeOf(villageId);
      const { inviteCode } = await regenerateInviteCode(backend(), 'ada', villageId);
      expect(inviteCode).not.toBe(old);
      expect(await outcomeOf(joinByCode(backend(), 'kofi', old))).toBe('invalid-argument');
      expect(await joinByCode(backend(), 'kofi', inviteCode)).toEqual({ villageId });
    });

    it('only the founder uses the founder’s tools, and only on members of their own village', async () => {
      await addLearners(store(), ['ada', 'kofi', 'eve', 'out']);
      const villageId = await found('ada');
      await joinVillage(backend(), 'kofi', villageId);
      await joinVillage(backend(), 'eve', villageId);
      const refused = await Promise.all([
        outcomeOf(regenerateInviteCode(backend(), 'eve', villageId)),
        outcomeOf(removeMember(backend(), 'eve', villageId, 'kofi')),
        outcomeOf(handOverVillage(backend(), 'eve', villageId, 'eve')),
        outcomeOf(removeMember(backend(), 'ada', villageId, 'out')),
        outcomeOf(removeMember(backend(), 'ada', villageId, 'ada')),
      ]);
      expect(refused).toEqual(['permission-denied', 'permission-denied', 'permission-denied', 'not-found', 'invalid-argument']);
      expect((await getVillagePage(backend(), 'eve', villageId))?.inviteCode).toBeNull();
      await removeMember(backend(), 'ada', villageId, 'kofi');
      expect(await store().getRow('villages', villageId)).toMatchObject({ memberCount: 2, founderId: 'ada' });
      expect((await store().getRow('users', 'kofi'))?.villageId).toBeNull();
    });

    it('a non-member sees the village’s name and size, not its members or board', async () => {
      await addLearners(store(), ['ada', 'out']);
      const villageId = await found('ada');
      const page = await getVillagePage(backend(), 'out', villageId);
      expect(page).toMatchObject({ isMember: false, inviteCode: null, members: [], board: null, village: { name: "ada's village", stage: 'forming' } });
    });

    it('the village board follows joining and leaving', async () => {
      await addLearners(store(), ['ada', 'kofi']);
      const villageId = await found('ada');
      await awardXp(backend(), { userId: 'kofi', activity: 'module', sourceId: 'm1' });
      await joinVillage(backend(), 'kofi', villageId);
      const board = await getLeaderboard(backend(), 'ada', { period: 'all', scope: 'village' });
      expect(board.top.map((entry) => entry.userId)).toEqual(['kofi']);
      await leaveVillage(backend(), 'kofi');
      expect((await getLeaderboard(backend(), 'ada', { period: 'all', scope: 'village' })).top).toEqual([]);
    });
  });
}
