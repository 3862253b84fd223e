// Every field typed in a textarea counts a line break as one character, as the browser's `maxlength` does:
// browsers send line breaks as CRLF, so a text at the limit with line breaks passed the browser's own check and
// was then refused by the server for its length. Each such field is tried here at exactly its limit.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { profileForm } from '#/server/forms/account-forms.ts';
import { circlePlaceForm, createVillageForm, impactEntryForm, partnerForm } from '#/server/forms/community-forms.ts';
import { editPostForm, newPostForm, replyForm, reportForm } from '#/server/forms/forum-forms.ts';
import { reflectionForm, scheduleWebinarForm } from '#/server/forms/journey-forms.ts';

/** A text of exactly `length` characters as the browser counts them, with a line break every 40, sent as CRLF. */
function typedWithLineBreaks(length: number): { sent: string; stored: string } {
  let stored = '';
  while (stored.length < length) stored += stored.length % 40 === 39 ? '\n' : 'a';
  // The last character is a letter, so trimming takes nothing away.
  stored = `${stored.slice(0, -1)}z`;
  return { sent: stored.replace(/\n/g, '\r\n'), stored };
}

const TEXTAREAS: [string, z.ZodType, number][] = [
  ['the profile bio', profileForm.shape.bio, 1000],
  ['a new discussion', newPostForm.shape.body, 10_000],
  ['an edited post', editPostForm.shape.body, 10_000],
  ['a reply', replyForm.shape.body, 5000],
  ['a report reason', reportForm.shape.reason, 500],
  ['a village description', createVillageForm.shape.description, 500],
  ['an impact entry', impactEntryForm.shape.description, 2000],
  ['a peer-circle message', circlePlaceForm.shape.message, 1000],
  ['transformation-partner goals', partnerForm.shape.goals, 2000],
  ['a weekly reflection', reflectionForm.shape.text, 5000],
];

describe('fields typed in a textarea', () => {
  it.each(TEXTAREAS)('%s takes its limit of characters with line breaks sent as CRLF, and stores them as LF', (_label, field, max) => {
    const { sent, stored } = typedWithLineBreaks(max);
    expect(sent.length).toBeGreaterThan(max);
    const parsed = field.safeParse(sent);
    expect(parsed.success).toBe(true);
    expect(parsed.data).toBe(stored);
    expect(field.safeParse(`${sent}z`).success).toBe(false);
  });

  it('a webinar description does the same inside its form', () => {
    const { sent, stored } = typedWithLineBreaks(1000);
    const form = { title: 'Live Q&A', date: '2030-11-25', time: '15:00', timezone: 'Africa/Lagos', minutes: '60', joinUrl: 'https://meet.example.org/x', attendanceCode: 'MANGO-7', journey: 'all' };
    expect(scheduleWebinarForm.safeParse({ ...form, description: sent }).data?.description).toBe(stored);
    expect(scheduleWebinarForm.safeParse({ ...form, description: `${sent}z` }).success).toBe(false);
  });

  it('a report reason may hold a line break, and still no other control character', () => {
    expect(reportForm.shape.reason.safeParse('This post is spam.\r\nIt links to a scam site.').data).toBe('This post is spam.\nIt links to a scam site.');
    expect(reportForm.shape.reason.safeParse('This post is\u0007 spam.').success).toBe(false);
  });
});
