// Contract for weekly reflections, webinars and peer mentoring (rules 7, 24, 28) on every backend: each
// pays once under its rule, records its CPD time, and refuses bad input with a clear message and nothing paid.
import { describe, expect, it } from 'vitest';
import { getCpdRecord } from '#/server/services/journeys/cpd-records.ts';
import { getMentoringPage, logSession, respondToSession } from '#/server/services/journeys/mentoring.ts';
import { getReflectionPage, submitReflection } from '#/server/services/journeys/weekly-reflections.ts';
import { auditTrailOf } from '#/server/services/audit-log.ts';
import { attendWebinar, cancelWebinar, listWebinarsForAdmin, scheduleWebinar, upcomingWebinars, webinarForCalendar } from '#/server/services/journeys/webinars.ts';
import type { Store } from '#/server/store/port.ts';
import { equal, limit } from '#/server/store/query.ts';
import { failure } from '../../fixtures/service-failure.ts';
import { balanceAndLedger } from '../engine-contract/harness.ts';
import { addAdmin, addLearnerOn, later, T0 } from './harness.ts';

const REFLECTION =
  'This week I asked my team which weekly task wastes the most time. Three people named the stock count, which we copy by hand ' +
  'from paper to the spreadsheet every Friday. We agreed to try a shared form for two weeks and to measure how long it takes.';
const NEXT_REFLECTION =
  'The shared form is in its second week. Friday took forty minutes instead of two hours, but two colleagues still fill in the ' +
  'paper sheet first because they do not trust the signal in the store room. I will ask them what would help them switch.';

