// The journey forms at the edge: textarea line breaks count once (as the browser's maxlength counts them),
// the custom pick reads positions per module (refusing one out of range), a webinar's start is read in the chosen zone.
import { describe, expect, it } from 'vitest';
import { capstoneForm, customJourneyForm, reflectionForm, scheduleWebinarForm } from '#/server/forms/journey-forms.ts';

describe('journey forms', () => {
  it('read CRLF line breaks as one character, so a text the browser allowed is not refused', () => {
    const text = `${'a'.repeat(49)}\r\n`.repeat(100);
    expect(text.length).toBe(5100);
    const parsed = reflectionForm.safeParse({ text });
    expect(parsed.success).toBe(true);
    expect(parsed.data?.text).toBe(`${'a'.repeat(49)}\n`.repeat(100));
    expect(reflectionForm.safeParse({ text: `${text}a`.replace(/\r\n/g, 'bb') }).success).toBe(false);
  });

  it('name the field and the limit when a capstone field is missing or too short', () => {
    const parsed = capstoneForm.safeParse({ title: 'Short', summary: null, evidence: 'x', evidenceUrl: 'javascript:alert(1)' });
    expect(parsed.success).toBe(false);
    // A form shows each field's first message.
    const messages: Record<string, string> = {};
    for (const issue of parsed.error!.issues) messages[String(issue.path[0])] ??= issue.message;
    expect(messages).toEqual({
      summary: 'Enter a summary.',
      evidence: 'Use at least 100 characters for your evidence.',
      evidenceUrl: 'Enter a link starting with https://',
    });
  });

  it('reads the custom pick with the position typed for each module', () => {
    expect(customJourneyForm.parse({ modules: ['b', 'a'], 'position-a': '2', 'position-b': ' ', other: 'x' })).toEqual({
      picks: [
        { id: 'b', position: null },
        { id: 'a', position: 2 },
      ],
    });
  });

  it('refuses a picked module’s position that is filled in but not from 1 to 99, next to that position', () => {
    const positions = { a: '-4', b: '99999', c: 'abc', d: '0', e: '2.5' };
    const parsed = customJourneyForm.safeParse({
      modules: ['a', 'b', 'c', 'd', 'e', 'f'],
      ...Object.fromEntries(Object.entries(positions).map(([id, typed]) => [`position-${id}`, typed])),
      'position-f': '',
      // Not picked, so not part of the pick: its position is not judged.
      'position-g': '-1',
    });
    expect(parsed.success).toBe(false);
    const messages = Object.fromEntries(parsed.error!.issues.map((issue) => [String(issue.path[0]), issue.message]));
    expect(messages).toEqual(Object.fromEntries(Object.keys(positions).map((id) => [`position-${id}`, 'Use a position from 1 to 99, or leave it blank.'])));
    expect(customJourneyForm.parse({ modules: ['a', 'b'], 'position-a': ' 99 ', 'position-b': '1', 'position-g': '-1' }).picks).toEqual([
      { id: 'a', position: 99 },
      { id: 'b', position: 1 },
    ]);
  });

  it('reads a webinar’s start in the chosen zone, and refuses a date that does not exist', () => {
    const form = { title: 'Live Q&A', description: null, date: '2026-11-25', time: '15:00', timezone: 'Africa/Lagos', minutes: '60', joinUrl: 'https://meet.example.org/x', attendanceCode: 'MANGO-7', journey: 'all' };
    expect(scheduleWebinarForm.parse(form)).toMatchObject({ startsAt: new Date('2026-11-25T14:00:00Z'), journey: null, minutes: 60 });
    expect(scheduleWebinarForm.safeParse({ ...form, date: '2026-02-31' }).success).toBe(false);
    expect(scheduleWebinarForm.safeParse({ ...form, attendanceCode: '<b>' }).success).toBe(false);
  });
});
