// A learner's plan: the journey they follow, its modules in order and which of them are done (rule 27).
// Done modules are the learner's whatever the journey, so switching keeps progress.
import { isJourneyPathId, type JourneyPathId } from '#/domain/journey-paths.ts';
import { journeySequence, moduleStates, type ModuleState } from '#/domain/journey-modules.ts';
import type { StoreOps } from '../../store/port.ts';
import { equal, isNotNull, limit } from '../../store/query.ts';
import { moduleCatalogue } from './module-catalogue.ts';

export interface LearnerPlan {
  readonly journey: JourneyPathId | null;
  /** The journey's module ids in the order they open (empty without a journey). */
  readonly sequence: readonly string[];
  /** Every module the learner completed, in any journey. */
  readonly done: ReadonlySet<string>;
  readonly states: ReadonlyMap<string, ModuleState>;
  /** The learner's custom pick (kept when they follow another journey). */
  readonly customPick: readonly string[];
}

/** The custom journey's module ids, in the learner's order; empty when they never picked. */
export async function customPickOf(ops: Pick<StoreOps, 'getRow'>, userId: string): Promise<string[]> {
  const row = await ops.getRow('custom_journeys', userId);
  return row ? row.modules.split(',').filter((id) => id !== '') : [];
}

/** The ids of the modules the learner completed. */
export async function completedModules(ops: Pick<StoreOps, 'findRows'>, userId: string): Promise<Set<string>> {
  const rows = await ops.findRows('module_progress', [equal('userId', userId), isNotNull('completedAt'), limit(1000)]);
  return new Set(rows.map((row) => row.moduleId));
}

/** The module ids of a journey for this learner. */
export async function sequenceOf(ops: Pick<StoreOps, 'getRow'>, userId: string, journey: JourneyPathId): Promise<string[]> {
  const pick = journey === 'custom' ? await customPickOf(ops, userId) : [];
  return journeySequence(journey, moduleCatalogue(), pick);
}

/** The learner's plan for their current journey (or for `journey` when given). */
export async function learnerPlan(
  ops: Pick<StoreOps, 'getRow' | 'findRows'>,
  user: { readonly $id: string; readonly journey: string | null },
  journey: JourneyPathId | null = user.journey !== null && isJourneyPathId(user.journey) ? user.journey : null,
): Promise<LearnerPlan> {
  const [customPick, done] = await Promise.all([customPickOf(ops, user.$id), completedModules(ops, user.$id)]);
  const sequence = journey === null ? [] : journeySequence(journey, moduleCatalogue(), customPick);
  return { journey, sequence, done, states: moduleStates(sequence, done), customPick };
}
