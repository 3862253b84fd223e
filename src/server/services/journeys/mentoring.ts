// Peer mentoring (rules 6, 7, 24, 28): a Change Architect or above logs a session with a member of their
// own village; the mentee, and only the mentee, confirms or declines it. A confirmation pays both 80 XP and
// records the session's length as CPD time for both, in one transaction. A pair is paid at most once per ISO
// week: the award's key names the week and the other person (peer_mentoring:<week>:<other id>), so the
// engine itself refuses a second payment, and a second session for the pair in that week is refused first.
import { isJourneyPathId } from '#/domain/journey-paths.ts';
import { canMentor, menteeProblem, MENTORING_MIN_POINTS, pairKey, sessionDateProblem, sessionWeek } from '#/domain/mentoring.ts';
import { localDateTime, zoneOrUtc } from '#/domain/time-zones.ts';
import type { Backend } from '../../backend.ts';
import type { RowOf } from '../../schema.ts';
import type { StoreOps } from '../../store/port.ts';
import { equal, limit, orderDesc } from '../../store/query.ts';
import { awardXpInTransaction, type EngineOptions } from '../gamification/index.ts';
import { ServiceError } from '../service-error.ts';
import { recordCpd } from './cpd-records.ts';
import { fieldRefusal, requireLearner } from './learner-row.ts';
import { journeyRefusalsMessages } from '#/domain/journey-refusals.messages.ts';

/** Refusals in English, from their definitions: the reader's language is chosen on the way out of the Action. */
const m = journeyRefusalsMessages('en');

export interface SessionLog {
  readonly menteeId: string;
  /** "YYYY-MM-DD" on the mentor's calendar. */
  readonly sessionDate: string;
  readonly minutes: number;
  readonly topic: string;
}

export interface MentoringPerson {
  readonly id: string;
  readonly displayName: string;
}

export interface SessionView {
  readonly id: string;
  readonly mentor: MentoringPerson;
  readonly mentee: MentoringPerson;
  readonly sessionDate: string;
  readonly minutes: number;
  readonly topic: string;
  readonly status: RowOf<'mentoring_sessions'>['status'];
}

export interface MentoringPage {
  readonly canMentor: boolean;
  readonly pointsToUnlock: number;
  readonly inVillage: boolean;
  /** The learner's village members, themselves excluded: whom they may mentor. */
  readonly villageMembers: readonly MentoringPerson[];
  /** Sessions waiting for the learner's confirmation as mentee. */
  readonly awaitingMe: readonly SessionView[];
  /** Recent sessions, either role, newest first. */
  readonly recent: readonly SessionView[];
  /** The mentor's today, the latest date a session can be logged for. */
  readonly today: string;
}

function todayOf(user: RowOf<'users'>, now: Date): string {
  return localDateTime(zoneOrUtc(user.timezone), now).date;
}

async function pointsOf(ops: Pick<StoreOps, 'getRow'>, userId: string): Promise<number> {
  return (await ops.getRow('user_points', userId))?.points ?? 0;
}

async function names(ops: Pick<StoreOps, 'getRow'>, ids: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  const rows = await Promise.all(unique.map((id) => ops.getRow('users', id)));
  return new Map(unique.map((id, index) => [id, rows[index]?.displayName ?? 'A former member']));
}

async function viewsOf(ops: Pick<StoreOps, 'getRow'>, rows: readonly RowOf<'mentoring_sessions'>[]): Promise<SessionView[]> {
  const named = await names(ops, rows.flatMap((row) => [row.mentorId, row.menteeId]));
  const person = (id: string): MentoringPerson => ({ id, displayName: named.get(id) ?? 'A former member' });
  return rows.map((row) => ({
    id: row.$id,
    mentor: person(row.mentorId),
    mentee: person(row.menteeId),
    sessionDate: row.sessionDate,
    minutes: row.minutes,
    topic: row.topic,
    status: row.status,
  }));
}

export async function getMentoringPage({ store }: Pick<Backend, 'store'>, userId: string, now = new Date()): Promise<MentoringPage> {
  const user = await requireLearner(store, userId);
  const points = await pointsOf(store, userId);
  const members = user.villageId
    ? (await store.findRows('users', [equal('villageId', user.villageId), limit(50)])).filter((row) => row.$id !== userId)
    : [];
  const [awaiting, asMentor, asMentee] = await Promise.all([
    store.findRows('mentoring_sessions', [equal('menteeId', userId), equal('status', 'pending'), limit(50)]),
    store.findRows('mentoring_sessions', [equal('mentorId', userId), orderDesc('sessionDate'), limit(20)]),
    store.findRows('mentoring_sessions', [equal('menteeId', userId), orderDesc('sessionDate'), limit(20)]),
  ]);
  const recent = [...asMentor, ...asMentee]
    .filter((row) => row.status !== 'pending' || row.mentorId === userId)
    .sort((a, b) => b.sessionDate.localeCompare(a.sessionDate) || b.$createdAt.localeCompare(a.$createdAt))
    .slice(0, 20);
  return {
    canMentor: canMentor(points),
    pointsToUnlock: Math.max(0, MENTORING_MIN_POINTS - points),
    inVillage: user.villageId !== null,
    villageMembers: members.map((row) => ({ id: row.$id, displayName: row.displayName })).sort((a, b) => a.displayName.localeCompare(b.displayName)),
    awaitingMe: await viewsOf(store, awaiting),
    recent: await viewsOf(store, recent),
    today: todayOf(user, now),
  };
}

