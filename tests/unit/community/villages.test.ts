// Village size and membership (rule 30): 3 to 12 members, forming under 3, full at 12, one village per
// learner, open villages joined from the list and any village by its code, the founder hands over first.
import { describe, expect, it } from 'vitest';
import {
  formatInviteCode,
  INVITE_CODE_ALPHABET,
  inviteCodeFromBytes,
  joinRefusal,
  membersNeeded,
  mustHandOverBeforeLeaving,
  normaliseInviteCode,
  placesLeft,
  stageDescription,
  villageStage,
} from '#/domain/villages.ts';

const village = (memberCount: number, overrides: Partial<{ status: 'active' | 'closed'; access: 'open' | 'invite' }> = {}) => ({
  id: 'v1',
  status: 'active' as const,
  access: 'open' as const,
  memberCount,
  ...overrides,
});

describe('size: 3 to 12 members', () => {
  it('is forming under 3, established from 3 to 11, full at 12', () => {
    expect([1, 2, 3, 11, 12].map((count) => villageStage(village(count)))).toEqual(['forming', 'forming', 'established', 'established', 'full']);
  });

  it('a closed village is closed whatever its count', () => {
    expect(villageStage(village(0, { status: 'closed' }))).toBe('closed');
  });

  it('counts the members a forming village still needs and the places left', () => {
    expect([membersNeeded(1), membersNeeded(2), membersNeeded(3), membersNeeded(9)]).toEqual([2, 1, 0, 0]);
    expect([placesLeft(1), placesLeft(11), placesLeft(12), placesLeft(13)]).toEqual([11, 1, 0, 0]);
  });

  it('says what each stage means', () => {
    expect(stageDescription(village(1))).toBe('Forming: needs 2 more members to start group challenges.');
    expect(stageDescription(village(2))).toBe('Forming: needs 1 more member to start group challenges.');
    expect(stageDescription(village(11))).toBe('Established: 1 place left.');
    expect(stageDescription(village(12))).toBe('Full: 12 members.');
  });
});

describe('joining', () => {
  it('a learner without a village joins an open village with room from the list', () => {
    expect(joinRefusal(village(5), null, 'list')).toBeNull();
  });

  it('a full village refuses, from the list and by code', () => {
    expect(joinRefusal(village(12), null, 'list')).toBe('full');
    expect(joinRefusal(village(12, { access: 'invite' }), null, 'code')).toBe('full');
  });

  it('an invite-only village is joined by its code, never from the list', () => {
    expect(joinRefusal(village(4, { access: 'invite' }), null, 'list')).toBe('invite-only');
    expect(joinRefusal(village(4, { access: 'invite' }), null, 'code')).toBeNull();
  });

  it('one village per learner: a member of another village must leave it first', () => {
    expect(joinRefusal(village(4), 'other', 'code')).toBe('in-another-village');
    expect(joinRefusal(village(4), 'v1', 'list')).toBe('already-member');
  });

  it('a closed village cannot be joined', () => {
    expect(joinRefusal(village(0, { status: 'closed' }), null, 'code')).toBe('closed');
  });
});

describe('leaving', () => {
  it('the founder hands the village over before leaving while others remain', () => {
    expect(mustHandOverBeforeLeaving({ founderId: 'ada', memberCount: 4 }, 'ada')).toBe(true);
    expect(mustHandOverBeforeLeaving({ founderId: 'ada', memberCount: 4 }, 'kofi')).toBe(false);
  });

  it('the founder who is the last member may leave (the village then closes)', () => {
    expect(mustHandOverBeforeLeaving({ founderId: 'ada', memberCount: 1 }, 'ada')).toBe(false);
  });
});

describe('invite codes', () => {
  it('are 8 characters of an alphabet without look-alikes', () => {
    const code = inviteCodeFromBytes(Uint8Array.from([0, 31, 32, 255, 7, 8, 9, 10]));
    expect(code).toHaveLength(8);
    for (const char of code) expect(INVITE_CODE_ALPHABET).toContain(char);
    expect(INVITE_CODE_ALPHABET).not.toMatch(/[01OI]/);
  });

  it('read back whatever the case, spaces or hyphen', () => {
    expect(normaliseInviteCode(' abcd-ef23 ')).toBe('ABCDEF23');
    expect(normaliseInviteCode('ABCD EF23')).toBe('ABCDEF23');
    expect(formatInviteCode('ABCDEF23')).toBe('ABCD-EF23');
  });

  it('refuse anything that cannot be a code', () => {
    for (const typed of ['', 'ABC', 'ABCDEF234', 'ABCDEF0O', '<script>', 'ABCD-EF2!']) expect(normaliseInviteCode(typed)).toBeNull();
  });
});
