// The zod schemas of the journey forms (choose a journey, the custom pick, complete a module, the weekly
// reflection, attend a webinar, log and answer a mentoring session, submit and review a capstone, schedule a
// webinar). They check shape and size at the edge; the rules themselves (rule 24's lengths and times, who may
// do what) are the services', whose messages reach the same fields.
import { z } from 'zod';
import { CAPSTONE_LIMITS, isWebLink } from '#/domain/capstone.ts';
import { JOURNEY_PATH_IDS } from '#/domain/journey-paths.ts';
import { CUSTOM_POSITION_MAX, MODULE_ID_MAX_LENGTH } from '#/domain/journey-modules.ts';
import { SESSION_MINUTES, TOPIC_LENGTH } from '#/domain/mentoring.ts';
import { MODULE_ANSWER_MAX } from '#/domain/module-completion.ts';
import { isKnownTimeZone, zonedInstant } from '#/domain/time-zones.ts';
import { isWellFormedCode, WEBINAR_LIMITS } from '#/domain/webinars.ts';
import { REFLECTION_MAX } from '#/domain/weekly-reflection.ts';
import { formText, formTextArea, optionalFormText } from './form-fields.ts';
import { offlineSendFields } from './offline-send-fields.ts';
import { journeyRefusalsMessages } from '#/domain/journey-refusals.messages.ts';
import { journeyFormMessages } from './journey-forms.messages.ts';

const m = journeyFormMessages('en');
const refusals = journeyRefusalsMessages('en');

/** A row id posted back from a hidden field. */
const rowId = formText(z.string().trim().max(40, m.brokenLink));

/** Free text with a cap; the services judge the minimum (their messages say how many characters more). */
const longText = (max: number) => formTextArea(z.string().max(max, m.keepItTo({ max: max.toLocaleString('en-US') })));

/** A required text; `enter` and `atLeast` name the field ("Enter a title.", "Use at least 5 characters for a title."). */
const requiredText = (enter: string, atLeast: (values: { min: number }) => string, min: number, max: number) =>
  formTextArea(
    z
      .string()
      .trim()
      .min(1, enter)
      .min(min, atLeast({ min }))
      .max(max, m.atMost({ max: max.toLocaleString('en-US') })),
  );

const webLink = (max: number) =>
  optionalFormText(max).refine((value) => value === null || isWebLink(value), m.linkHttps);

/** A length in minutes, typed as a whole number. */
const wholeMinutes = (min: number, max: number) =>
  formText(
    z
      .string()
      .trim()
      .min(1, m.enterMinutes)
      .regex(/^\d+$/, m.minutesWhole)
      .transform(Number)
      .pipe(z.number().min(min, m.minutesAtLeast({ min })).max(max, m.minutesAtMost({ max }))),
  );

export const chooseJourneyForm = z.object({
  journey: formText(z.enum(JOURNEY_PATH_IDS, { error: m.chooseJourney })),
});

/** A typed position: null when blank (no particular place), undefined when not a whole number from 1 to the maximum. */
function typedPosition(typed: unknown): number | null | undefined {
  if (typed === undefined || (typeof typed === 'string' && typed.trim() === '')) return null;
  if (typeof typed !== 'string' || !/^\d+$/.test(typed.trim())) return undefined;
  const position = Number(typed.trim());
  return position >= 1 && position <= CUSTOM_POSITION_MAX ? position : undefined;
}

/**
 * The custom pick: checked modules (`modules`, one value each) and, for any module, a position typed in
 * `position-<module id>` (blank: after the numbered ones). A checked module's position that is filled in but
 * not from 1 to the maximum is refused next to it, rather than read as blank and saved in an order the learner
 * did not choose; an unchecked module's position is not part of the pick, so it is not judged.
 */
export const customJourneyForm = z
  // Longer ids, or more picks than the catalogue has modules, come only from a tampered page: the rule's own words.
  .object({ modules: z.array(z.string().max(MODULE_ID_MAX_LENGTH, refusals.pickFromList)).max(100, refusals.pickFromList).default([]) })
  .catchall(z.unknown())
  .transform((form, ctx) => {
    const picks = form.modules.map((id) => {
      const field = `position-${id}`;
      const position = typedPosition(form[field]);
      if (position === undefined) ctx.addIssue({ code: 'custom', path: [field], message: m.positionRange({ max: CUSTOM_POSITION_MAX }) });
      return { id, position: position ?? null };
    });
    return { picks };
  });

