// What the journey page shows (rule 27): the chosen path, its modules with their state, progress (modules
// done, XP earned and CPD hours on this journey), the next thing to do, upcoming webinars, this week's
// reflection, the capstone and the certificate. One read per part; nothing here writes.
import type { JourneyModule, ModuleState } from '#/domain/journey-modules.ts';
import { isJourneyPathId, type JourneyPathId } from '#/domain/journey-paths.ts';
import { localWeekKey, zoneOrUtc } from '#/domain/time-zones.ts';
import type { Backend } from '../../backend.ts';
import type { RowOf } from '../../schema.ts';
import { certificateOf } from './certificates.ts';
import { cpdRecordsOf, journeyRecords } from './cpd-records.ts';
import { journeyCopy, type JourneyCopy } from './journey-names.ts';
import { learnerPlan } from './learner-plan.ts';
import { requireLearner } from './learner-row.ts';
import { moduleById } from './module-catalogue.ts';
import { capstoneRowId, progressRowId, reflectionRowId } from './row-keys.ts';
import { upcomingWebinars, type LearnerWebinar } from './webinars.ts';

export type NextStep =
  | { readonly kind: 'choose-journey' }
  | { readonly kind: 'module'; readonly module: JourneyModule; readonly started: boolean }
  | { readonly kind: 'capstone'; readonly status: 'none' | 'returned' }
  | { readonly kind: 'capstone-in-review' }
  | { readonly kind: 'certificate'; readonly certificateId: string };

export interface JourneyOverview {
  readonly journey: JourneyPathId | null;
  readonly copy: JourneyCopy | null;
  readonly modules: readonly { readonly module: JourneyModule; readonly state: ModuleState }[];
  readonly doneCount: number;
  readonly xpEarned: number;
  readonly cpdMinutes: number;
  readonly next: NextStep;
  readonly reflectedThisWeek: boolean;
  readonly webinars: readonly LearnerWebinar[];
  readonly capstone: RowOf<'capstones'> | null;
  readonly certificateId: string | null;
  /** The learner picked a custom path before (so switching to it needs no new pick). */
  readonly hasCustomPick: boolean;
}

export async function getJourneyOverview(backend: Pick<Backend, 'store'>, userId: string, now = new Date()): Promise<JourneyOverview> {
  const { store } = backend;
  const user = await requireLearner(store, userId);
  const plan = await learnerPlan(store, user);
  const journey = plan.journey;
  const week = localWeekKey(zoneOrUtc(user.timezone), now);
  const [records, reflection, capstone, certificate, webinars] = await Promise.all([
    journey ? cpdRecordsOf(store, userId) : Promise.resolve([]),
    store.getRow('weekly_reflections', reflectionRowId(userId, week)),
    journey ? store.getRow('capstones', capstoneRowId(userId, journey)) : Promise.resolve(null),
    journey ? certificateOf(store, userId, journey) : Promise.resolve(null),
    upcomingWebinars(backend, userId, now, 3),
  ]);
  const modules = plan.sequence.flatMap((id) => {
    const module = moduleById(id);
    const state = plan.states.get(id);
    return module && state ? [{ module, state }] : [];
  });
  const onJourney = journey && isJourneyPathId(journey) ? journeyRecords(records, journey) : [];
  const current = modules.find((entry) => entry.state === 'current');
  let next: NextStep;
  if (journey === null) next = { kind: 'choose-journey' };
  else if (certificate) next = { kind: 'certificate', certificateId: certificate.$id };
  else if (current) {
    const opened = await store.getRow('module_progress', progressRowId(userId, current.module.id));
    next = { kind: 'module', module: current.module, started: opened !== null };
  } else if (capstone?.status === 'in_review') next = { kind: 'capstone-in-review' };
  else next = { kind: 'capstone', status: capstone?.status === 'returned' ? 'returned' : 'none' };
  return {
    journey,
    copy: journey ? journeyCopy(journey) : null,
    modules,
    doneCount: modules.filter((entry) => entry.state === 'done').length,
    xpEarned: onJourney.reduce((sum, record) => sum + record.xp, 0),
    cpdMinutes: onJourney.reduce((sum, record) => sum + record.minutes, 0),
    next,
    reflectedThisWeek: reflection !== null,
    webinars,
    capstone,
    certificateId: certificate?.$id ?? null,
    hasCustomPick: plan.customPick.length > 0,
  };
}
