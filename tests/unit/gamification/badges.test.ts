// Badge criteria (rule 25): a badge is reached by the event that takes its measure to the threshold,
// once; locked badges show how far the learner is ("3 of 5 modules").
import { describe, expect, it } from 'vitest';
import { badgeProgress, badgesReached, type BadgeDefinition, type Measures } from '#/domain/badges.ts';

const badge = (id: string, measure: BadgeDefinition['criterion']['measure'], threshold: number): BadgeDefinition => ({
  id,
  name: id,
  description: id,
  icon: 'star',
  order: 0,
  criterion: { measure, threshold },
});
const catalogue = [badge('first-xp', 'xp', 1), badge('five-modules', 'module', 5), badge('week', 'streak_days', 7), badge('rank-2', 'rank', 2), badge('post', 'forum_post', 1)];
const measures = (over: Partial<Measures> = {}): Measures => ({ xp: 0, streakDays: 0, counters: {}, ...over });

describe('the badges an event earns', () => {
  it('are those met after it and not before', () => {
    const reached = badgesReached(catalogue, measures(), measures({ xp: 100, streakDays: 1, counters: { module: 1 } }));
    expect(reached.map((b) => b.id)).toEqual(['first-xp']);
    const fifth = badgesReached(catalogue, measures({ xp: 450, counters: { module: 4 } }), measures({ xp: 600, counters: { module: 5 } }));
    expect(fifth.map((b) => b.id)).toEqual(['five-modules', 'rank-2']);
  });

  it('are none when the measure was already met', () => {
    expect(badgesReached(catalogue, measures({ xp: 600, counters: { module: 6 } }), measures({ xp: 700, counters: { module: 7 } }))).toEqual([]);
  });

  it('include a streak badge on the 7th day and a forum badge on the first post', () => {
    expect(badgesReached(catalogue, measures({ streakDays: 6 }), measures({ streakDays: 7 })).map((b) => b.id)).toEqual(['week']);
    expect(badgesReached(catalogue, measures(), measures({ counters: { forum_post: 1 } })).map((b) => b.id)).toEqual(['post']);
  });
});

describe('progress towards a locked badge', () => {
  it('reads "3 of 5 modules", in XP for ranks, and never beyond the target', () => {
    expect(badgeProgress({ measure: 'module', threshold: 5 }, measures({ counters: { module: 3 } }))).toMatchObject({ text: '3 of 5 modules', share: 0.6 });
    expect(badgeProgress({ measure: 'module', threshold: 1 }, measures()).text).toBe('0 of 1 module');
    expect(badgeProgress({ measure: 'rank', threshold: 3 }, measures({ xp: 1234 })).text).toBe('1,234 of 2,001 XP');
    expect(badgeProgress({ measure: 'streak_days', threshold: 7 }, measures({ streakDays: 4 })).text).toBe('4 of 7 days in a row');
    expect(badgeProgress({ measure: 'impact_entry', threshold: 10 }, measures({ counters: { impact_entry: 12 } })).text).toBe('10 of 10 impact entries');
  });
});
