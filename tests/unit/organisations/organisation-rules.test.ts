// The rules of organisations (rule 34): join codes, seats, what joining and leaving write, when a corporate
// membership is on hold; and reading a pasted email list, and "last active" in words for the team list.
import { describe, expect, it } from 'vitest';
import { EMAIL_LIST_MAX, parseEmailList } from '#/domain/email-list.ts';
import { lastActiveInWords } from '#/domain/last-active.ts';
import {
  JOIN_CODE_ALPHABET,
  corporateHold,
  corporateStanding,
  formatJoinCode,
  hasFreeSeat,
  isJoinCodeShape,
  joinCodeFrom,
  joinRefusal,
  normaliseJoinCode,
  standingAfterLeaving,
} from '#/domain/organisations.ts';

describe('join codes', () => {
  it('are 8 characters without look-alikes (no 0, O, 1, I), every character equally likely', () => {
    expect(JOIN_CODE_ALPHABET).toHaveLength(32);
    expect(JOIN_CODE_ALPHABET).not.toMatch(/[01OI]/);
    expect(joinCodeFrom(Uint8Array.from([0, 1, 2, 3, 31, 32, 255, 64]))).toBe('ABCD9A9A');
    expect(() => joinCodeFrom(new Uint8Array(7))).toThrow();
  });

  it('are typed in any case, with or without the dash or spaces, and shown as two groups of four', () => {
    expect(normaliseJoinCode(' k7mq-2xpa ')).toBe('K7MQ2XPA');
    expect(normaliseJoinCode('K7MQ 2XPA')).toBe('K7MQ2XPA');
    expect(isJoinCodeShape('K7MQ2XPA')).toBe(true);
    expect(formatJoinCode('K7MQ2XPA')).toBe('K7MQ-2XPA');
  });

  it('a code of the wrong length or with a character a code never has is not a code', () => {
    for (const typed of ['K7MQ2XP', 'K7MQ2XPAB', 'K7MQ2XP0', 'K7MQ2XPI', 'K7MQ2XP!', '']) expect(isJoinCodeShape(typed)).toBe(false);
  });
});

describe('seats and joining', () => {
  it('without a seat limit there is always a seat; with one, while members are fewer than seats', () => {
    expect(hasFreeSeat(10_000, null)).toBe(true);
    expect(hasFreeSeat(24, 25)).toBe(true);
    expect(hasFreeSeat(25, 25)).toBe(false);
  });

  it('an inactive or full organisation refuses with a message saying what to do; an open one does not', () => {
    expect(joinRefusal({ active: false, memberCount: 0, seatLimit: null })).toMatch(/not active.*ask your team leader/i);
    expect(joinRefusal({ active: true, memberCount: 5, seatLimit: 5 })).toMatch(/no free seats/);
    expect(joinRefusal({ active: true, memberCount: 4, seatLimit: 5 })).toBeNull();
  });

  it('joining makes the person paid with the corporate tier (corporate members count as paid)', () => {
    expect(corporateStanding('corporate_member')).toEqual({ membershipStatus: 'paid', transformationTier: 'corporate_member' });
    expect(corporateStanding('corporate_leader')).toEqual({ membershipStatus: 'paid', transformationTier: 'corporate_leader' });
  });

  it('leaving ends the corporate tier: free again, unless they paid themselves (then individual paid)', () => {
    expect(standingAfterLeaving(false)).toEqual({ membershipStatus: 'free', transformationTier: null });
    expect(standingAfterLeaving(true)).toEqual({ membershipStatus: 'paid', transformationTier: 'individual_paid' });
  });
});

describe('a corporate membership on hold (paid while the organisation is active)', () => {
  it('is on hold only for a corporate tier in an inactive organisation, without a payment of their own', () => {
    expect(corporateHold({ tier: 'corporate_member', organisationActive: false, paidThemselves: false })).toBe(true);
    expect(corporateHold({ tier: 'corporate_leader', organisationActive: false, paidThemselves: false })).toBe(true);
    expect(corporateHold({ tier: 'corporate_member', organisationActive: false, paidThemselves: true })).toBe(false);
    expect(corporateHold({ tier: 'corporate_member', organisationActive: true, paidThemselves: false })).toBe(false);
    expect(corporateHold({ tier: 'individual_paid', organisationActive: false, paidThemselves: false })).toBe(false);
    expect(corporateHold({ tier: 'corporate_member', organisationActive: null, paidThemselves: false })).toBe(false);
  });
});

describe('a pasted email list', () => {
  it('reads lines, commas, semicolons and spaces, and "Name <address>" as a mail program copies it, each address once in lower case', () => {
    const list = parseEmailList('Ada Obi <Ada@Example.org>, kofi@example.org\nkofi@example.org; "Zee" <zee@example.co.za>\n\n  nia@example.org  mailto:yaw@example.org');
    expect(list).toEqual({ emails: ['ada@example.org', 'kofi@example.org', 'zee@example.co.za', 'nia@example.org', 'yaw@example.org'], invalid: [] });
  });

  it('returns what is not an address, as typed, so the leader can correct it', () => {
    expect(parseEmailList('ok@example.org, not-an-address, a@b, x@y.z').invalid).toEqual(['not-an-address', 'a@b', 'x@y.z']);
    expect(parseEmailList('   ').emails).toEqual([]);
  });

  it('a long paste of repeated addresses keeps each address once', () => {
    const text = Array.from({ length: 5000 }, (_, index) => `p${index % 300}@example.org`).join('\n');
    expect(parseEmailList(text).emails).toHaveLength(300);
    expect(EMAIL_LIST_MAX).toBe(200);
  });
});

describe('last active in words', () => {
  const now = new Date('2026-11-20T12:00:00Z');
  it.each([
    [null, 'Never'],
    ['2026-11-20T08:00:00Z', 'Today'],
    ['2026-11-19T10:00:00Z', 'Yesterday'],
    ['2026-11-15T12:00:00Z', '5 days ago'],
    ['2026-10-30T12:00:00Z', '3 weeks ago'],
    ['2026-08-01T12:00:00Z', '1 Aug 2026'],
  ])('%s reads %s', (lastActive, words) => {
    expect(lastActiveInWords(lastActive, now)).toBe(words);
  });
});
