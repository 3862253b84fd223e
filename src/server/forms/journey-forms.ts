// The zod schemas of the journey forms (choose a journey, the custom pick, complete a module, the weekly
// reflection, attend a webinar, log and answer a mentoring session, submit and review a capstone, schedule a
// webinar). They check shape and size at the edge; the rules themselves (rule 24's lengths and times, who may
// do what) are the services', whose messages reach the same fields.
import { z } from 'zod';
import { CAPSTONE_LIMITS, isWebLink } from '#/domain/capstone.ts';
import { JOURNEY_PATH_IDS } from '#/domain/journey-paths.ts';
import { MODULE_ID_MAX_LENGTH } from '#/domain/journey-modules.ts';
import { SESSION_MINUTES, TOPIC_LENGTH } from '#/domain/mentoring.ts';
import { MODULE_ANSWER_MAX } from '#/domain/module-completion.ts';
import { isKnownTimeZone, zonedInstant } from '#/domain/time-zones.ts';
import { isWellFormedCode, WEBINAR_LIMITS } from '#/domain/webinars.ts';
import { REFLECTION_MAX } from '#/domain/weekly-reflection.ts';
import { formText, optionalFormText } from './form-fields.ts';

/** A row id posted back from a hidden field. */
const rowId = formText(z.string().trim().max(40, 'That link is broken; reload the page.'));

/**
 * A textarea's text: browsers send its line breaks as CRLF while counting each as one character for
 * `maxlength`, so they become LF first and a text the browser allowed is never refused for its length.
 */
function textArea<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (typeof value === 'string' ? value.replace(/\r\n?/g, '\n') : ''), schema);
}

/** Free text with a cap; the services judge the minimum (their messages say how many characters more). */
const longText = (max: number) => textArea(z.string().max(max, `Keep it to ${max.toLocaleString('en-US')} characters.`));

const requiredText = (label: string, min: number, max: number) =>
  textArea(
    z
      .string()
      .trim()
      .min(1, `Enter ${label}.`)
      .min(min, `Use at least ${min} characters for ${label}.`)
      .max(max, `Use at most ${max.toLocaleString('en-US')} characters.`),
  );

const webLink = (max: number) =>
  optionalFormText(max).refine((value) => value === null || isWebLink(value), 'Enter a link starting with https://');

const wholeNumber = (label: string, min: number, max: number) => {
  const named = label.charAt(0).toUpperCase() + label.slice(1);
  return formText(
    z
      .string()
      .trim()
      .min(1, `Enter ${label}.`)
      .regex(/^\d+$/, `Enter ${label} as a whole number.`)
      .transform(Number)
      .pipe(z.number().min(min, `${named} is at least ${min}.`).max(max, `${named} is at most ${max}.`)),
  );
};

export const chooseJourneyForm = z.object({
  journey: formText(z.enum(JOURNEY_PATH_IDS, { error: 'Choose one of the three journeys.' })),
});

/**
 * The custom pick: checked modules (`modules`, one value each) and, for any module, a position typed in
 * `position-<module id>` (blank: after the numbered ones).
 */
export const customJourneyForm = z
  .object({ modules: z.array(z.string().max(MODULE_ID_MAX_LENGTH)).max(100).default([]) })
  .catchall(z.unknown())
  .transform((form) => {
    const picks = form.modules.map((id) => {
      const typed = form[`position-${id}`];
      const position = typeof typed === 'string' && /^\d{1,3}$/.test(typed.trim()) ? Number(typed.trim()) : null;
      return { id, position };
    });
    return { picks };
  });

export const completeModuleForm = z.object({
  moduleId: formText(z.string().trim().max(MODULE_ID_MAX_LENGTH)),
  answer: longText(MODULE_ANSWER_MAX),
});

export const reflectionForm = z.object({ text: longText(REFLECTION_MAX) });

export const attendWebinarForm = z.object({
  webinarId: rowId,
  code: formText(z.string().trim().max(WEBINAR_LIMITS.code.max, 'That is longer than any attendance code.')),
});

export const webinarIdForm = z.object({ webinarId: rowId });

export const scheduleWebinarForm = z
  .object({
    title: requiredText('a title', WEBINAR_LIMITS.title.min, WEBINAR_LIMITS.title.max),
    description: optionalFormText(WEBINAR_LIMITS.description.max),
    date: formText(z.string().trim().regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the date.')),
    time: formText(z.string().trim().regex(/^\d{2}:\d{2}$/, 'Enter the start time.')),
    timezone: formText(z.string().trim().refine(isKnownTimeZone, 'Choose a time zone from the list.')),
    minutes: wholeNumber('the length in minutes', WEBINAR_LIMITS.minutes.min, WEBINAR_LIMITS.minutes.max),
    joinUrl: formText(z.string().trim().min(1, 'Enter the join link.').max(WEBINAR_LIMITS.joinUrl.max, 'That link is too long.').refine(isWebLink, 'Enter a link starting with https://')),
    attendanceCode: formText(z.string().trim().refine(isWellFormedCode, 'Use 4 to 32 letters, digits, spaces or hyphens.')),
    journey: formText(z.enum(['all', ...JOURNEY_PATH_IDS], { error: 'Choose the journey, or every journey.' })),
  })
  .transform((form, ctx) => {
    const startsAt = zonedInstant(form.date, form.time, form.timezone);
    if (!startsAt) {
      ctx.addIssue({ code: 'custom', path: ['date'], message: 'Enter a real date and time.' });
      return z.NEVER;
    }
    return {
      title: form.title,
      description: form.description,
      startsAt,
      minutes: form.minutes,
      joinUrl: form.joinUrl,
      attendanceCode: form.attendanceCode,
      journey: form.journey === 'all' ? null : form.journey,
    };
  });

export const logSessionForm = z.object({
  menteeId: formText(z.string().trim().max(40)),
  sessionDate: formText(z.string().trim().regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the date of the session.')),
  minutes: wholeNumber('the length in minutes', SESSION_MINUTES.min, SESSION_MINUTES.max),
  topic: requiredText('the topic', TOPIC_LENGTH.min, TOPIC_LENGTH.max),
});

export const sessionIdForm = z.object({ sessionId: rowId });

export const capstoneForm = z.object({
  title: requiredText('a title', CAPSTONE_LIMITS.title.min, CAPSTONE_LIMITS.title.max),
  summary: requiredText('a summary', CAPSTONE_LIMITS.summary.min, CAPSTONE_LIMITS.summary.max),
  evidence: requiredText('your evidence', CAPSTONE_LIMITS.evidence.min, CAPSTONE_LIMITS.evidence.max),
  evidenceUrl: webLink(CAPSTONE_LIMITS.evidenceUrl.max),
});

export const capstoneIdForm = z.object({ capstoneId: rowId });

export const returnCapstoneForm = z.object({
  capstoneId: rowId,
  feedback: requiredText('your feedback', CAPSTONE_LIMITS.feedback.min, CAPSTONE_LIMITS.feedback.max),
});
