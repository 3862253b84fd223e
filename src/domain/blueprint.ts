// The onboarding blueprint of the landing page (rules 38–40, rule 14): its five questions, their
// options, and when a step counts as answered. Pure data and rules; the step machine is src/stores/blueprint.ts.
import { OUTCOMES, type Outcome } from './outcomes.ts';

export const TEAM_SIZES = ['4 to 10', '11 to 20', '21 to 40', '41 or more'] as const;
export type TeamSize = (typeof TEAM_SIZES)[number];

/** Programme length in months. */
export const DURATIONS = [3, 6, 9, 12] as const;
export type Duration = (typeof DURATIONS)[number];

/** The eight challenges, exactly as rule 14 words them. */
export const CHALLENGES = [
  'Low Digital Confidence',
  'Slow Innovation',
  'Resistance to change',
  'Team silos and conflict',
  'Unclear accountability',
  'Poor communication',
  'High staff turnover',
  'Burnout and overload',
] as const;
export type Challenge = (typeof CHALLENGES)[number];

export const MENTOR_ANSWERS = ['Yes', 'No'] as const;
export type MentorAnswer = (typeof MENTOR_ANSWERS)[number];

export { OUTCOMES };
export type { Outcome };

/** What the visitor has answered so far (kept in memory only, rule 38). */
export interface BlueprintAnswers {
  readonly teamSize: TeamSize | null;
  readonly duration: Duration | null;
  readonly challenges: readonly Challenge[];
  readonly desiredOutcomes: readonly Outcome[];
  readonly hasMentors: MentorAnswer | null;
}

export const NO_ANSWERS: BlueprintAnswers = { teamSize: null, duration: null, challenges: [], desiredOutcomes: [], hasMentors: null };

/** The five steps, in order. */
export const BLUEPRINT_STEPS = ['teamSize', 'duration', 'challenges', 'desiredOutcomes', 'hasMentors'] as const;
export type BlueprintStep = (typeof BLUEPRINT_STEPS)[number];
export const BLUEPRINT_STEP_COUNT = BLUEPRINT_STEPS.length;

/** Whether a step takes several answers (checkboxes) rather than one; its words are the wizard's messages. */
export const STEP_TAKES_SEVERAL: Readonly<Record<BlueprintStep, boolean>> = {
  teamSize: false,
  duration: false,
  challenges: true,
  desiredOutcomes: true,
  hasMentors: false,
};

/** Whether a step has an answer: a choice, or at least one item for the multi-selects (rule 39). */
export function stepHasAnswer(step: BlueprintStep, answers: BlueprintAnswers): boolean {
  switch (step) {
    case 'teamSize':
      return answers.teamSize !== null;
    case 'duration':
      return answers.duration !== null;
    case 'challenges':
      return answers.challenges.length > 0;
    case 'desiredOutcomes':
      return answers.desiredOutcomes.length > 0;
    case 'hasMentors':
      return answers.hasMentors !== null;
  }
}

/** Adds `item` to a multi-select answer, or removes it if it is there; the result keeps the options' order. */
export function toggled<T extends string>(options: readonly T[], chosen: readonly T[], item: T): T[] {
  const next = new Set(chosen);
  if (next.has(item)) next.delete(item);
  else next.add(item);
  return options.filter((option) => next.has(option));
}
