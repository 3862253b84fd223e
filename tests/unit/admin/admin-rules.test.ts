// The admin area's small rules: how a name is searched, how the learner list reads its filters from a URL,
// how settings are checked and a secret URL shown, where chart bars go, the streak figures an admin may set,
// and which admin menu item a page belongs to.
import { describe, expect, it } from 'vitest';
import { activeAdminItem, ADMIN_MENU } from '#/components/admin/admin-menu.ts';
import { compactNumber, layoutChart, niceCeiling } from '#/domain/chart-geometry.ts';
import { learnerFilterParams, NO_FILTERS, readLearnerFilters } from '#/domain/learner-filters.ts';
import { foldText, nameTerms, prefixEnd, readLearnerQuery } from '#/domain/name-terms.ts';
import { bookingUrlProblem, contactEmailProblem, httpUrlProblem, maskSecretUrl } from '#/domain/site-settings.ts';
import { countDay, multiplierFor, NO_STREAK, streakRulesProblem } from '#/domain/streak.ts';
import { DEFAULT_FARMING_LIMITS, farmingLimitsProblem, webinarWindowMs } from '#/domain/farming-limits.ts';
import { moduleAnswerProblem, moduleTimeProblem } from '#/domain/module-completion.ts';
import { attendanceWindowProblem } from '#/domain/webinars.ts';
import { reflectionTextProblem } from '#/domain/weekly-reflection.ts';

describe('searching names', () => {
  it('folds case and accents and splits at spaces and punctuation', () => {
    expect(foldText('Zoë ÉLODIE')).toBe('zoe elodie');
    expect(nameTerms('Ada Obi-Mensah')).toEqual(['ada', 'obi', 'mensah']);
    expect(nameTerms("N'Golo  Kanté, Jr.")).toEqual(['n', 'golo', 'kante', 'jr']);
    expect(nameTerms('አበበ ቢቂላ')).toEqual(['አበበ', 'ቢቂላ']);
    expect(nameTerms('!!!')).toEqual([]);
  });

  it('reads the search box: an @ searches emails from their start, anything else the words of names', () => {
    expect(readLearnerQuery(' Ada@Example ')).toEqual({ kind: 'email', prefix: 'ada@example' });
    expect(readLearnerQuery('Obi mensah')).toEqual({ kind: 'name', words: ['obi', 'mensah'] });
    expect(readLearnerQuery('  ')).toEqual({ kind: 'none' });
  });

  it('a prefix range ends just after every string starting with the prefix', () => {
    expect(prefixEnd('ob')).toBe('oc');
    expect('obiora' < prefixEnd('ob') && 'oc' >= prefixEnd('ob')).toBe(true);
  });
});

describe('the learner list filters', () => {
  it('reads known values and drops the rest, so a hand-edited URL still lists learners', () => {
    const filters = readLearnerFilters(new URLSearchParams('q=ada&membership=paid&tier=none&role=root&organisation=../x&activity=never&sort=name&suspended=yes'));
    expect(filters).toEqual({ ...NO_FILTERS, q: 'ada', membership: 'paid', tier: 'none', activity: 'never', suspended: 'yes', sort: 'name' });
  });

  it('writes back only what differs from the defaults', () => {
    expect(learnerFilterParams({ ...NO_FILTERS, role: 'admin' }).toString()).toBe('role=admin');
    expect(learnerFilterParams(NO_FILTERS).toString()).toBe('');
  });
});

describe('site settings', () => {
  it('checks the contact email and the booking page', () => {
    expect(contactEmailProblem('team@example.org')).toBeNull();
    expect(contactEmailProblem('team')).toMatch(/email address/);
    expect(bookingUrlProblem('/pathfinder/requested')).toBeNull();
    expect(bookingUrlProblem('https://calendly.com/acme')).toBeNull();
    expect(bookingUrlProblem('//evil.example')).not.toBeNull();
    expect(bookingUrlProblem('javascript:alert(1)')).not.toBeNull();
  });

  it('a webhook is an http(s) address without credentials in it', () => {
    expect(httpUrlProblem('https://hooks.example.org/x')).toBeNull();
    expect(httpUrlProblem('ftp://hooks.example.org/x')).not.toBeNull();
    expect(httpUrlProblem('https://user:pass@hooks.example.org/x')).toMatch(/user name and password/);
  });

  it('a secret URL shows only its origin and its last four characters', () => {
    expect(maskSecretUrl('https://hooks.example.org/services/T00/B00/abcdefSECRET9876')).toBe('https://hooks.example.org/••••9876');
    expect(maskSecretUrl('https://hooks.example.org/')).toBe('https://hooks.example.org/••••');
    expect(maskSecretUrl('not a url')).toBe('••••');
  });
});

