// Peer-to-Peer Circles (a premium ecosystem item, rule 18): facilitated circles that meet on a fixed rhythm
// ("the first Tuesday of every month at 17:30 in Lagos"), described in content/circles/. Sessions are worked
// out from that rhythm, so the schedule never runs out; a paid member asks for a place on one upcoming
// session, and the request waits for an admin. A session is named `<circle>.<date>`, its date in the circle's
// own time zone.
import { addDays, localDateTime } from './time-zones.ts';

export const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Which week of the month: 1 to 4, or the last. */
export type WeekOfMonth = 1 | 2 | 3 | 4 | 'last';

export interface CircleDefinition {
  /** The file name without `.md`. */
  readonly id: string;
  readonly name: string;
  readonly theme: string;
  readonly facilitator: string;
  readonly weekday: Weekday;
  readonly week: WeekOfMonth;
  /** "HH:MM", in `timezone`. */
  readonly time: string;
  readonly timezone: string;
  readonly durationMinutes: number;
  /** Places per session. */
  readonly places: number;
  readonly order: number;
  /** Plain-text paragraphs. */
  readonly description: string;
}

export interface CircleSession {
  readonly id: string;
  readonly circleId: string;
  /** The session's date and time in the circle's zone. */
  readonly localDate: string;
  readonly localTime: string;
  /** The same moment as an ISO instant. */
  readonly startsAt: string;
}

/** Upcoming sessions each circle offers. */
export const SESSIONS_SHOWN = 3;

/** The day of the month of the `week`-th `weekday` of a month ("YYYY-MM"). */
function dayInMonth(month: string, weekday: Weekday, week: WeekOfMonth): string {
  const first = `${month}-01`;
  const firstWeekday = new Date(`${first}T00:00:00Z`).getUTCDay();
  const offset = (WEEKDAYS.indexOf(weekday) - firstWeekday + 7) % 7;
  if (week !== 'last') return addDays(first, offset + (week - 1) * 7);
  let day = addDays(first, offset + 21);
  if (addDays(day, 7).slice(0, 7) === month) day = addDays(day, 7);
  return day;
}

/** The instant at which a zone's wall clock reads `date` `time` (the first such instant around a change of offset). */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const wanted = Date.parse(`${date}T${time}:00Z`);
  let guess = wanted;
  // Two passes settle on the zone's offset at that moment (one more covers a guess that crossed a change).
  for (let i = 0; i < 3; i++) {
    const local = localDateTime(timeZone, new Date(guess));
    const shown = Date.parse(`${local.date}T${local.time}:00Z`);
    if (shown === wanted) break;
    guess += wanted - shown;
  }
  return new Date(guess);
}

function nextMonth(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
}

/** The circle's next `count` sessions that start after `now`. */
export function upcomingSessions(circle: CircleDefinition, now: Date, count: number = SESSIONS_SHOWN): CircleSession[] {
  const sessions: CircleSession[] = [];
  let month = localDateTime(circle.timezone, now).date.slice(0, 7);
  for (let guard = 0; sessions.length < count && guard < count + 2; guard++) {
    const localDate = dayInMonth(month, circle.weekday, circle.week);
    const startsAt = zonedInstant(localDate, circle.time, circle.timezone);
    if (startsAt.getTime() > now.getTime()) {
      sessions.push({ id: `${circle.id}.${localDate}`, circleId: circle.id, localDate, localTime: circle.time, startsAt: startsAt.toISOString() });
    }
    month = nextMonth(month);
  }
  return sessions;
}

/** The session a stored request names, past or future (null when the id names no circle's date). */
export function sessionFromId(circles: readonly CircleDefinition[], sessionId: string): { circle: CircleDefinition; session: CircleSession } | null {
  const cut = sessionId.lastIndexOf('.');
  const circle = circles.find((candidate) => candidate.id === sessionId.slice(0, cut));
  const localDate = sessionId.slice(cut + 1);
  if (!circle || !/^\d{4}-\d{2}-\d{2}$/.test(localDate)) return null;
  const startsAt = zonedInstant(localDate, circle.time, circle.timezone).toISOString();
  return { circle, session: { id: sessionId, circleId: circle.id, localDate, localTime: circle.time, startsAt } };
}

/** The upcoming session a request names, or null when the circle has no such session ahead. */
export function findUpcomingSession(circles: readonly CircleDefinition[], sessionId: string, now: Date): { circle: CircleDefinition; session: CircleSession } | null {
  const circleId = sessionId.slice(0, sessionId.lastIndexOf('.'));
  const circle = circles.find((candidate) => candidate.id === circleId);
  if (!circle) return null;
  const session = upcomingSessions(circle, now).find((candidate) => candidate.id === sessionId);
  return session ? { circle, session } : null;
}

