// Group challenge progress (rule 30): counted from what the current members did inside the challenge's
// window; totals are met by the event that reaches the target, every-member goals by the last member to act;
// rank 2 and a village of 3 are needed to start one.
import { describe, expect, it } from 'vitest';
import { CHALLENGE_MEASURES, challengeProgress, challengeState, goalFor, measureSource, progressText, startRefusal, type ChallengeGoal, type LedgerActivity } from '#/domain/challenges.ts';

const goal = (measure: ChallengeGoal['measure'], target = 1): ChallengeGoal => ({
  measure,
  target,
  startsAt: '2026-11-01T00:00:00.000Z',
  endsAt: '2026-11-08T00:00:00.000Z',
});
const award = (userId: string, activity: string, xp: number, awardedAt: string): LedgerActivity => ({ userId, activity, xp, awardedAt });
const entry = (userId: string, loggedAt: string, peopleAffected = 1) => ({ userId, loggedAt, peopleAffected });
const members = ['ada', 'kofi', 'zola'];

describe('totals', () => {
  it('XP earned adds up members’ activity XP in the window and is met by the award that reaches the target', () => {
    const progress = challengeProgress(goal('xp_earned', 200), members, {
      ledger: [award('ada', 'module', 100, '2026-11-02T10:00:00Z'), award('kofi', 'webinar', 75, '2026-11-03T10:00:00Z'), award('zola', 'module', 150, '2026-11-04T10:00:00Z')],
      impact: [],
    });
    expect(progress).toMatchObject({ current: 325, target: 200, met: true, metAt: '2026-11-04T10:00:00Z', share: 1 });
  });

  it('leaves out adjustments, activity before the start or after the end, and people who are not members', () => {
    const progress = challengeProgress(goal('xp_earned', 500), members, {
      ledger: [
        award('ada', 'adjustment', 400, '2026-11-02T10:00:00Z'),
        award('ada', 'module', 100, '2026-10-31T23:59:59Z'),
        award('ada', 'module', 100, '2026-11-08T00:00:00Z'),
        award('stranger', 'module', 100, '2026-11-02T10:00:00Z'),
        award('kofi', 'module', 100, '2026-11-07T23:59:59Z'),
      ],
      impact: [],
    });
    expect(progress).toMatchObject({ current: 100, met: false, metAt: null, share: 0.2 });
  });

  it('modules and reflections count their ledger entries; impact entries count when they were logged', () => {
    const activity = {
      ledger: [award('ada', 'module', 100, '2026-11-02T10:00:00Z'), award('ada', 'weekly_reflection', 60, '2026-11-02T11:00:00Z'), award('kofi', 'module', 150, '2026-11-03T10:00:00Z')],
      impact: [entry('ada', '2026-11-02T12:00:00Z', 40), entry('kofi', '2026-11-05T12:00:00Z', 70), entry('zola', '2026-10-20T12:00:00Z', 500)],
    };
    expect(challengeProgress(goal('modules_completed', 2), members, activity)).toMatchObject({ current: 2, met: true, metAt: '2026-11-03T10:00:00Z' });
    expect(challengeProgress(goal('reflections_written', 2), members, activity)).toMatchObject({ current: 1, met: false });
    expect(challengeProgress(goal('impact_entries', 3), members, activity)).toMatchObject({ current: 2, met: false });
    expect(challengeProgress(goal('people_affected', 100), members, activity)).toMatchObject({ current: 110, met: true, metAt: '2026-11-05T12:00:00Z' });
  });

  it('each measure counts one source only, the one the service reads', () => {
    const ledgerOnly = { ledger: [award('ada', 'module', 100, '2026-11-02T10:00:00Z'), award('ada', 'weekly_reflection', 60, '2026-11-02T11:00:00Z')], impact: [] };
    const impactOnly = { ledger: [], impact: [entry('ada', '2026-11-02T12:00:00Z', 40)] };
    for (const measure of CHALLENGE_MEASURES) {
      const counted = measureSource(measure) === 'ledger' ? ledgerOnly : impactOnly;
      const other = measureSource(measure) === 'ledger' ? impactOnly : ledgerOnly;
      expect(challengeProgress(goal(measure, 1000), members, counted).current, measure).toBeGreaterThan(0);
      expect(challengeProgress(goal(measure, 1000), members, other).current, measure).toBe(0);
    }
  });
});

describe('every member', () => {
  it('is met when each current member has acted once, at the first act of the last of them', () => {
    const progress = challengeProgress(goal('members_logging_impact'), members, {
      ledger: [],
      impact: [entry('ada', '2026-11-02T10:00:00Z'), entry('ada', '2026-11-03T10:00:00Z'), entry('kofi', '2026-11-04T10:00:00Z'), entry('zola', '2026-11-06T10:00:00Z')],
    });
    expect(progress).toMatchObject({ current: 3, target: 3, met: true, metAt: '2026-11-06T10:00:00Z' });
  });

  it('the target is the number of members now: one who joins raises it', () => {
    const progress = challengeProgress(goal('members_reflecting'), [...members, 'new'], {
      ledger: members.map((userId) => award(userId, 'weekly_reflection', 60, '2026-11-03T10:00:00Z')),
      impact: [],
    });
    expect(progress).toMatchObject({ current: 3, target: 4, met: false });
  });
});

describe('state and start', () => {
  it('runs until its end, is met once the goal is reached, and has ended otherwise', () => {
    const g = goal('impact_entries', 1);
    expect(challengeState(g, { met: false }, new Date('2026-11-07T23:00:00Z'))).toBe('running');
    expect(challengeState(g, { met: false }, new Date('2026-11-08T00:00:00Z'))).toBe('ended');
    expect(challengeState(g, { met: true }, new Date('2026-12-01T00:00:00Z'))).toBe('met');
  });

  it('a goal starts now and lasts the challenge’s duration', () => {
    const challenge = { id: 'c', name: 'C', summary: 'S', measure: 'xp_earned', target: 10, durationDays: 14, badge: 'b', order: 1, description: '' } as const;
    expect(goalFor(challenge, new Date('2026-11-01T09:00:00Z'))).toEqual({ measure: 'xp_earned', target: 10, startsAt: '2026-11-01T09:00:00.000Z', endsAt: '2026-11-15T09:00:00.000Z' });
  });

  it('rank 2 (501 XP) opens starting a challenge; the village needs 3 members and no challenge under way', () => {
    expect(startRefusal(500, 5, false)).toBe('rank');
    expect(startRefusal(501, 2, false)).toBe('forming');
    expect(startRefusal(501, 3, true)).toBe('running');
    expect(startRefusal(501, 3, false)).toBeNull();
    // The admin's "group challenges" switch off: no new challenge, whoever asks.
    expect(startRefusal(5000, 9, false, false)).toBe('paused');
  });

  it('reads progress in words', () => {
    expect(progressText({ measure: 'xp_earned' }, { current: 1234, target: 1500 })).toBe('1,234 of 1,500 XP earned');
    expect(progressText({ measure: 'members_logging_impact' }, { current: 5, target: 4 })).toBe('4 of 4 members who logged an impact entry');
  });
});
