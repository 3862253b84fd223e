// Choosing a journey (rule 27): Kofi's path, Sabrina's path, or a custom path of at least six modules picked
// from both catalogues in the learner's order. A learner follows one journey at a time and may switch: their
// completed modules, reflections, capstones and certificates stay theirs.
import { customPickProblem, orderCustomPick } from '#/domain/journey-modules.ts';
import type { JourneyPathId } from '#/domain/journey-paths.ts';
import type { Backend } from '../../backend.ts';
import { isStoreError } from '../../store/port.ts';
import { customPickOf } from './learner-plan.ts';
import { fieldRefusal, requireLearner } from './learner-row.ts';
import { moduleCatalogue } from './module-catalogue.ts';
import { tallyEvent } from '../summaries/index.ts';

/** Makes `journey` the learner's, counting learners per journey on the admin dashboard in the same transaction. */
export async function setJourney(store: Backend['store'], userId: string, journey: JourneyPathId): Promise<void> {
  await store.transaction(async (tx) => {
    const row = await tx.getRow('users', userId);
    if (!row || row.journey === journey) return;
    await tx.updateRow('users', userId, { journey });
    await tallyEvent(tx, { kind: 'journey-changed', from: row.journey, to: journey }, userId);
  });
}

export type ChoiceOutcome = { readonly journey: JourneyPathId } | { readonly needsPick: true };

/** Switches the learner to a journey. The custom path needs a pick first: the caller sends them to make one. */
export async function chooseJourney({ store }: Pick<Backend, 'store'>, userId: string, journey: JourneyPathId): Promise<ChoiceOutcome> {
  await requireLearner(store, userId);
  if (journey === 'custom') {
    const pick = await customPickOf(store, userId);
    if (customPickProblem(pick, new Set(moduleCatalogue().map((module) => module.id))) !== null) return { needsPick: true };
  }
  await setJourney(store, userId, journey);
  return { journey };
}

export interface CustomPickInput {
  /** Picked module ids with the position the learner typed (null: no position, goes last). */
  readonly picks: readonly { readonly id: string; readonly position: number | null }[];
}

/** Saves the learner's custom path and makes it their journey. */
export async function saveCustomJourney({ store }: Pick<Backend, 'store'>, userId: string, input: CustomPickInput): Promise<readonly string[]> {
  await requireLearner(store, userId);
  const catalogue = moduleCatalogue();
  const ordered = orderCustomPick(input.picks, catalogue.map((module) => module.id));
  const problem = customPickProblem(ordered, new Set(catalogue.map((module) => module.id)));
  if (problem) throw fieldRefusal('modules', problem);
  const modules = ordered.join(',');
  if (await store.getRow('custom_journeys', userId)) await store.updateRow('custom_journeys', userId, { modules });
  else {
    try {
      await store.createRow('custom_journeys', userId, { modules });
    } catch (error) {
      // Saved twice at once: the later save wins, as it would have one second later.
      if (!isStoreError(error, 'conflict')) throw error;
      await store.updateRow('custom_journeys', userId, { modules });
    }
  }
  await setJourney(store, userId, 'custom');
  return ordered;
}