describe('streak figures an admin sets (rule 23)', () => {
  it('are whole days from 2 to 60 and a multiplier from 1 to 3 with one decimal', () => {
    expect(streakRulesProblem({ days: 7, multiplier: 1.5 })).toBeNull();
    expect(streakRulesProblem({ days: 3, multiplier: 1.1 })).toBeNull();
    expect(streakRulesProblem({ days: 1, multiplier: 1.5 })?.field).toBe('days');
    expect(streakRulesProblem({ days: 7, multiplier: 1.55 })?.field).toBe('multiplier');
    expect(streakRulesProblem({ days: 7, multiplier: 4 })?.field).toBe('multiplier');
  });

  it('decide when awards are multiplied and by how much, the default being 7 days and ×1.5', () => {
    expect(multiplierFor(7)).toBe(1.5);
    expect(multiplierFor(6)).toBe(1);
    expect(multiplierFor(3, { days: 3, multiplier: 2 })).toBe(2);
    expect(countDay(NO_STREAK, '2026-11-18', { days: 1 + 1, multiplier: 2 }).multiplier).toBe(1);
  });
});

describe('the dashboard charts', () => {
  it('scale to a round number above the largest value', () => {
    expect(niceCeiling(0)).toBe(1);
    expect(niceCeiling(7)).toBe(10);
    expect(niceCeiling(180)).toBe(200);
    expect(niceCeiling(2400)).toBe(2500);
  });

  it('place bars from the baseline; negative or missing values lie on it', () => {
    const layout = layoutChart([0, 50, 100, -5, Number.NaN]);
    expect(layout.max).toBe(100);
    expect(layout.points[2]?.y).toBeCloseTo(12);
    expect(layout.points[0]?.barHeight).toBe(0);
    expect(layout.points[3]?.barHeight).toBe(0);
    expect(layout.points.map((point) => point.x)).toEqual([...layout.points.map((point) => point.x)].sort((a, b) => a - b));
  });

  it('write axis numbers short', () => {
    expect(compactNumber(1200)).toBe('1,200');
    expect(compactNumber(25_000)).toBe('25k');
    expect(compactNumber(2_500_000)).toBe('2.5M');
    expect(compactNumber(7.5)).toBe('7.5');
  });

  it('give a chart of a few counts, or none yet, whole-number ticks', () => {
    expect(layoutChart([0, 0, 0]).ticks.map((tick) => compactNumber(tick.value))).toEqual(['0', '1', '2', '3', '4']);
    expect(layoutChart([0, 2, 1]).ticks.map((tick) => compactNumber(tick.value))).toEqual(['0', '1', '2', '3', '4']);
    expect(layoutChart([0, 9]).ticks.map((tick) => compactNumber(tick.value))).toEqual(['0', '2.5', '5', '7.5', '10']);
  });
});

describe('the admin menu', () => {
  it('lists every admin page, and a page belongs to its item (a learner to Learners, /admin to Dashboard)', () => {
    expect(ADMIN_MENU.map((item) => item.href)).toEqual(['/admin/dashboard', '/admin/users', '/admin/capstones', '/admin/webinars', '/admin/reports', '/admin/pathfinder', '/admin/requests', '/admin/exports', '/admin/audit', '/admin/settings']);
    expect(activeAdminItem('/admin/user/abc')?.label).toBe('Learners');
    expect(activeAdminItem('/admin')?.label).toBe('Dashboard');
    expect(activeAdminItem('/admin/settings/')?.label).toBe('Settings');
  });
});

describe('anti-farming limits an admin sets (rule 24)', () => {
  it('are checked against their bounds', () => {
    expect(farmingLimitsProblem(DEFAULT_FARMING_LIMITS)).toBeNull();
    expect(DEFAULT_FARMING_LIMITS).toEqual({ reflectionMin: 200, moduleAnswerMin: 100, moduleTimeShare: 0.25, webinarWindowHours: 24 });
    expect(farmingLimitsProblem({ ...DEFAULT_FARMING_LIMITS, reflectionMin: 5 })?.field).toBe('reflectionMin');
    expect(farmingLimitsProblem({ ...DEFAULT_FARMING_LIMITS, webinarWindowHours: 500 })?.field).toBe('webinarWindowHours');
    expect(farmingLimitsProblem({ ...DEFAULT_FARMING_LIMITS, moduleTimeShare: 1.5 })?.field).toBe('moduleTimeShare');
    expect(farmingLimitsProblem({ ...DEFAULT_FARMING_LIMITS, moduleTimeShare: 0.333 })?.field).toBe('moduleTimeShare');
  });

  it('change what the journey rules accept', () => {
    const sixty = 'x'.repeat(60);
    expect(reflectionTextProblem(sixty, null)).toMatch(/at least 200/);
    expect(reflectionTextProblem(sixty, null, 50)).toBeNull();
    expect(moduleAnswerProblem('y'.repeat(40), 30)).toBeNull();
    const opened = new Date('2026-11-18T10:00:00Z');
    expect(moduleTimeProblem(opened, 40, new Date('2026-11-18T10:05:00Z'))).not.toBeNull();
    expect(moduleTimeProblem(opened, 40, new Date('2026-11-18T10:05:00Z'), 0.1)).toBeNull();
    const start = new Date('2026-11-18T10:00:00Z');
    expect(attendanceWindowProblem(start, new Date('2026-11-19T12:00:00Z'))).toMatch(/24 hours/);
    expect(attendanceWindowProblem(start, new Date('2026-11-19T12:00:00Z'), webinarWindowMs({ ...DEFAULT_FARMING_LIMITS, webinarWindowHours: 48 }))).toBeNull();
  });
});
