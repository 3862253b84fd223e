// The blueprint wizard's step machine (rule 39): steps 1 to 5, then complete. Continue only when the step
// has an answer, Back at any step after the first, and on completion the recommended path, a toast and the
// new recommendation for the journey cards. A store factory, so the rules are tested without React.
import { atom, computed, type ReadableAtom } from 'nanostores';
import {
  BLUEPRINT_STEPS,
  CHALLENGES,
  NO_ANSWERS,
  OUTCOMES,
  stepHasAnswer,
  toggled,
  type BlueprintAnswers,
  type BlueprintStep,
  type Challenge,
  type Duration,
  type MentorAnswer,
  type Outcome,
  type TeamSize,
} from '#/domain/blueprint.ts';
import { recommendedPath } from '#/domain/blueprint-path.ts';
import type { JourneyPathId } from '#/domain/journey-paths.ts';
import { showToast } from './toasts.ts';
import { recommendJourneyPath } from './journey-path.ts';
import { rememberRecommendedJourney } from '#/lib/remembered-journey.ts';

export type BlueprintState =
  | { readonly status: 'answering'; readonly stepIndex: number; readonly answers: BlueprintAnswers }
  | { readonly status: 'complete'; readonly answers: BlueprintAnswers; readonly path: JourneyPathId };

/** What completing the blueprint sets off outside the wizard. */
export interface BlueprintEffects {
  notify(message: string): void;
  recommend(path: JourneyPathId): void;
  /** The toast's words, in the page's language ('Onboarding complete'). */
  completeToast: string;
}

export interface BlueprintWizard {
  readonly $state: ReadableAtom<BlueprintState>;
  /** The step on screen, or `null` once complete. */
  readonly $step: ReadableAtom<BlueprintStep | null>;
  /** Whether Continue (or Finish, on the last step) may be pressed. */
  readonly $canContinue: ReadableAtom<boolean>;
  chooseTeamSize(value: TeamSize): void;
  chooseDuration(value: Duration): void;
  toggleChallenge(value: Challenge): void;
  toggleOutcome(value: Outcome): void;
  chooseMentors(value: MentorAnswer): void;
  /** Next step, or completion after the fifth; does nothing while the step has no answer. */
  next(): void;
  /** The previous step (answers are kept); does nothing on the first step or once complete. */
  back(): void;
  /** Start again with no answers. */
  restart(): void;
}

export function createBlueprintWizard(effects: BlueprintEffects): BlueprintWizard {
  const $state = atom<BlueprintState>({ status: 'answering', stepIndex: 0, answers: NO_ANSWERS });
  const $step = computed($state, (s) => (s.status === 'answering' ? (BLUEPRINT_STEPS[s.stepIndex] ?? null) : null));
  const $canContinue = computed($state, (s) => {
    if (s.status !== 'answering') return false;
    const step = BLUEPRINT_STEPS[s.stepIndex];
    return step !== undefined && stepHasAnswer(step, s.answers);
  });

  /** Changes the answers, but only while answering the step they belong to. */
  function answer(step: BlueprintStep, change: (answers: BlueprintAnswers) => BlueprintAnswers): void {
    const s = $state.get();
    if (s.status !== 'answering' || BLUEPRINT_STEPS[s.stepIndex] !== step) return;
    $state.set({ ...s, answers: change(s.answers) });
  }

  return {
    $state,
    $step,
    $canContinue,
    chooseTeamSize: (value) => answer('teamSize', (a) => ({ ...a, teamSize: value })),
    chooseDuration: (value) => answer('duration', (a) => ({ ...a, duration: value })),
    toggleChallenge: (value) => answer('challenges', (a) => ({ ...a, challenges: toggled(CHALLENGES, a.challenges, value) })),
    toggleOutcome: (value) => answer('desiredOutcomes', (a) => ({ ...a, desiredOutcomes: toggled(OUTCOMES, a.desiredOutcomes, value) })),
    chooseMentors: (value) => answer('hasMentors', (a) => ({ ...a, hasMentors: value })),
    next() {
      const s = $state.get();
      if (s.status !== 'answering' || !$canContinue.get()) return;
      if (s.stepIndex < BLUEPRINT_STEPS.length - 1) {
        $state.set({ ...s, stepIndex: s.stepIndex + 1 });
        return;
      }
      const path = recommendedPath(s.answers.challenges);
      $state.set({ status: 'complete', answers: s.answers, path });
      effects.recommend(path);
      effects.notify(effects.completeToast);
    },
    back() {
      const s = $state.get();
      if (s.status !== 'answering' || s.stepIndex === 0) return;
      $state.set({ ...s, stepIndex: s.stepIndex - 1 });
    },
    restart() {
      $state.set({ status: 'answering', stepIndex: 0, answers: NO_ANSWERS });
    },
  };
}

/**
 * The landing page's wizard: completion raises the 3-second toast (`completeToast`, in the page's language),
 * updates the journey cards and remembers the recommendation in this browser for onboarding (rule 29).
 */
export function createLandingBlueprintWizard(completeToast: string): BlueprintWizard {
  return createBlueprintWizard({
    completeToast,
    notify: (message) => showToast(message, 'success'),
    recommend: (path) => {
      recommendJourneyPath(path);
      rememberRecommendedJourney(path);
    },
  });
}
