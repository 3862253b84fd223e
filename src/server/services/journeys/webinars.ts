// Webinars (rules 7, 24, 28): admins schedule and cancel them; learners see the upcoming ones of their
// journey (and those for every journey; a custom path sees them all); entering the attendance code from the start until 24 hours after
// pays 75 XP once (key webinar:<id>) and records the webinar's length as CPD time. Wrong codes are counted
// per learner and webinar, and after five the webinar stops taking theirs, so a code cannot be guessed.
import { isJourneyPathId, type JourneyPathId } from '#/domain/journey-paths.ts';
import { attendanceWindowProblem, codesMatch, isUpcomingOrOpen, MAX_WRONG_CODES, ATTENDANCE_WINDOW_MS, webinarStartProblem } from '#/domain/webinars.ts';
import type { Backend } from '../../backend.ts';
import type { RowOf } from '../../schema.ts';
import { equal, greaterThanEqual, limit, orderAsc } from '../../store/query.ts';
import { awardXpInTransaction, type AwardOutcome, type EngineOptions } from '../gamification/index.ts';
import { recordAudit } from '../audit-log.ts';
import { ServiceError } from '../service-error.ts';
import { recordCpd } from './cpd-records.ts';
import { fieldRefusal, requireAdmin, requireLearner } from './learner-row.ts';
import { attendanceRowId } from './row-keys.ts';
import { farmingLimitsIn, readFarmingLimits } from '../site-settings.ts';
import { webinarWindowMs } from '#/domain/farming-limits.ts';
import { journeyRefusalsMessages } from '#/domain/journey-refusals.messages.ts';

/** Refusals in English, from their definitions: the reader's language is chosen on the way out of the Action. */
const m = journeyRefusalsMessages('en');

export interface NewWebinar {
  readonly title: string;
  readonly description: string | null;
  readonly startsAt: Date;
  readonly minutes: number;
  readonly joinUrl: string;
  readonly attendanceCode: string;
  readonly journey: JourneyPathId | null;
}

/** A webinar as a learner sees it: never its attendance code. */
export interface LearnerWebinar {
  readonly id: string;
  readonly title: string;
  readonly description: string | null;
  readonly startsAt: string;
  readonly minutes: number;
  readonly joinUrl: string;
  readonly journey: JourneyPathId | null;
  readonly attended: boolean;
}

function forLearner(row: RowOf<'webinars'>, attended: boolean): LearnerWebinar {
  return {
    id: row.$id,
    title: row.title,
    description: row.description,
    startsAt: row.startsAt,
    minutes: row.minutes,
    joinUrl: row.joinUrl,
    journey: row.journey !== null && isJourneyPathId(row.journey) ? row.journey : null,
    attended,
  };
}

/** Schedules a webinar that starts after `now`; a start already passed is refused next to the date. */
export async function scheduleWebinar(
  { store }: Pick<Backend, 'store'>,
  adminId: string,
  webinar: NewWebinar,
  now = new Date(),
): Promise<RowOf<'webinars'>> {
  return store.transaction(async (tx) => {
    await requireAdmin(tx, adminId);
    const startProblem = webinarStartProblem(webinar.startsAt, now);
    if (startProblem) throw fieldRefusal('date', startProblem);
    const row = await tx.createRow('webinars', null, {
      title: webinar.title,
      description: webinar.description,
      startsAt: webinar.startsAt.toISOString(),
      minutes: webinar.minutes,
      joinUrl: webinar.joinUrl,
      attendanceCode: webinar.attendanceCode.trim(),
      journey: webinar.journey,
      createdBy: adminId,
    });
    // Every change an admin makes is audited (rule 35); the attendance code stays out of the log.
    await recordAudit(tx, {
      actorId: adminId,
      action: 'webinar.scheduled',
      targetType: 'webinars',
      targetId: row.$id,
      before: null,
      after: { title: row.title, startsAt: row.startsAt, minutes: row.minutes, journey: row.journey },
      reason: null,
    });
    return row;
  });
}

/** Removes a webinar nobody has attended yet (an attended one is part of people's CPD records). */
export async function cancelWebinar({ store }: Pick<Backend, 'store'>, adminId: string, webinarId: string): Promise<void> {
  await store.transaction(async (tx) => {
    await requireAdmin(tx, adminId);
    const webinar = await tx.getRow('webinars', webinarId);
    if (!webinar) throw new ServiceError('not-found', m.noSuchWebinarCancelledAlready);
    const attended = await tx.findRows('webinar_attendance', [equal('webinarId', webinarId), limit(100)]);
    if (attended.some((row) => row.attendedAt !== null)) {
      throw new ServiceError('invalid-argument', m.webinarKept);
    }
    await tx.deleteRow('webinars', webinarId);
    await recordAudit(tx, {
      actorId: adminId,
      action: 'webinar.cancelled',
      targetType: 'webinars',
      targetId: webinarId,
      before: { title: webinar.title, startsAt: webinar.startsAt, minutes: webinar.minutes, journey: webinar.journey },
      after: null,
      reason: null,
    });
  });
}

