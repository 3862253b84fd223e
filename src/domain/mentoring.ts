// Peer mentoring (rules 6, 7, 24): Change Architects (rank 3) and above may mentor. A mentor logs a session
// with a mentee from their own village (date, length, topic); the mentee confirms or declines it; a
// confirmation pays both 80 XP, at most once per pair per ISO week (the week of the session's date).
import { RANKS, rankOf } from './levels.ts';
import { addDays, isoWeekKey } from './time-zones.ts';
import { journeyRefusalsMessages } from './journey-refusals.messages.ts';

/** Refusals in English, from their definitions: the reader's language is chosen on the way out of the Action. */
const m = journeyRefusalsMessages('en');

/** The rank that opens mentoring: Change Architect. */
export const MENTORING_MIN_RANK = 3;
export const MENTORING_MIN_POINTS = RANKS[2].min;
export const SESSION_MINUTES = { min: 15, max: 240 } as const;
export const TOPIC_LENGTH = { min: 3, max: 200 } as const;
/** How far back a session can be logged, in days: long enough to catch up, short enough to stay honest. */
export const LOG_WITHIN_DAYS = 14;

export const SESSION_STATUSES = ['pending', 'confirmed', 'declined'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

export function canMentor(points: number): boolean {
  return rankOf(points).number >= MENTORING_MIN_RANK;
}

/** The two people of a session in a fixed order, so A–B and B–A are one pair. */
export function pairKey(a: string, b: string): string {
  return a < b ? `${a}|${b}` : `${b}|${a}`;
}

/** The ISO week a session counts in: the week of its date. */
export function sessionWeek(sessionDate: string): string {
  return isoWeekKey(sessionDate);
}

interface Person {
  readonly id: string;
  readonly villageId: string | null;
}

/** Why the mentee cannot be mentored by this mentor, or null. */
export function menteeProblem(mentor: Person, mentee: Person | null): string | null {
  if (mentee === null) return m.chooseVillageMember;
  if (mentee.id === mentor.id) return m.notYourself;
  if (mentor.villageId === null) return m.joinVillageFirst;
  if (mentee.villageId !== mentor.villageId) return m.ownVillageOnly;
  return null;
}

/** Why a session date cannot be logged on `today` (the mentor's own date), or null. */
export function sessionDateProblem(sessionDate: string, today: string): string | null {
  const parsed = Date.parse(`${sessionDate}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(sessionDate) || Number.isNaN(parsed) || new Date(parsed).toISOString().slice(0, 10) !== sessionDate) {
    return m.enterSessionDate;
  }
  if (sessionDate > today) return m.sessionInFuture;
  if (sessionDate < addDays(today, -LOG_WITHIN_DAYS)) return m.logWithin({ days: LOG_WITHIN_DAYS });
  return null;
}
