// How much a learner may post (rule 31 and the forum's safety rules): at most 5 new discussions and 30 replies
// in any 60 minutes, and a length limit on every text field. The window slides: the wait is until the oldest
// counted item is an hour old.
import { forumLimitsMessages } from './forum-limits.messages.ts';

export const POSTING_WINDOW_MS = 60 * 60 * 1000;

export const POSTING_LIMITS = {
  post: 5,
  reply: 30,
} as const;

export type PostingKind = keyof typeof POSTING_LIMITS;

/** Characters each field takes (titles and bodies of posts, replies, report reasons, the search box). */
export const FIELD_LIMITS = {
  title: { min: 5, max: 120 },
  body: { min: 10, max: 10_000 },
  reply: { min: 2, max: 5_000 },
  reportReason: { min: 5, max: 500 },
  search: { max: 100 },
} as const;

/**
 * Seconds until the learner may post again, or 0 when they may now. `recent` holds the times (ISO 8601) of
 * what they posted, newest or oldest first, at least those of the last hour.
 */
export function postingWaitSeconds(kind: PostingKind, recent: readonly string[], now: Date): number {
  const limit = POSTING_LIMITS[kind];
  const since = now.getTime() - POSTING_WINDOW_MS;
  const inWindow = recent
    .map((at) => Date.parse(at))
    .filter((time) => Number.isFinite(time) && time > since)
    .sort((a, b) => b - a);
  if (inWindow.length < limit) return 0;
  // The limit-th newest must leave the window before one more fits.
  const leaves = (inWindow[limit - 1] as number) + POSTING_WINDOW_MS;
  return Math.max(1, Math.ceil((leaves - now.getTime()) / 1000));
}

function waitWords(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** The message a learner reads at the limit (in English: the Action's answer is translated on its way out). */
export function postingLimitMessage(kind: PostingKind, waitSeconds: number): string {
  const m = forumLimitsMessages('en');
  const values = { max: POSTING_LIMITS[kind], wait: waitWords(waitSeconds) };
  return kind === 'post' ? m.postLimit(values) : m.replyLimit(values);
}
