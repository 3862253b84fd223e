// Contract for group challenges (rule 30) on every backend: rank 2 and a village of 3 open starting one,
// progress counts members' activity from when it started, and meeting the goal grants every member the
// challenge's badge once, in one transaction (12 members stay well inside Appwrite's 100 operations).
import { describe, expect, it } from 'vitest';
import { START_MESSAGES } from '#/domain/challenges.ts';
import { awardXp } from '#/server/services/gamification/index.ts';
import { addImpactEntry, type ImpactInput } from '#/server/services/impact/impact-log.ts';
import { refreshChallenge, startChallenge } from '#/server/services/villages/group-challenges.ts';
import { createVillage, joinVillage, leaveVillage } from '#/server/services/villages/village-membership.ts';
import type { Store } from '#/server/store/port.ts';
import { failure } from '../../fixtures/service-failure.ts';
import { equal, limit } from '#/server/store/query.ts';
import { addLearners, outcomeOf } from './harness.ts';

const ENTRY: ImpactInput = {
  date: '2026-11-02',
  title: 'Stand-up with owners',
  description: 'Every action now has an owner.',
  peopleAffected: 6,
  category: 'team',
  evidenceUrl: null,
  shared: false,
};

export function describeChallenges(store: () => Store): void {
  const backend = () => ({ store: store() });
  const holders = async (badgeId: string) =>
    (await store().findRows('badges_awarded', [equal('badgeId', badgeId), limit(100)])).map((row) => row.userId).sort();

  /** A village of `ids` (the first founds it), every member at `points`. */
  async function village(ids: readonly string[], points = 600): Promise<string> {
    await addLearners(store(), ids, {}, points);
    const [founder, ...rest] = ids;
    const { villageId } = await createVillage(backend(), founder ?? '', { name: 'Challengers', description: null, access: 'open' });
    for (const id of rest) await joinVillage(backend(), id, villageId);
    return villageId;
  }

  describe('group challenges', () => {
    it('rank 2 opens starting one; a forming village cannot; one at a time', async () => {
      const villageId = await village(['ada', 'kofi']);
      await addLearners(store(), ['low', 'zola']);
      expect(await failure(startChallenge(backend(), 'ada', villageId, 'impact-week'))).toMatchObject({ message: START_MESSAGES.forming });
      await joinVillage(backend(), 'low', villageId);
      expect(await failure(startChallenge(backend(), 'low', villageId, 'impact-week'))).toMatchObject({ message: START_MESSAGES.rank });
      expect(await outcomeOf(startChallenge(backend(), 'zola', villageId, 'impact-week'))).toBe('permission-denied');
      await startChallenge(backend(), 'ada', villageId, 'impact-week');
      expect(await failure(startChallenge(backend(), 'kofi', villageId, 'village-sprint'))).toMatchObject({ message: START_MESSAGES.running });
      expect(await outcomeOf(startChallenge(backend(), 'ada', villageId, 'no-such-challenge'))).toBe('invalid-argument');
    });

    it('every member logging an entry meets Impact week and grants each member its badge, once', async () => {
      const villageId = await village(['ada', 'kofi', 'zola']);
      await startChallenge(backend(), 'ada', villageId, 'impact-week');
      await addImpactEntry(backend(), 'ada', ENTRY);
      await addImpactEntry(backend(), 'kofi', ENTRY);
      let view = await refreshChallenge(backend(), villageId);
      expect(view).toMatchObject({ state: 'running', progress: { current: 2, target: 3 } });
      expect(await holders('challenge-impact-week')).toEqual([]);
      // The last member's entry meets the goal: its write brings the challenge up to date by itself.
      await addImpactEntry(backend(), 'zola', ENTRY);
      expect(await holders('challenge-impact-week')).toEqual(['ada', 'kofi', 'zola']);
      view = await refreshChallenge(backend(), villageId);
      expect(view).toMatchObject({ state: 'met', progress: { met: true } });
      await refreshChallenge(backend(), villageId);
      expect(await store().findRows('badges_awarded', [equal('badgeId', 'challenge-impact-week'), limit(100)])).toHaveLength(3);
    });

    it('a total counts XP members earned since the start, and a member who left no longer counts', async () => {
      const villageId = await village(['ada', 'kofi', 'zola', 'ben']);
      await awardXp(backend(), { userId: 'kofi', activity: 'capstone', sourceId: 'before' });
      await startChallenge(backend(), 'ada', villageId, 'village-sprint');
      await awardXp(backend(), { userId: 'kofi', activity: 'capstone', sourceId: 'c1' });
      await awardXp(backend(), { userId: 'ben', activity: 'capstone', sourceId: 'c2' });
      expect((await refreshChallenge(backend(), villageId))?.progress.current).toBe(500);
      await leaveVillage(backend(), 'ben');
      expect((await refreshChallenge(backend(), villageId))?.progress.current).toBe(250);
    });

    it('a full village of 12 meeting a goal: all 12 get the badge in one transaction', async () => {
      const ids = Array.from({ length: 12 }, (_, i) => `m${i}`);
      const villageId = await village(ids);
      await startChallenge(backend(), 'm0', villageId, 'a-hundred-lives');
      await addImpactEntry(backend(), 'm3', { ...ENTRY, peopleAffected: 100 });
      expect(await holders('challenge-a-hundred-lives')).toEqual([...ids].sort());
    });

    it('a new challenge starts once the last one is met', async () => {
      const villageId = await village(['ada', 'kofi', 'zola']);
      await startChallenge(backend(), 'ada', villageId, 'a-hundred-lives');
      await addImpactEntry(backend(), 'kofi', { ...ENTRY, peopleAffected: 150 });
      expect(await outcomeOf(startChallenge(backend(), 'ada', villageId, 'impact-week'))).toBe('ok');
    });
  });
}
