// Rule 24 for webinars: the attendance code pays only from the webinar's start until 24 hours after; codes
// are compared as people read them out. And the "Add to calendar" file follows RFC 5545.
import { describe, expect, it } from 'vitest';
import { calendarFile, foldLine, icsDateTime, icsText } from '#/domain/ics.ts';
import { attendanceWindowProblem, codesMatch, isUpcomingOrOpen, isWellFormedCode } from '#/domain/webinars.ts';

const start = new Date('2026-11-25T14:00:00Z');
const plus = (ms: number) => new Date(start.getTime() + ms);

describe('the attendance window (rule 24: from the start until 24 hours after)', () => {
  it('refuses a code before the start', () => {
    expect(attendanceWindowProblem(start, plus(-1000))).toMatch(/not started yet/);
  });

  it('accepts it at the start and exactly 24 hours after', () => {
    expect(attendanceWindowProblem(start, start)).toBeNull();
    expect(attendanceWindowProblem(start, plus(24 * 3600_000))).toBeNull();
  });

  it('refuses it a moment after 24 hours', () => {
    expect(attendanceWindowProblem(start, plus(24 * 3600_000 + 1))).toMatch(/closed 24 hours after it started/);
  });

  it('lists a webinar while its code is open', () => {
    expect(isUpcomingOrOpen(start, 60, plus(23 * 3600_000))).toBe(true);
    expect(isUpcomingOrOpen(start, 60, plus(25 * 3600_000))).toBe(false);
  });
});

describe('attendance codes', () => {
  it('match without regard to case, spaces or hyphens', () => {
    expect(codesMatch('baobab-42', 'BAOBAB 42')).toBe(true);
    expect(codesMatch(' Baobab42 ', 'BAOBAB-42')).toBe(true);
  });

  it('a different or empty code does not match', () => {
    expect(codesMatch('BAOBAB-43', 'BAOBAB-42')).toBe(false);
    expect(codesMatch('', '')).toBe(false);
  });

  it('admins set 4 to 32 letters, digits, spaces and hyphens', () => {
    expect(isWellFormedCode('LEAD-2026')).toBe(true);
    expect(isWellFormedCode('abc')).toBe(false);
    expect(isWellFormedCode('<script>')).toBe(false);
  });
});

describe('the .ics file (RFC 5545)', () => {
  const text = calendarFile({
    uid: 'w1@example.org',
    title: 'Leading change; live Q&A, part 1',
    description: 'Line one\nLine two',
    startsAt: start,
    endsAt: plus(3600_000),
    url: 'https://meet.example.org/abc',
    stamp: new Date('2026-11-20T09:30:00Z'),
  });

  it('is a VCALENDAR with one VEVENT, CRLF line ends and UTC times', () => {
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(text).toContain('\r\nDTSTART:20261125T140000Z\r\n');
    expect(text).toContain('\r\nDTEND:20261125T150000Z\r\n');
    expect(text).toContain('\r\nDTSTAMP:20261120T093000Z\r\n');
    expect(text.replace(/\r\n/g, '')).not.toMatch(/\n/);
  });

  it('escapes commas, semicolons, backslashes and line breaks in text', () => {
    expect(text).toContain('SUMMARY:Leading change\\; live Q&A\\, part 1');
    expect(icsText('a\\b\nc')).toBe('a\\\\b\\nc');
  });

  it('folds lines longer than 75 octets without splitting a character', () => {
    const folded = foldLine(`DESCRIPTION:${'é'.repeat(60)}`);
    for (const line of folded.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(`DESCRIPTION:${'é'.repeat(60)}`);
  });

  it('writes date-times without separators', () => {
    expect(icsDateTime(new Date('2026-01-02T03:04:05.678Z'))).toBe('20260102T030405Z');
  });
});
