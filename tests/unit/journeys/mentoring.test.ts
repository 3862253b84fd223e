// Rule 24 and rule 6 for peer mentoring: the Change Architect rank opens it; a mentor mentors members of
// their own village, never themselves; sessions are logged once they have happened, within 14 days; a pair
// counts once per ISO week, whichever way round.
import { describe, expect, it } from 'vitest';
import { canMentor, menteeProblem, pairKey, sessionDateProblem, sessionWeek } from '#/domain/mentoring.ts';

describe('who may mentor (rule 6: rank 3, Change Architect, opens mentoring)', () => {
  it('2,000 XP (Impact Builder) may not; 2,001 XP (Change Architect) and above may', () => {
    expect(canMentor(2000)).toBe(false);
    expect(canMentor(2001)).toBe(true);
    expect(canMentor(9000)).toBe(true);
  });
});

describe('whom (rule 24)', () => {
  const mentor = { id: 'ama', villageId: 'v1' };

  it('a member of the same village', () => {
    expect(menteeProblem(mentor, { id: 'kofi', villageId: 'v1' })).toBeNull();
  });

  it('not oneself', () => {
    expect(menteeProblem(mentor, { id: 'ama', villageId: 'v1' })).toMatch(/cannot mentor yourself/);
  });

  it('not someone outside the village, nor anyone when the mentor has no village', () => {
    expect(menteeProblem(mentor, { id: 'kofi', villageId: 'v2' })).toMatch(/own village/);
    expect(menteeProblem(mentor, { id: 'kofi', villageId: null })).toMatch(/own village/);
    expect(menteeProblem({ id: 'ama', villageId: null }, { id: 'kofi', villageId: null })).toMatch(/Join a village/);
  });

  it('not an unknown person', () => {
    expect(menteeProblem(mentor, null)).toMatch(/Choose a member/);
  });
});

describe('when', () => {
  it('today or up to 14 days ago, not in the future', () => {
    expect(sessionDateProblem('2026-11-25', '2026-11-25')).toBeNull();
    expect(sessionDateProblem('2026-11-11', '2026-11-25')).toBeNull();
    expect(sessionDateProblem('2026-11-10', '2026-11-25')).toMatch(/within 14 days/);
    expect(sessionDateProblem('2026-11-26', '2026-11-25')).toMatch(/in the future/);
    expect(sessionDateProblem('not a date', '2026-11-25')).toMatch(/Enter the date/);
    expect(sessionDateProblem('2026-02-30', '2026-03-01')).toMatch(/Enter the date/);
  });

  it('a session counts in the ISO week of its date', () => {
    expect(sessionWeek('2026-11-23')).toBe('2026-W48');
    expect(sessionWeek('2027-01-01')).toBe('2026-W53');
  });

  it('a pair is the same pair whichever of the two mentors', () => {
    expect(pairKey('ama', 'kofi')).toBe(pairKey('kofi', 'ama'));
  });
});