export function describeActivities(store: () => Store): void {
  describe('weekly reflections', () => {
    it('one per ISO week in the learner’s zone: 60 XP and 30 CPD minutes; short, repeated and near-copied ones refused', async () => {
      const backend = { store: store() };
      await addLearnerOn(store(), 'ada', { timezone: 'Pacific/Auckland' });
      // Sunday 22 November 2026 at 11:30 UTC is Monday 23 November in Auckland: week 48 there, 47 in UTC.
      const monday = new Date('2026-11-22T11:30:00Z');
      const page = await getReflectionPage(backend, 'ada', monday);
      expect(page).toMatchObject({ week: '2026-W48', thisWeek: null, past: [] });
      expect(page.prompt.length).toBeGreaterThan(20);

      expect((await failure(submitReflection(backend, 'ada', 'Too short.', monday))).fields.text).toMatch(/at least 200 characters/);
      expect(await submitReflection(backend, 'ada', REFLECTION, monday)).toMatchObject({ repeated: false, award: { applied: true, balance: 60, entry: { sourceId: '2026-W48' } } });
      const twice = await failure(submitReflection(backend, 'ada', NEXT_REFLECTION, later(monday, 60 * 24 * 3)));
      expect(twice.message).toMatch(/already written this week's reflection/);

      const nextWeek = later(monday, 60 * 24 * 7);
      const copy = await failure(submitReflection(backend, 'ada', `${REFLECTION} It went well.`, nextWeek));
      expect(copy.fields.text).toMatch(/almost the same as your previous reflection/);
      expect((await balanceAndLedger(store(), 'ada')).balance).toBe(60);
      await submitReflection(backend, 'ada', NEXT_REFLECTION, nextWeek);
      const after = await getReflectionPage(backend, 'ada', nextWeek);
      expect(after.past.map((row) => row.week)).toEqual(['2026-W49', '2026-W48']);
      expect((await getCpdRecord(backend, 'ada')).totals.minutes).toBe(60);
    });

    it('the same send key twice, one after the other or at once, is one reflection paid once; another reflection that week is still refused', async () => {
      const backend = { store: store() };
      await addLearnerOn(store(), 'ada', { timezone: 'Africa/Abidjan' });
      await addLearnerOn(store(), 'kofi', { timezone: 'Africa/Abidjan' });
      const KEY = 'a1b2c3d4-1111-4a7b-8c9d-0e1f2a3b4c5d';
      const OTHER = 'a1b2c3d4-2222-4a7b-8c9d-0e1f2a3b4c5d';
      // Wednesday 25 November 2026: week 48.
      const wednesday = new Date('2026-11-25T09:00:00Z');
      const first = await submitReflection(backend, 'ada', REFLECTION, wednesday, { sendKey: KEY });
      expect(first).toMatchObject({ repeated: false, award: { applied: true, balance: 60 }, reflection: { week: '2026-W48', sendKey: KEY } });
      // The same send again (the page and the service worker, a retry after a lost answer): the first, nothing paid.
      const again = await submitReflection(backend, 'ada', REFLECTION, later(wednesday, 5), { sendKey: KEY });
      expect(again).toMatchObject({ repeated: true, award: null });
      expect(again.reflection.$id).toBe(first.reflection.$id);
      // Another reflection that week, with its own key, is a second reflection: refused as before.
      const second = await failure(submitReflection(backend, 'ada', NEXT_REFLECTION, later(wednesday, 10), { sendKey: OTHER }));
      expect(second.message).toMatch(/already written this week's reflection/);
      // Sent late on Sunday, repeated on Monday after a lost answer: still the same reflection, not next week's.
      const monday = new Date('2026-11-30T06:00:00Z');
      expect(await submitReflection(backend, 'ada', REFLECTION, monday, { sendKey: KEY })).toMatchObject({ repeated: true, award: null, reflection: { week: '2026-W48' } });
      expect((await getReflectionPage(backend, 'ada', monday)).past.map((row) => row.week)).toEqual(['2026-W48']);

      // Two sends of one key at the same moment: one reflection, one award, one CPD record.
      const both = await Promise.all([
        submitReflection(backend, 'kofi', REFLECTION, wednesday, { sendKey: KEY }),
        submitReflection(backend, 'kofi', REFLECTION, wednesday, { sendKey: KEY }),
      ]);
      expect(both.map((outcome) => outcome.repeated).sort()).toEqual([false, true]);
      expect(both[0].reflection.$id).toBe(both[1].reflection.$id);
      // A key is the learner's own: kofi's reflection with ada's key is his, and ada's stays hers.
      expect(both[0].reflection.userId).toBe('kofi');
      for (const learner of ['ada', 'kofi']) {
        expect(await balanceAndLedger(store(), learner)).toEqual({ balance: 60, ledger: 60, entries: 1 });
        expect((await getReflectionPage(backend, learner, wednesday)).past).toHaveLength(1);
        expect((await getCpdRecord(backend, learner)).records).toHaveLength(1);
      }
      // Two different reflections at the same moment: one is kept and paid, the other refused for the week.
      await addLearnerOn(store(), 'esi', { timezone: 'Africa/Abidjan' });
      const race = await Promise.allSettled([
        submitReflection(backend, 'esi', REFLECTION, wednesday, { sendKey: KEY }),
        submitReflection(backend, 'esi', NEXT_REFLECTION, wednesday, { sendKey: OTHER }),
      ]);
      expect(race.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
      expect((await balanceAndLedger(store(), 'esi')).balance).toBe(60);
      expect((await getReflectionPage(backend, 'esi', wednesday)).past).toHaveLength(1);
    });
  });

  describe('webinars', () => {
    it('admins schedule them; learners see their journey’s; the code pays 75 XP once, from the start until 24 hours after', async () => {
      const backend = { store: store() };
      await addAdmin(store(), 'host');
      await addLearnerOn(store(), 'ada');
      const start = later(T0, 60 * 24);
      const base = { description: null, startsAt: start, minutes: 90, joinUrl: 'https://meet.example.org/lead', attendanceCode: 'BAOBAB-42' };
      expect((await failure(scheduleWebinar(backend, 'ada', { ...base, title: 'Not allowed', journey: null }, T0))).code).toBe('permission-denied');
      const kofi = await scheduleWebinar(backend, 'host', { ...base, title: 'Kofi live', journey: 'kofi' }, T0);
      await scheduleWebinar(backend, 'host', { ...base, title: 'Sabrina live', journey: 'sabrina' }, T0);
      await scheduleWebinar(backend, 'host', { ...base, title: 'Everyone live', journey: null }, T0);

      const listed = await upcomingWebinars(backend, 'ada', T0);
      expect(listed.map((webinar) => webinar.title).sort()).toEqual(['Everyone live', 'Kofi live']);
      expect(listed[0]).not.toHaveProperty('attendanceCode');
      await addLearnerOn(store(), 'cus', { journey: 'custom' });
      expect((await upcomingWebinars(backend, 'cus', T0)).map((webinar) => webinar.title).sort()).toEqual(['Everyone live', 'Kofi live', 'Sabrina live']);
      expect(await webinarForCalendar(backend, kofi.$id)).toMatchObject({ title: 'Kofi live', minutes: 90 });

      expect((await failure(attendWebinar(backend, 'ada', kofi.$id, 'BAOBAB-42', later(start, -5)))).fields.code).toMatch(/not started yet/);
      expect((await failure(attendWebinar(backend, 'ada', kofi.$id, 'WRONG', later(start, 10)))).fields.code).toMatch(/not this webinar's attendance code\. 4 tries left/);
      expect((await failure(attendWebinar(backend, 'ada', kofi.$id, 'BAOBAB-42', later(start, 60 * 24 + 1)))).fields.code).toMatch(/closed 24 hours after/);
      expect((await balanceAndLedger(store(), 'ada')).entries).toBe(0);

      expect(await attendWebinar(backend, 'ada', kofi.$id, 'baobab 42', later(start, 60 * 23))).toMatchObject({ applied: true, balance: 75 });
      expect((await failure(attendWebinar(backend, 'ada', kofi.$id, 'BAOBAB-42', later(start, 60 * 23 + 1)))).fields.code).toMatch(/already recorded/);
      expect((await getCpdRecord(backend, 'ada')).records).toMatchObject([{ activity: 'webinar', minutes: 90, xp: 75, title: 'Kofi live' }]);
      expect((await upcomingWebinars(backend, 'ada', later(start, 30))).find((webinar) => webinar.id === kofi.$id)?.attended).toBe(true);
      expect((await failure(cancelWebinar(backend, 'host', kofi.$id))).message).toMatch(/stays/);
    });

    it('stops taking a learner’s codes after five wrong ones', async () => {
      const backend = { store: store() };
      await addAdmin(store(), 'host');
      await addLearnerOn(store(), 'bea');
      const webinar = await scheduleWebinar(
        backend,
        'host',
        { title: 'Guess me', description: null, startsAt: T0, minutes: 60, joinUrl: 'https://meet.example.org/x', attendanceCode: 'RIGHT-1', journey: null },
        later(T0, -60),
      );
      for (let i = 0; i < 5; i++) await failure(attendWebinar(backend, 'bea', webinar.$id, `WRONG-${i}`, later(T0, 5)));
      expect((await failure(attendWebinar(backend, 'bea', webinar.$id, 'RIGHT-1', later(T0, 6)))).fields.code).toMatch(/no longer accepts codes from you/);
      expect((await balanceAndLedger(store(), 'bea')).entries).toBe(0);
      await cancelWebinar(backend, 'host', webinar.$id);
      expect(await webinarForCalendar(backend, webinar.$id)).toBeNull();
      // Scheduling and cancelling are admin changes: both audited (rule 35), the attendance code never.
      const trail = await auditTrailOf(store(), 'webinars', webinar.$id);
      expect(trail.map((entry) => [entry.actorId, entry.action]).sort()).toEqual([['host', 'webinar.cancelled'], ['host', 'webinar.scheduled']]);
      expect(JSON.stringify(trail)).not.toContain('RIGHT-1');
    });

    it('refuses a start that is not in the future, next to the date, and stores and audits nothing', async () => {
      const backend = { store: store() };
      await addAdmin(store(), 'host');
      const webinar = { title: 'Too late', description: null, minutes: 60, joinUrl: 'https://meet.example.org/late', attendanceCode: 'LATE-1', journey: null };
      for (const startsAt of [later(T0, -1), T0]) {
        const refused = await failure(scheduleWebinar(backend, 'host', { ...webinar, startsAt }, T0));
        expect(refused.fields.date).toBe('Choose a start in the future: this date and time have already passed.');
      }
      // The admin's list reaches a week back, so a stored one would show here.
      expect(await listWebinarsForAdmin(backend, 'host', T0)).toEqual([]);
      expect(await store().findRows('audit_log', [equal('actorId', 'host'), limit(10)])).toEqual([]);
      expect(await scheduleWebinar(backend, 'host', { ...webinar, startsAt: later(T0, 1) }, T0)).toMatchObject({ title: 'Too late' });
    });
  });

  describe('peer mentoring', () => {
    it('a Change Architect logs a session with a village member; the mentee confirms; both earn 80 XP and CPD time, once per pair per week', async () => {
      const backend = { store: store() };
      await addLearnerOn(store(), 'ama', { villageId: 'v1', displayName: 'Ama' });
      await store().updateRow('user_points', 'ama', { points: 2500 });
      await addLearnerOn(store(), 'kofi', { villageId: 'v1', displayName: 'Kofi' });
      await addLearnerOn(store(), 'out', { villageId: 'v2', displayName: 'Outsider' });
      const now = new Date('2026-11-25T12:00:00Z');
      const log = { menteeId: 'kofi', sessionDate: '2026-11-24', minutes: 45, topic: 'Running the first team retrospective' };

      expect((await failure(logSession(backend, 'kofi', { ...log, menteeId: 'ama' }, now))).message).toMatch(/Change Architect/);
      expect((await failure(logSession(backend, 'ama', { ...log, menteeId: 'ama' }, now))).fields.menteeId).toMatch(/cannot mentor yourself/);
      expect((await failure(logSession(backend, 'ama', { ...log, menteeId: 'out' }, now))).fields.menteeId).toMatch(/own village/);
      expect((await failure(logSession(backend, 'ama', { ...log, sessionDate: '2026-11-26' }, now))).fields.sessionDate).toMatch(/future/);

      const session = await logSession(backend, 'ama', log, now);
      expect(session).toMatchObject({ status: 'pending', week: '2026-W48', villageId: 'v1' });
      expect((await failure(logSession(backend, 'ama', { ...log, sessionDate: '2026-11-25' }, now))).fields.sessionDate).toMatch(/already have a session/);
      expect((await getMentoringPage(backend, 'kofi', now)).awaitingMe.map((view) => view.id)).toEqual([session.$id]);
      expect((await getMentoringPage(backend, 'ama', now)).villageMembers.map((member) => member.displayName)).toEqual(['Kofi']);

      expect((await failure(respondToSession(backend, 'ama', session.$id, 'confirm', now))).code).toBe('permission-denied');
      expect((await failure(respondToSession(backend, 'out', session.$id, 'confirm', now))).code).toBe('permission-denied');
      expect((await balanceAndLedger(store(), 'kofi')).entries).toBe(0);

      expect(await respondToSession(backend, 'kofi', session.$id, 'confirm', now)).toMatchObject({ status: 'confirmed' });
      expect((await balanceAndLedger(store(), 'kofi')).balance).toBe(80);
      expect((await balanceAndLedger(store(), 'ama')).balance).toBe(2500 + 80);
      expect((await getCpdRecord(backend, 'kofi')).records).toMatchObject([{ activity: 'peer_mentoring', minutes: 45 }]);
      expect((await getCpdRecord(backend, 'ama')).records).toMatchObject([{ activity: 'peer_mentoring', minutes: 45 }]);
      expect((await failure(respondToSession(backend, 'kofi', session.$id, 'confirm', now))).message).toMatch(/already confirmed/);
      // The same pair the other way round in the same week is the same pair.
      await store().updateRow('user_points', 'kofi', { points: 2100 });
      expect((await failure(logSession(backend, 'kofi', { ...log, menteeId: 'ama' }, now))).fields.sessionDate).toMatch(/already have a session/);
    });

    it('a declined session pays nothing, and the pair may log another that week', async () => {
      const backend = { store: store() };
      await addLearnerOn(store(), 'ama', { villageId: 'v1' });
      await store().updateRow('user_points', 'ama', { points: 2500 });
      await addLearnerOn(store(), 'kofi', { villageId: 'v1' });
      const now = new Date('2026-11-25T12:00:00Z');
      const session = await logSession(backend, 'ama', { menteeId: 'kofi', sessionDate: '2026-11-24', minutes: 30, topic: 'Wrong date' }, now);
      expect(await respondToSession(backend, 'kofi', session.$id, 'decline', now)).toMatchObject({ status: 'declined' });
      expect((await balanceAndLedger(store(), 'kofi')).entries).toBe(0);
      const again = await logSession(backend, 'ama', { menteeId: 'kofi', sessionDate: '2026-11-23', minutes: 30, topic: 'Right date' }, now);
      expect(again.status).toBe('pending');
    });
  });
}
