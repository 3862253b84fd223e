// The dashboard's counters (rules 35, 36): which counters each event moves, so that the dashboard's figures
// are exact without counting rows, and the figures worked out from them.
import { describe, expect, it } from 'vitest';
import { activeWithin, conversionPercent, lastMonths, lastWeeks, learnersByWeek, type SummaryReader } from '#/domain/dashboard-figures.ts';
import { ADMINS_FLOOR, paidMembersCount, shardOf, summaryDeltas, SUMMARY_SHARDS, type Delta } from '#/domain/summaries.ts';

const learner = { role: 'learner', membershipStatus: 'free', transformationTier: null } as const;
const at = new Date('2026-11-18T10:00:00Z'); // a Wednesday of 2026-W47
const pick = (deltas: Delta[]) => deltas.map(({ metric, bucket, count, total }) => `${metric} ${bucket} ${count}${total ? ` ${total}` : ''}`);

describe('a sign-up', () => {
  it('counts one more learner, in its ISO week, by membership, tier and role', () => {
    expect(pick(summaryDeltas({ kind: 'signed-up', at, standing: learner }))).toEqual([
      'learners all 1',
      'signupsWeek 2026-W47 1',
      'membership free 1',
      'tier none 1',
      'role learner 1',
    ]);
  });
});

describe('a change of standing', () => {
  it('moves only what changed: a payment moves the learner from free to paid and to the individual tier', () => {
    const after = { ...learner, membershipStatus: 'paid', transformationTier: 'individual_paid' } as const;
    expect(pick(summaryDeltas({ kind: 'standing-changed', before: learner, after })).sort()).toEqual(
      ['membership free -1', 'membership paid 1', 'tier individual_paid 1', 'tier none -1'].sort(),
    );
  });

  it('changes nothing when nothing changed', () => {
    expect(summaryDeltas({ kind: 'standing-changed', before: learner, after: learner })).toEqual([]);
  });

  it('demoting an admin takes the admin count down with a floor of one admin (the last admin stays)', () => {
    const admin = { ...learner, role: 'admin' } as const;
    const deltas = summaryDeltas({ kind: 'standing-changed', before: admin, after: learner });
    expect(deltas.find((delta) => delta.metric === 'role' && delta.bucket === 'admin')).toEqual({ metric: 'role', bucket: 'admin', count: -1, total: 0, floor: ADMINS_FLOOR });
    expect(deltas.find((delta) => delta.bucket === 'learner')?.floor).toBeUndefined();
  });
});

describe('a visit (lastActive moves)', () => {
  it("a learner's first visit ever counts them active today, this week, and latest today", () => {
    expect(pick(summaryDeltas({ kind: 'active', previous: null, at }))).toEqual(['activeLatest 2026-11-18 1', 'activeDay 2026-11-18 1', 'activeWeek 2026-W47 1']);
  });

  it('a second visit the same day changes nothing', () => {
    expect(summaryDeltas({ kind: 'active', previous: '2026-11-18T08:00:00.000Z', at })).toEqual([]);
  });

  it('the first visit of a new day in the same week moves their latest day and counts the day, not the week again', () => {
    expect(pick(summaryDeltas({ kind: 'active', previous: '2026-11-16T08:00:00.000Z', at }))).toEqual([
      'activeLatest 2026-11-18 1',
      'activeDay 2026-11-18 1',
      'activeLatest 2026-11-16 -1',
    ]);
  });

  it('the first visit of a new week counts the week', () => {
    expect(pick(summaryDeltas({ kind: 'active', previous: '2026-11-13T08:00:00.000Z', at }))).toContain('activeWeek 2026-W47 1');
  });

  it('a clock that went backwards changes nothing', () => {
    expect(summaryDeltas({ kind: 'active', previous: '2026-11-19T08:00:00.000Z', at })).toEqual([]);
  });
});