/** The admin's list: webinars from a week ago on, soonest first, with their codes. */
export async function listWebinarsForAdmin({ store }: Pick<Backend, 'store'>, adminId: string, now = new Date()): Promise<RowOf<'webinars'>[]> {
  await requireAdmin(store, adminId);
  const since = new Date(now.getTime() - 7 * 24 * 3600_000).toISOString();
  return store.findRows('webinars', [greaterThanEqual('startsAt', since), orderAsc('startsAt'), limit(100)]);
}

/**
 * Upcoming (and still open) webinars for the learner's journey and for every journey (all of them on a
 * custom path), soonest first.
 */
export async function upcomingWebinars(
  { store }: Pick<Backend, 'store'>,
  userId: string,
  now = new Date(),
  count = 20,
): Promise<LearnerWebinar[]> {
  const user = await requireLearner(store, userId);
  // Listed until 24 hours after the start at the latest (webinars are at most 8 hours long).
  const windowMs = webinarWindowMs(await readFarmingLimits(store));
  const since = new Date(now.getTime() - Math.max(ATTENDANCE_WINDOW_MS, windowMs)).toISOString();
  const rows = (await store.findRows('webinars', [greaterThanEqual('startsAt', since), orderAsc('startsAt'), limit(100)]))
    // A custom path draws on both catalogues, so its learners see every journey's webinars.
    .filter((row) => row.journey === null || row.journey === user.journey || user.journey === 'custom')
    .filter((row) => isUpcomingOrOpen(new Date(row.startsAt), row.minutes, now, windowMs))
    .slice(0, count);
  if (rows.length === 0) return [];
  const attendance = await store.findRows('webinar_attendance', [equal('userId', userId), equal('webinarId', rows.map((row) => row.$id)), limit(100)]);
  const attended = new Set(attendance.filter((row) => row.attendedAt !== null).map((row) => row.webinarId));
  return rows.map((row) => forLearner(row, attended.has(row.$id)));
}

/** A webinar for its calendar file; any signed-in learner may add any webinar to their calendar. */
export async function webinarForCalendar({ store }: Pick<Backend, 'store'>, webinarId: string): Promise<LearnerWebinar | null> {
  const row = await store.getRow('webinars', webinarId);
  return row ? forLearner(row, false) : null;
}

/** Records attendance with the webinar's code and pays for it (see the module comment). */
export async function attendWebinar(
  { store }: Pick<Backend, 'store'>,
  userId: string,
  webinarId: string,
  code: string,
  now = new Date(),
  options: EngineOptions = {},
): Promise<AwardOutcome> {
  const user = await requireLearner(store, userId);
  const webinar = await store.getRow('webinars', webinarId);
  if (!webinar) throw new ServiceError('not-found', m.noSuchWebinar);
  if (code.trim() === '') throw fieldRefusal('code', m.enterCode);
  const windowProblem = attendanceWindowProblem(new Date(webinar.startsAt), now, webinarWindowMs(await farmingLimitsIn(store)));
  if (windowProblem) throw fieldRefusal('code', windowProblem);
  const attendanceId = attendanceRowId(webinarId, userId);
  const before = await store.getRow('webinar_attendance', attendanceId);
  if (before?.attendedAt) throw fieldRefusal('code', m.alreadyAttended);
  if ((before?.wrongCodes ?? 0) >= MAX_WRONG_CODES) {
    throw fieldRefusal('code', m.tooManyWrongCodes({ max: MAX_WRONG_CODES }));
  }
  if (!codesMatch(code, webinar.attendanceCode)) {
    // Counted outside the refusal's transaction (there is none), so the count survives the refusal.
    const counted = await store.incrementColumn('webinar_attendance', attendanceId, 'wrongCodes', 1, { orCreate: { webinarId, userId, wrongCodes: 0 } });
    const left = MAX_WRONG_CODES - counted.wrongCodes;
    throw fieldRefusal('code', left > 1 ? m.wrongCodeTries({ left }) : left === 1 ? m.wrongCodeTry({ left }) : m.wrongCodeNoTries);
  }
  return store.transaction(async (tx) => {
    const attendance = await tx.getRow('webinar_attendance', attendanceId);
    if (attendance?.attendedAt) throw fieldRefusal('code', m.alreadyAttended);
    if (attendance) await tx.updateRow('webinar_attendance', attendanceId, { attendedAt: now.toISOString() });
    else await tx.createRow('webinar_attendance', attendanceId, { webinarId, userId, attendedAt: now.toISOString() });
    const award = await awardXpInTransaction(tx, { userId, activity: 'webinar', sourceId: webinarId }, { ...options, now });
    const journey = user.journey !== null && isJourneyPathId(user.journey) ? user.journey : null;
    await recordCpd(
      tx,
      { userId, activity: 'webinar', sourceId: webinarId, title: webinar.title, minutes: webinar.minutes, xp: award.entry.xp, journey, timezone: user.timezone },
      now,
    );
    return award;
  });
}