export const completeModuleForm = z.object({
  moduleId: formText(z.string().trim().max(MODULE_ID_MAX_LENGTH, refusals.noSuchModule)),
  answer: longText(MODULE_ANSWER_MAX),
  // Typed offline, an answer names the account it was kept for (the server completes a module once, so no key).
  outboxAccount: offlineSendFields.outboxAccount,
});

// A reflection may be typed offline and sent more than once: it carries a send key (offline-send-fields.ts).
export const reflectionForm = z.object({ text: longText(REFLECTION_MAX), ...offlineSendFields });

export const attendWebinarForm = z.object({
  webinarId: rowId,
  code: formText(z.string().trim().max(WEBINAR_LIMITS.code.max, m.codeTooLong)),
});

export const webinarIdForm = z.object({ webinarId: rowId });

export const scheduleWebinarForm = z
  .object({
    title: requiredText(m.enterTitle, m.atLeastTitle, WEBINAR_LIMITS.title.min, WEBINAR_LIMITS.title.max),
    description: optionalFormText(WEBINAR_LIMITS.description.max, { multiline: true }),
    date: formText(z.string().trim().regex(/^\d{4}-\d{2}-\d{2}$/, m.enterDate)),
    time: formText(z.string().trim().regex(/^\d{2}:\d{2}$/, m.enterStartTime)),
    timezone: formText(z.string().trim().refine(isKnownTimeZone, m.chooseTimeZone)),
    minutes: wholeMinutes(WEBINAR_LIMITS.minutes.min, WEBINAR_LIMITS.minutes.max),
    joinUrl: formText(z.string().trim().min(1, m.enterJoinLink).max(WEBINAR_LIMITS.joinUrl.max, m.linkTooLong).refine(isWebLink, m.linkHttps)),
    attendanceCode: formText(z.string().trim().refine(isWellFormedCode, m.codeShape)),
    journey: formText(z.enum(['all', ...JOURNEY_PATH_IDS], { error: m.chooseWebinarJourney })),
  })
  .transform((form, ctx) => {
    const startsAt = zonedInstant(form.date, form.time, form.timezone);
    if (!startsAt) {
      ctx.addIssue({ code: 'custom', path: ['date'], message: m.realDateTime });
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
  // An id is at most 40 characters; anything longer is no member of the village (the message the rule gives).
  menteeId: formText(z.string().trim().max(40, refusals.chooseVillageMember)),
  sessionDate: formText(z.string().trim().regex(/^\d{4}-\d{2}-\d{2}$/, m.enterSessionDate)),
  minutes: wholeMinutes(SESSION_MINUTES.min, SESSION_MINUTES.max),
  topic: requiredText(m.enterTopic, m.atLeastTopic, TOPIC_LENGTH.min, TOPIC_LENGTH.max),
});

export const sessionIdForm = z.object({ sessionId: rowId });

export const capstoneForm = z.object({
  title: requiredText(m.enterTitle, m.atLeastTitle, CAPSTONE_LIMITS.title.min, CAPSTONE_LIMITS.title.max),
  summary: requiredText(m.enterSummary, m.atLeastSummary, CAPSTONE_LIMITS.summary.min, CAPSTONE_LIMITS.summary.max),
  evidence: requiredText(m.enterEvidence, m.atLeastEvidence, CAPSTONE_LIMITS.evidence.min, CAPSTONE_LIMITS.evidence.max),
  evidenceUrl: webLink(CAPSTONE_LIMITS.evidenceUrl.max),
});

export const capstoneIdForm = z.object({ capstoneId: rowId });

export const returnCapstoneForm = z.object({
  capstoneId: rowId,
  feedback: requiredText(m.enterFeedback, m.atLeastFeedback, CAPSTONE_LIMITS.feedback.min, CAPSTONE_LIMITS.feedback.max),
});
