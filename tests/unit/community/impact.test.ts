// The impact log's rules (rule 32): evidence links are http(s) web addresses only, dates are real and not in
// the learner's future, and totals move by exactly what an entry adds or takes away.
import { describe, expect, it } from 'vitest';
import { evidenceUrlProblem, IMPACT_MESSAGES, impactDateProblem, totalsChange } from '#/domain/impact.ts';
import { XSS_PAYLOADS } from '../../fixtures/xss-corpus.ts';

describe('evidence links', () => {
  it('accepts plain https and http addresses', () => {
    expect(evidenceUrlProblem('https://example.org/report.pdf')).toBeNull();
    expect(evidenceUrlProblem('http://intranet.example/notes?id=4')).toBeNull();
  });

  it('refuses other schemes, however they are written', () => {
    for (const url of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' javascript:alert(1)', 'data:text/html,<script>x</script>', 'file:///etc/passwd', 'ftp://example.org', 'vbscript:x']) {
      expect(evidenceUrlProblem(url), url).toBe(IMPACT_MESSAGES.evidenceScheme);
    }
  });

  it('refuses text that is not an address, and addresses with a password in them', () => {
    expect(evidenceUrlProblem('my report')).toBe(IMPACT_MESSAGES.evidenceInvalid);
    expect(evidenceUrlProblem('https://user:secret@example.org')).toBe(IMPACT_MESSAGES.evidenceInvalid);
  });

  it('no payload of the XSS corpus passes as an evidence link', () => {
    const accepted = XSS_PAYLOADS.filter((payload) => evidenceUrlProblem(payload) === null);
    expect(accepted).toEqual([]);
  });
});

describe('dates', () => {
  const now = new Date('2026-11-20T23:30:00Z');

  it('accepts today and earlier days, judged in the learner’s zone, with a day’s grace', () => {
    expect(impactDateProblem('2026-11-20', 'Africa/Lagos', now)).toBeNull();
    // 00:30 on the 21st in Lagos: the 21st is today there, the 22nd within the grace day.
    expect(impactDateProblem('2026-11-22', 'Africa/Lagos', now)).toBeNull();
    expect(impactDateProblem('2026-11-23', 'Africa/Lagos', now)).toBe(IMPACT_MESSAGES.dateFuture);
  });

  it('refuses dates that do not exist or are not dates', () => {
    for (const date of ['2026-02-31', '2026-13-01', '20-11-2026', 'yesterday', '']) expect(impactDateProblem(date, 'UTC', now)).toBe(IMPACT_MESSAGES.dateInvalid);
  });

  it('refuses dates before 2000', () => {
    expect(impactDateProblem('1999-12-31', 'UTC', now)).toBe(IMPACT_MESSAGES.dateTooEarly);
  });
});

describe('totals', () => {
  it('a new entry adds one entry and its people to all and to its category', () => {
    expect(Object.fromEntries(totalsChange(null, { category: 'team', peopleAffected: 12 }))).toEqual({
      all: { entries: 1, peopleAffected: 12 },
      team: { entries: 1, peopleAffected: 12 },
    });
  });

  it('an edit that changes the category moves the entry between categories', () => {
    expect(Object.fromEntries(totalsChange({ category: 'team', peopleAffected: 12 }, { category: 'digital', peopleAffected: 20 }))).toEqual({
      all: { entries: 0, peopleAffected: 8 },
      team: { entries: -1, peopleAffected: -12 },
      digital: { entries: 1, peopleAffected: 20 },
    });
  });

  it('an edit that changes nothing counted changes no total; a deletion takes the entry away', () => {
    expect(totalsChange({ category: 'team', peopleAffected: 3 }, { category: 'team', peopleAffected: 3 }).size).toBe(0);
    expect(Object.fromEntries(totalsChange({ category: 'coaching', peopleAffected: 2 }, null))).toEqual({
      all: { entries: -1, peopleAffected: -2 },
      coaching: { entries: -1, peopleAffected: -2 },
    });
  });
});