/** The mentor logs a session; it waits for the mentee's answer. */
export async function logSession({ store }: Pick<Backend, 'store'>, mentorId: string, log: SessionLog, now = new Date()): Promise<RowOf<'mentoring_sessions'>> {
  const mentor = await requireLearner(store, mentorId);
  if (!canMentor(await pointsOf(store, mentorId))) {
    throw new ServiceError('permission-denied', m.mentoringLocked);
  }
  const mentee = log.menteeId === '' ? null : await store.getRow('users', log.menteeId);
  const who = menteeProblem({ id: mentor.$id, villageId: mentor.villageId }, mentee ? { id: mentee.$id, villageId: mentee.villageId } : null);
  if (who) throw fieldRefusal('menteeId', who);
  const dateProblem = sessionDateProblem(log.sessionDate, todayOf(mentor, now));
  if (dateProblem) throw fieldRefusal('sessionDate', dateProblem);
  const pair = pairKey(mentor.$id, log.menteeId);
  const week = sessionWeek(log.sessionDate);
  const sameWeek = await store.findRows('mentoring_sessions', [equal('pairKey', pair), equal('week', week), limit(10)]);
  if (sameWeek.some((row) => row.status !== 'declined')) {
    throw fieldRefusal('sessionDate', m.sessionSameWeek({ name: mentee?.displayName ?? 'this member', week }));
  }
  return store.createRow('mentoring_sessions', null, {
    mentorId,
    menteeId: log.menteeId,
    villageId: mentor.villageId ?? '',
    pairKey: pair,
    week,
    sessionDate: log.sessionDate,
    minutes: log.minutes,
    topic: log.topic.trim(),
  });
}

/** The mentee confirms (both are paid) or declines a session logged with them. */
export async function respondToSession(
  { store }: Pick<Backend, 'store'>,
  userId: string,
  sessionId: string,
  answer: 'confirm' | 'decline',
  now = new Date(),
  options: EngineOptions = {},
): Promise<RowOf<'mentoring_sessions'>> {
  return store.transaction(async (tx) => {
    const session = await tx.getRow('mentoring_sessions', sessionId);
    if (!session) throw new ServiceError('not-found', m.noSuchSession);
    if (session.menteeId !== userId) {
      throw new ServiceError('permission-denied', m.onlyMentee);
    }
    if (session.status !== 'pending') throw new ServiceError('invalid-argument', session.status === 'confirmed' ? m.sessionAlreadyConfirmed : m.sessionAlreadyDeclined);
    if (answer === 'decline') return tx.updateRow('mentoring_sessions', sessionId, { status: 'declined', respondedAt: now.toISOString() });

    const sameWeek = await tx.findRows('mentoring_sessions', [equal('pairKey', session.pairKey), equal('week', session.week), equal('status', 'confirmed'), limit(1)]);
    if (sameWeek.length > 0) throw new ServiceError('invalid-argument', m.pairOnceAWeek({ week: session.week }));
    const updated = await tx.updateRow('mentoring_sessions', sessionId, { status: 'confirmed', respondedAt: now.toISOString() });
    for (const [personId, otherId] of [[session.mentorId, session.menteeId], [session.menteeId, session.mentorId]] as const) {
      const person = await tx.getRow('users', personId);
      if (!person) continue;
      const award = await awardXpInTransaction(tx, { userId: personId, activity: 'peer_mentoring', sourceId: `${session.week}:${otherId}` }, { ...options, now });
      const journey = person.journey !== null && isJourneyPathId(person.journey) ? person.journey : null;
      const role = personId === session.mentorId ? 'mentor' : 'mentee';
      await recordCpd(
        tx,
        { userId: personId, activity: 'peer_mentoring', sourceId: sessionId, title: `Peer mentoring (${role}): ${session.topic}`, minutes: session.minutes, xp: award.entry.xp, journey, timezone: person.timezone },
        now,
      );
    }
    return updated;
  });
}
