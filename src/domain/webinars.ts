// Webinars (rules 7, 24): an admin schedules one (title, start, length, join link, attendance code,
// journey or all journeys); a learner who enters its attendance code from its start until 24 hours after
// earns 75 XP once. Codes are compared without regard to case, spaces or hyphens, as people read them out.
import { journeyRefusalsMessages } from './journey-refusals.messages.ts';

/** Refusals in English, from their definitions: the reader's language is chosen on the way out of the Action. */
const m = journeyRefusalsMessages('en');

export const ATTENDANCE_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Wrong codes a learner may enter for one webinar before it stops accepting theirs (guessing is farming). */
export const MAX_WRONG_CODES = 5;

export const WEBINAR_LIMITS = {
  title: { min: 3, max: 120 },
  minutes: { min: 15, max: 480 },
  code: { min: 4, max: 32 },
  joinUrl: { max: 500 },
  description: { max: 1000 },
} as const;

/** A code as compared: upper case, without spaces and hyphens. */
export function normaliseCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]+/g, '');
}

export function codesMatch(entered: string, actual: string): boolean {
  const a = normaliseCode(entered);
  return a !== '' && a === normaliseCode(actual);
}

/** Whether a code is well formed for an admin to set: letters, digits, spaces and hyphens. */
export function isWellFormedCode(code: string): boolean {
  const trimmed = code.trim();
  return trimmed.length >= WEBINAR_LIMITS.code.min && trimmed.length <= WEBINAR_LIMITS.code.max && /^[A-Za-z0-9][A-Za-z0-9 -]*$/.test(trimmed);
}

/**
 * Why a webinar cannot be scheduled to start at `startsAt`, or null. It must start after `now`: one already
 * begun is refused rather than stored where no learner could attend in time and the admin's list may not show it.
 */
export function webinarStartProblem(startsAt: Date, now: Date): string | null {
  return startsAt.getTime() > now.getTime() ? null : m.webinarStartPassed;
}

/** When the attendance code stops paying. */
export function attendanceClosesAt(startsAt: Date, windowMs: number = ATTENDANCE_WINDOW_MS): Date {
  return new Date(startsAt.getTime() + windowMs);
}

/** Why an attendance code cannot be accepted at `now` (too early, too late), or null inside the window. */
export function attendanceWindowProblem(startsAt: Date, now: Date, windowMs: number = ATTENDANCE_WINDOW_MS): string | null {
  if (now.getTime() < startsAt.getTime()) return m.webinarNotStarted;
  if (now.getTime() > attendanceClosesAt(startsAt, windowMs).getTime()) {
    const hours = Math.round(windowMs / 3_600_000);
    return hours === 1 ? m.codeClosedHour({ hours }) : m.codeClosedHours({ hours });
  }
  return null;
}

/** The end of a webinar. */
export function webinarEndsAt(startsAt: Date, minutes: number): Date {
  return new Date(startsAt.getTime() + minutes * 60_000);
}

/** A webinar is listed as upcoming (or live) until it ends, and its code stays open 24 hours after the start. */
export function isUpcomingOrOpen(startsAt: Date, minutes: number, now: Date, windowMs: number = ATTENDANCE_WINDOW_MS): boolean {
  const end = Math.max(webinarEndsAt(startsAt, minutes).getTime(), attendanceClosesAt(startsAt, windowMs).getTime());
  return now.getTime() <= end;
}
