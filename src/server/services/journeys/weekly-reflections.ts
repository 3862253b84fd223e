// Weekly reflections (rules 7, 24, 28): one per ISO week on the learner's own calendar, on that week's
// prompt; at least 200 characters and not a near-copy of their previous reflection (src/domain/
// weekly-reflection.ts says exactly what that means). Pays 60 XP (key weekly_reflection:<week>) and
// records 30 CPD minutes, in one transaction with the reflection.
import { REFLECTION_CPD_MINUTES } from '#/domain/cpd.ts';
import { isJourneyPathId } from '#/domain/journey-paths.ts';
import { isKnownTimeZone, localWeekKey } from '#/domain/time-zones.ts';
import { promptForWeek, reflectionTextProblem } from '#/domain/weekly-reflection.ts';
import type { Backend } from '../../backend.ts';
import type { RowOf } from '../../schema.ts';
import type { StoreOps } from '../../store/port.ts';
import { equal, limit, orderDesc } from '../../store/query.ts';
import { awardXpInTransaction, type AwardOutcome, type EngineOptions } from '../gamification/index.ts';
import { ServiceError } from '../service-error.ts';
import { recordCpd } from './cpd-records.ts';
import { fieldRefusal, requireLearner } from './learner-row.ts';
import { reflectionPrompts } from './reflection-prompts.ts';
import { reflectionRowId } from './row-keys.ts';
import { farmingLimitsIn } from '../site-settings.ts';
import { journeyRefusalsMessages } from '#/domain/journey-refusals.messages.ts';

/** Refusals in English, from their definitions: the reader's language is chosen on the way out of the Action. */
const m = journeyRefusalsMessages('en');

/** How many past reflections the page lists. */
export const PAST_REFLECTIONS_SHOWN = 52;

export interface ReflectionPage {
  /** This week on the learner's calendar ("2026-W47") and its prompt. */
  readonly week: string;
  readonly prompt: string;
  /** This week's reflection, once written. */
  readonly thisWeek: RowOf<'weekly_reflections'> | null;
  /** Newest first, this week's included. */
  readonly past: readonly RowOf<'weekly_reflections'>[];
}

function weekOf(user: RowOf<'users'>, now: Date): string {
  return localWeekKey(isKnownTimeZone(user.timezone) ? user.timezone : 'UTC', now);
}

async function latestReflections(ops: Pick<StoreOps, 'findRows'>, userId: string, count: number): Promise<RowOf<'weekly_reflections'>[]> {
  return ops.findRows('weekly_reflections', [equal('userId', userId), orderDesc('submittedAt'), limit(count)]);
}

export async function getReflectionPage({ store }: Pick<Backend, 'store'>, userId: string, now = new Date()): Promise<ReflectionPage> {
  const user = await requireLearner(store, userId);
  const week = weekOf(user, now);
  const past = await latestReflections(store, userId, PAST_REFLECTIONS_SHOWN);
  return { week, prompt: promptForWeek(reflectionPrompts(), week).prompt, thisWeek: past.find((row) => row.week === week) ?? null, past };
}

/** Saves this week's reflection and pays for it; refusals say why and keep the text on the page. */
export async function submitReflection(
  { store }: Pick<Backend, 'store'>,
  userId: string,
  text: string,
  now = new Date(),
  options: EngineOptions = {},
): Promise<AwardOutcome> {
  return store.transaction(async (tx) => {
    const user = await requireLearner(tx, userId);
    const week = weekOf(user, now);
    const id = reflectionRowId(userId, week);
    if (await tx.getRow('weekly_reflections', id)) {
      throw new ServiceError('invalid-argument', m.reflectionAlreadyWritten);
    }
    const [previous] = await latestReflections(tx, userId, 1);
    const problem = reflectionTextProblem(text, previous?.text ?? null, (await farmingLimitsIn(tx)).reflectionMin);
    if (problem) throw fieldRefusal('text', problem);
    const prompt = promptForWeek(reflectionPrompts(), week).prompt;
    await tx.createRow('weekly_reflections', id, { userId, week, prompt, text: text.trim(), submittedAt: now.toISOString() });
    const award = await awardXpInTransaction(tx, { userId, activity: 'weekly_reflection', sourceId: week }, { ...options, now });
    const journey = user.journey !== null && isJourneyPathId(user.journey) ? user.journey : null;
    await recordCpd(
      tx,
      { userId, activity: 'weekly_reflection', sourceId: week, title: `Weekly reflection, ${week}`, minutes: REFLECTION_CPD_MINUTES, xp: award.entry.xp, journey, timezone: user.timezone },
      now,
    );
    return award;
  });
}
