// Demo rows for the journeys, made with the demo accounts (services/demo-data.ts): two upcoming webinars (one
// for Kofi's path, one for every journey) and the corporate learner's capstone waiting in the admin's review
// queue, so a first look at /journey, /journey/webinars and /admin/capstones finds something believable.
import type { Backend } from '../../backend.ts';
import { submitCapstone } from './capstones.ts';
import { scheduleWebinar } from './webinars.ts';

export interface JourneyDemoPeople {
  readonly adminId: string;
  /** Someone on a journey whose capstone waits for review. */
  readonly capstoneAuthorId: string | null;
  /** When that capstone was submitted (after the author's last module); `now` when not given. */
  readonly capstoneSubmittedAt?: Date;
}

/** The next `weekday` (0 Sunday … 6 Saturday) at `hour`:00 UTC, at least a day after `now`. */
function nextWeekday(now: Date, weekday: number, hour: number): Date {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, hour));
  while (day.getUTCDay() !== weekday) day.setUTCDate(day.getUTCDate() + 1);
  return day;
}

export async function seedJourneyDemo(backend: Pick<Backend, 'store'>, people: JourneyDemoPeople, now = new Date()): Promise<void> {
  await scheduleWebinar(backend, people.adminId, {
    title: 'Ask a practitioner: digital confidence in small teams',
    description: 'A clinic manager from Kumasi on getting a hesitant team to try a new tool, with time for your questions.',
    startsAt: nextWeekday(now, 3, 14),
    minutes: 60,
    joinUrl: 'https://meet.example.org/digital-confidence',
    attendanceCode: 'BAOBAB-26',
    journey: 'kofi',
  }, now);
  await scheduleWebinar(backend, people.adminId, {
    title: 'Leading change people believe in: live Q&A',
    description: 'Bring a change you are leading; we work through how to explain it in two sentences.',
    startsAt: nextWeekday(now, 2, 15),
    minutes: 90,
    joinUrl: 'https://meet.example.org/leading-change',
    attendanceCode: 'ACACIA-26',
    journey: null,
  }, now);
  if (people.capstoneAuthorId) {
    await submitCapstone(
      backend,
      people.capstoneAuthorId,
      {
        title: 'One shared order book for the dispatch desk',
        summary:
          'We replaced three paper order books with one shared sheet the riders update from their phones, and measured the time and the late deliveries for six weeks.',
        evidence:
          'Before: about 7 hours a week copying orders between books, 9 late deliveries in a month. After six weeks: 2 hours a week, 3 late deliveries. Two riders still keep a notebook as a backup; we agreed to review that in a month.',
        evidenceUrl: null,
      },
      people.capstoneSubmittedAt ?? now,
    );
  }
}
