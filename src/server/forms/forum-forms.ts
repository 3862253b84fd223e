// The zod schemas of the forum's forms: the Actions' inputs, checked at the edge with a message per field
// (what was typed is kept by the page). Lengths come from src/domain/forum-limits.ts.
import { z } from 'zod';
import { FORUM_CATEGORY_IDS } from '#/domain/forum-categories.ts';
import { FIELD_LIMITS } from '#/domain/forum-limits.ts';
import { isId } from '#/domain/ids.ts';
import { FORUM_REPORT_TARGETS } from '../tables/forum.ts';
import { formText, formTextArea } from './form-fields.ts';
import { offlineSendFields } from './offline-send-fields.ts';
import { forumFormMessages } from './forum-forms.messages.ts';

const m = forumFormMessages('en');

const count = (n: number) => n.toLocaleString('en-US');

// eslint-disable-next-line no-control-regex -- control characters are exactly what a one-line field must not contain
const LINE_CONTROL = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex -- tabs and line breaks are text in a body; other control characters are not
const BODY_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Text of `min` to `max` characters, trimmed; a `multiline` one is typed in a textarea (line breaks allowed). */
function lengthRange(atLeast: (values: { min: string }) => string, atMost: (values: { max: string }) => string, min: number, max: number, multiline: boolean) {
  const control = multiline ? BODY_CONTROL : LINE_CONTROL;
  return (multiline ? formTextArea : formText)(
    z
      .string()
      .trim()
      .min(min, atLeast({ min: count(min) }))
      .max(max, atMost({ max: count(max) }))
      .refine((value) => !control.test(value), m.controlCharacters),
  );
}

const title = lengthRange(m.titleAtLeast, m.titleAtMost, FIELD_LIMITS.title.min, FIELD_LIMITS.title.max, false);
const body = lengthRange(m.postAtLeast, m.postAtMost, FIELD_LIMITS.body.min, FIELD_LIMITS.body.max, true);
const replyBody = lengthRange(m.replyAtLeast, m.replyAtMost, FIELD_LIMITS.reply.min, FIELD_LIMITS.reply.max, true);
const reason = lengthRange(m.reasonAtLeast, m.reasonAtMost, FIELD_LIMITS.reportReason.min, FIELD_LIMITS.reportReason.max, true);
/** An admin's optional note for the audit log. */
const auditNote = formText(
  z
    .string()
    .trim()
    .max(FIELD_LIMITS.reportReason.max, m.noteAtMost({ max: FIELD_LIMITS.reportReason.max }))
    .transform((value) => (value === '' ? null : value)),
);

const id = (missing: string) => formText(z.string().refine(isId, missing));
const optionalId = formText(z.string().transform((value) => (isId(value) ? value : null)));

export const newPostForm = z.object({
  categoryId: formText(z.enum(FORUM_CATEGORY_IDS, { error: m.chooseCategory })),
  title,
  body,
});

export const editPostForm = z.object({ postId: id(m.discussionMissing), title, body });

export const postForm = z.object({ postId: id(m.discussionMissing) });

// A reply may be typed offline and sent more than once: it carries a send key (offline-send-fields.ts).
export const replyForm = z.object({ postId: id(m.discussionMissing), parentReplyId: optionalId, body: replyBody, ...offlineSendFields });

export const replyTargetForm = z.object({ replyId: id(m.replyMissing) });

export const likeForm = z.object({
  postId: id(m.discussionMissing),
  // The like button posts "true" or "false"; anything else came from a tampered page, and is told so in words.
  like: formText(z.enum(['true', 'false'], { error: m.chooseLike }).transform((value) => value === 'true')),
});

export const reportForm = z.object({
  targetType: formText(z.enum(FORUM_REPORT_TARGETS, { error: m.chooseWhatToReport })),
  targetId: id(m.targetMissing),
  reason,
});

export const POST_MODERATIONS = ['hide', 'unhide', 'lock', 'unlock', 'pin', 'unpin'] as const;
export const REPLY_MODERATIONS = ['hide', 'unhide'] as const;

export const moderatePostForm = z.object({
  postId: id(m.discussionMissing),
  change: formText(z.enum(POST_MODERATIONS, { error: m.chooseWhatToDo })),
  note: auditNote,
});

export const moderateReplyForm = z.object({
  replyId: id(m.replyMissing),
  change: formText(z.enum(REPLY_MODERATIONS, { error: m.chooseWhatToDo })),
  note: auditNote,
});

export const resolveReportForm = z.object({
  reportId: id(m.reportMissing),
  outcome: formText(z.enum(['dismissed', 'hidden'], { error: m.chooseSettlement })),
  note: auditNote,
});