describe('XP, payments and pathfinder requests', () => {
  it('XP awarded counts awards and their XP in the ISO week; deductions are not XP awarded', () => {
    expect(pick(summaryDeltas({ kind: 'xp-awarded', at, xp: 150 }))).toEqual(['xpWeek 2026-W47 1 150']);
    expect(summaryDeltas({ kind: 'xp-awarded', at, xp: -100 })).toEqual([]);
  });

  it('a payment counts its amount in its month and currency', () => {
    expect(pick(summaryDeltas({ kind: 'payment-fulfilled', at, amount: 9900, currency: 'usd' }))).toEqual(['revenueMonth 2026-11.USD 1 9900']);
  });

  it('a pathfinder request counts in its week and status, and moves between statuses', () => {
    expect(pick(summaryDeltas({ kind: 'pathfinder-stored', at, status: 'pending' }))).toEqual(['pathfinderWeek 2026-W47 1', 'pathfinderStatus pending 1']);
    expect(pick(summaryDeltas({ kind: 'pathfinder-status', from: 'pending', to: 'failed' }))).toEqual(['pathfinderStatus pending -1', 'pathfinderStatus failed 1']);
    expect(summaryDeltas({ kind: 'pathfinder-status', from: 'pending', to: 'pending' })).toEqual([]);
  });
});

describe('forum reports', () => {
  it('a report adds one waiting; settling takes away as many as were settled at once, and settling none changes nothing', () => {
    expect(pick(summaryDeltas({ kind: 'forum-report-opened' }))).toEqual(['forumReportsOpen all 1']);
    expect(pick(summaryDeltas({ kind: 'forum-reports-settled', count: 3 }))).toEqual(['forumReportsOpen all -3']);
    expect(summaryDeltas({ kind: 'forum-reports-settled', count: 0 })).toEqual([]);
  });
});

describe('shards', () => {
  it('a learner always lands on the same shard, and learners spread over all of them', () => {
    expect(shardOf('ada')).toBe(shardOf('ada'));
    const used = new Set(Array.from({ length: 400 }, (_, i) => shardOf(`learner-${i}`)));
    expect(used.size).toBe(SUMMARY_SHARDS);
    for (const shard of used) expect(shard).toBeGreaterThanOrEqual(0);
  });
});

describe('the figures', () => {
  const reader = (values: Record<string, number>): SummaryReader => (metric, bucket) => ({ count: values[`${metric} ${bucket}`] ?? 0, total: 0 });

  it('twelve ISO weeks and twelve months end with the current one, oldest first', () => {
    const weeks = lastWeeks(at);
    expect(weeks).toHaveLength(12);
    expect(weeks.at(-1)).toMatchObject({ key: '2026-W47', monday: '2026-11-16' });
    expect(weeks[0]).toMatchObject({ key: '2026-W36', monday: '2026-08-31' });
    expect(lastMonths(at).map((month) => month.key)).toEqual(['2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11']);
  });

  it('learners at the end of each week: the total now minus the sign-ups of every later week', () => {
    const series = learnersByWeek(reader({ 'learners all': 100, 'signupsWeek 2026-W47': 10, 'signupsWeek 2026-W46': 5 }), at);
    expect(series.slice(-3).map((point) => point.value)).toEqual([85, 90, 100]);
  });

  it('active learners in a window sum the days of their latest visit', () => {
    const read = reader({ 'activeLatest 2026-11-18': 3, 'activeLatest 2026-11-12': 2, 'activeLatest 2026-11-11': 7, 'activeLatest 2026-10-01': 9 });
    expect(activeWithin(read, at, 7)).toBe(5);
    expect(activeWithin(read, at, 30)).toBe(12);
  });

  it('conversion is paid members out of all learners, 0 with none', () => {
    expect(conversionPercent(1, 3)).toBe(33.3);
    expect(conversionPercent(0, 0)).toBe(0);
  });
});

describe('corporate members on hold (rule 34: paid only while their organisation is active)', () => {
  it('an organisation deactivated or reactivated moves the count by its members on hold, nothing for none', () => {
    expect(summaryDeltas({ kind: 'hold-changed', count: 12 })).toEqual([{ metric: 'heldMembers', bucket: 'all', count: 12, total: 0 }]);
    expect(summaryDeltas({ kind: 'hold-changed', count: -12 })).toEqual([{ metric: 'heldMembers', bucket: 'all', count: -12, total: 0 }]);
    expect(summaryDeltas({ kind: 'hold-changed', count: 0 })).toEqual([]);
  });

  it('paid members are the paid rows less those on hold, never below zero', () => {
    expect(paidMembersCount(120, 20)).toBe(100);
    expect(paidMembersCount(5, 0)).toBe(5);
    expect(paidMembersCount(3, 4)).toBe(0);
  });
});
