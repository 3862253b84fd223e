// The forum's rules (rule 31): who reads and posts where, the hourly posting limits and their message, what
// search looks for, how replies thread, and the list's excerpt.
import { describe, expect, it } from 'vitest';
import { canReadCategory, canStartInCategory, readableCategories, startRefusal, FORUM_CATEGORIES } from '#/domain/forum-categories.ts';
import { excerptOf } from '#/domain/forum-excerpt.ts';
import { FIELD_LIMITS, POSTING_LIMITS, postingLimitMessage, postingWaitSeconds } from '#/domain/forum-limits.ts';
import { searchTerms } from '#/domain/forum-search.ts';
import { groupIntoThreads, replySortKey } from '#/domain/forum-threads.ts';

const free = { isAdmin: false, isPaid: false };
const paid = { isAdmin: false, isPaid: true };
const admin = { isAdmin: true, isPaid: false };

describe('categories (rule 31)', () => {
  it('are General, the two paths, Villages, the Book Club and Announcements', () => {
    expect(FORUM_CATEGORIES.map((category) => category.name)).toEqual(['General', "Kofi's path", "Sabrina's path", 'Villages', 'Book Club', 'Announcements']);
  });

  it('the Book Club is for paid members (and the admins who moderate it)', () => {
    expect(canReadCategory(free, 'book-club')).toBe(false);
    expect(canReadCategory(paid, 'book-club')).toBe(true);
    expect(canReadCategory(admin, 'book-club')).toBe(true);
    expect(readableCategories(free).map((category) => category.id)).not.toContain('book-club');
    expect(startRefusal(free, 'book-club')).toMatch(/paid members/);
  });

  it('only admins start discussions in Announcements; everyone reads them', () => {
    expect(canStartInCategory(paid, 'announcements')).toBe(false);
    expect(canStartInCategory(admin, 'announcements')).toBe(true);
    expect(canReadCategory(free, 'announcements')).toBe(true);
    expect(startRefusal(paid, 'announcements')).toMatch(/Only the programme team/);
    expect(startRefusal(free, 'general')).toBeNull();
  });
});

describe('posting limits', () => {
  const now = new Date('2026-11-20T12:00:00Z');
  const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();

  it('are 5 discussions and 30 replies an hour, with a length limit on every field', () => {
    expect(POSTING_LIMITS).toEqual({ post: 5, reply: 30 });
    expect(FIELD_LIMITS).toMatchObject({ title: { max: 120 }, body: { max: 10_000 }, reply: { max: 5_000 }, reportReason: { max: 500 } });
  });

  it('let the fifth through and stop the sixth until the oldest is an hour old', () => {
    expect(postingWaitSeconds('post', [5, 10, 20, 30].map(minutesAgo), now)).toBe(0);
    expect(postingWaitSeconds('post', [5, 10, 20, 30, 50].map(minutesAgo), now)).toBe(10 * 60);
    expect(postingWaitSeconds('post', [5, 10, 20, 30, 60].map(minutesAgo), now)).toBe(0);
    expect(postingWaitSeconds('reply', Array.from({ length: 30 }, (_, index) => minutesAgo(index)), now)).toBe(31 * 60);
  });

  it('say plainly what the limit is and how long to wait', () => {
    expect(postingLimitMessage('post', 600)).toBe('You can post at most 5 new discussions an hour. Try again in 10 minutes; what you wrote is kept below.');
    expect(postingLimitMessage('reply', 1)).toBe('You can post at most 30 replies an hour. Try again in 1 second; what you wrote is kept below.');
  });
});

describe('search terms', () => {
  it('keeps words of three letters or more, once each, lower case; says which were left out', () => {
    expect(searchTerms('Team TEAM feedback')).toEqual({ words: ['team', 'feedback'], skipped: [] });
    expect(searchTerms('how to give feedback at work')).toEqual({ words: ['give', 'feedback', 'work'], skipped: ['how', 'to', 'at'] });
    expect(searchTerms("Kofi's path")).toEqual({ words: ['kofi', 'path'], skipped: ['s'] });
    expect(searchTerms('mentor mentoring <script>')).toEqual({ words: ['mentor', 'mentoring', 'script'], skipped: [] });
  });

  it('searches at most eight words', () => {
    expect(searchTerms('one two three four five six seven eight nine ten').words).toHaveLength(8);
  });
});

describe('threads, one level deep', () => {
  const t = (minute: number) => `2026-11-20T08:${String(minute).padStart(2, '0')}:00.000Z`;

  it('sort a thread’s replies after the reply that began it, and threads by when they began', () => {
    const a = { id: 'a', parentReplyId: null, sortKey: replySortKey('a', t(1), null) };
    const b = { id: 'b', parentReplyId: null, sortKey: replySortKey('b', t(2), null) };
    const a1 = { id: 'a1', parentReplyId: 'a', sortKey: replySortKey('a1', t(3), a) };
    const a2 = { id: 'a2', parentReplyId: 'a', sortKey: replySortKey('a2', t(4), a1) };
    const sorted = [b, a2, a1, a].sort((x, y) => (x.sortKey < y.sortKey ? -1 : 1)).map((reply) => reply.id);
    expect(sorted).toEqual(['a', 'a1', 'a2', 'b']);
    expect(a2.sortKey.startsWith(`${a.sortKey}~`)).toBe(true);
  });

  it('group a page into threads, even one that begins in the middle of a thread', () => {
    const reply = (id: string, parentReplyId: string | null) => ({ id, parentReplyId });
    expect(groupIntoThreads([reply('a1', 'a'), reply('a2', 'a'), reply('b', null), reply('b1', 'b'), reply('c', null)])).toEqual([
      { starter: null, answers: [reply('a1', 'a'), reply('a2', 'a')] },
      { starter: reply('b', null), answers: [reply('b1', 'b')] },
      { starter: reply('c', null), answers: [] },
    ]);
  });
});

describe('the list’s excerpt', () => {
  it('is the body’s words without markdown, cut at a word', () => {
    expect(excerptOf('# Hello\n\n**Bold** and [a link](https://x.org) with `code`.')).toBe('Hello Bold and a link with code.');
    expect(excerptOf('| Wording | Sent |\n|---|---|\n| Polite | 120 |')).toBe('Wording, Sent. Polite, 120.');
    const long = excerptOf('word '.repeat(100), 40);
    expect(long.length).toBeLessThanOrEqual(40);
    expect(long.endsWith('word…')).toBe(true);
  });
});
