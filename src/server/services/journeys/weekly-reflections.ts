// Weekly reflections (rules 7, 24, 28): one per ISO week on the learner's own calendar, on that week's
// prompt; at least 200 characters and not a near-copy of their previous reflection (src/domain/
// weekly-reflection.ts says exactly what that means). Pays 60 XP (key weekly_reflection:<week>) and
// records 30 CPD minutes, in one transaction with the reflection. A send key makes a repeat of one send (a
// reflection typed offline, README "Installable and offline") return the first, paying nothing again.
import { REFLECTION_CPD_MINUTES } from '#/domain/cpd.ts';
import { isJourneyPathId } from '#/domain/journey-paths.ts';
import { localWeekKey, zoneOrUtc } from '#/domain/time-zones.ts';
import { promptForWeek, reflectionTextProblem } from '#/domain/weekly-reflection.ts';
import type { Backend } from '../../backend.ts';
import type { RowOf } from '../../schema.ts';
import { isStoreError, type StoreOps } from '../../store/port.ts';
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
  return localWeekKey(zoneOrUtc(user.timezone), now);
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

export interface ReflectionOutcome {
  readonly reflection: RowOf<'weekly_reflections'>;
  /** What it paid; null for a repeat of a send, which pays nothing again. */
  readonly award: AwardOutcome | null;
  /** True when the send key had already made this reflection: nothing was written now. */
  readonly repeated: boolean;
}

export interface ReflectionOptions extends EngineOptions {
  /** The form's send key (src/domain/send-keys.ts); null or left out: every send is a new reflection. */
  readonly sendKey?: string | null;
}

/**
 * The reflection this send key made before, if any: this week's, or the latest one (a send whose answer was
 * lost late on Sunday, repeated on Monday, is still the same reflection and must not become next week's).
 */
function madeWithKey(rows: readonly (RowOf<'weekly_reflections'> | null | undefined)[], sendKey: string | null): RowOf<'weekly_reflections'> | null {
  if (sendKey === null) return null;
  return rows.find((row) => row?.sendKey === sendKey) ?? null;
}

/**
 * Saves this week's reflection and pays for it; refusals say why and keep the text on the page. A reflection
 * is still one per week (the row's id is the learner and the week): with a send key, a repeat of the same send
 * — a reflection typed offline and sent by both the page and the service worker, a retry after a lost answer —
 * returns the first and pays nothing again, while a different reflection that week is refused as before.
 */
export async function submitReflection(
  { store }: Pick<Backend, 'store'>,
  userId: string,
  text: string,
  now = new Date(),
  options: ReflectionOptions = {},
): Promise<ReflectionOutcome> {
  const { sendKey = null, ...engine } = options;
  const attempt = () =>
    store.transaction(async (tx): Promise<ReflectionOutcome> => {
      const user = await requireLearner(tx, userId);
      const week = weekOf(user, now);
      const id = reflectionRowId(userId, week);
      const thisWeek = await tx.getRow('weekly_reflections', id);
      const [previous] = await latestReflections(tx, userId, 1);
      const first = madeWithKey([thisWeek, previous], sendKey);
      if (first) return { reflection: first, award: null, repeated: true };
      if (thisWeek) throw new ServiceError('invalid-argument', m.reflectionAlreadyWritten);
      const problem = reflectionTextProblem(text, previous?.text ?? null, (await farmingLimitsIn(tx)).reflectionMin);
      if (problem) throw fieldRefusal('text', problem);
      const prompt = promptForWeek(reflectionPrompts(), week).prompt;
      const reflection = await tx.createRow('weekly_reflections', id, { userId, week, prompt, text: text.trim(), submittedAt: now.toISOString(), sendKey });
      const award = await awardXpInTransaction(tx, { userId, activity: 'weekly_reflection', sourceId: week }, { ...engine, now });
      const journey = user.journey !== null && isJourneyPathId(user.journey) ? user.journey : null;
      await recordCpd(
        tx,
        { userId, activity: 'weekly_reflection', sourceId: week, title: `Weekly reflection, ${week}`, minutes: REFLECTION_CPD_MINUTES, xp: award.entry.xp, journey, timezone: user.timezone },
        now,
      );
      return { reflection, award, repeated: false };
    });
  try {
    return await attempt();
  } catch (error) {
    // Two sends at the same moment: the other wrote the week's row first (its id is taken). Run again, and
    // the row is there: this send's own is returned as a repeat, any other reflection refused for the week.
    if (!isStoreError(error, 'conflict')) throw error;
    return attempt();
  }
}
