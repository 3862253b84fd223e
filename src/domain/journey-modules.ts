// Journeys as sequences of modules (rule 27): Kofi's and Sabrina's paths are their content catalogues in
// order; the custom path is the learner's own pick from both, in their order. Completions belong to the
// module, not to the journey, so switching journey keeps every module done. In any sequence the first module
// not done is the current one and everything after it is locked: modules open in order.
import type { JourneyPathId } from './journey-paths.ts';
import { journeyRefusalsMessages } from './journey-refusals.messages.ts';

/** Refusals in English, from their definitions: the reader's language is chosen on the way out of the Action. */
const m = journeyRefusalsMessages('en');

/** The paths that have a module catalogue of their own (the custom path borrows from both). */
export const CATALOGUE_PATHS = ['kofi', 'sabrina'] as const;
export type CataloguePath = (typeof CATALOGUE_PATHS)[number];

/** How many months each catalogue path runs (rule 15): a module's month must fall inside it. */
export const PATH_MONTHS: Readonly<Record<CataloguePath, number>> = { kofi: 6, sabrina: 9 };

/** The fewest modules a custom journey holds. */
export const CUSTOM_MIN_MODULES = 6;
/** The highest position a learner may type for a module of their custom journey (blank: no particular place). */
export const CUSTOM_POSITION_MAX = 99;

/** A module id is its file's slug: lower-case words joined by hyphens. */
export const MODULE_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const MODULE_ID_MAX_LENGTH = 80;

/** What the services and pages know of a module (its reading is rendered by the content collection). */
export interface JourneyModule {
  readonly id: string;
  readonly path: CataloguePath;
  readonly title: string;
  readonly month: number;
  readonly order: number;
  /** Estimated reading and exercise time. */
  readonly minutes: number;
  readonly summary: string;
  readonly objectives: readonly string[];
  readonly reflection: string;
}

export type ModuleState = 'done' | 'current' | 'locked';

export function isModuleId(value: unknown): value is string {
  return typeof value === 'string' && value.length <= MODULE_ID_MAX_LENGTH && MODULE_ID_PATTERN.test(value);
}

/** The module ids of a journey, in the order they open. */
export function journeySequence(
  journey: JourneyPathId,
  catalogue: readonly JourneyModule[],
  customPick: readonly string[],
): string[] {
  if (journey === 'custom') {
    const known = new Set(catalogue.map((module) => module.id));
    return customPick.filter((id) => known.has(id));
  }
  return catalogue
    .filter((module) => module.path === journey)
    .sort((a, b) => a.order - b.order)
    .map((module) => module.id);
}

/** Each module's state in a sequence: done, the first not done is current, the rest locked. */
export function moduleStates(sequence: readonly string[], done: ReadonlySet<string>): Map<string, ModuleState> {
  const states = new Map<string, ModuleState>();
  let currentGiven = false;
  for (const id of sequence) {
    if (done.has(id)) states.set(id, 'done');
    else if (!currentGiven) {
      states.set(id, 'current');
      currentGiven = true;
    } else states.set(id, 'locked');
  }
  return states;
}

/** The module to work on next, or null when every module of the sequence is done. */
export function currentModule(sequence: readonly string[], done: ReadonlySet<string>): string | null {
  return sequence.find((id) => !done.has(id)) ?? null;
}

/** Rule 28: a journey is complete when all its modules and its capstone are. An empty journey never is. */
export function isJourneyComplete(sequence: readonly string[], done: ReadonlySet<string>, capstoneApproved: boolean): boolean {
  return capstoneApproved && sequence.length > 0 && sequence.every((id) => done.has(id));
}

/** Why a custom pick cannot be saved, or null: at least six known modules, each once. */
export function customPickProblem(pick: readonly string[], knownIds: ReadonlySet<string>): string | null {
  if (pick.some((id) => !knownIds.has(id))) return m.pickFromList;
  if (new Set(pick).size !== pick.length) return m.pickOnce;
  if (pick.length < CUSTOM_MIN_MODULES) {
    return m.pickAtLeast({ min: CUSTOM_MIN_MODULES, picked: pick.length });
  }
  return null;
}

/**
 * The learner's custom order: the picked modules sorted by the position they typed, ties (and blank
 * positions, which go last) in catalogue order.
 */
export function orderCustomPick(
  picks: readonly { readonly id: string; readonly position: number | null }[],
  catalogueOrder: readonly string[],
): string[] {
  const rank = new Map(catalogueOrder.map((id, index) => [id, index]));
  return [...picks]
    .sort((a, b) => (a.position ?? Infinity) - (b.position ?? Infinity) || (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0))
    .map((pick) => pick.id);
}
