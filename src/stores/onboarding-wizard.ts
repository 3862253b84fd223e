// The onboarding wizard's step machine (rules 11, 29): about you, journey, leadership style, review. Each
// step's form goes to its Action; on success the wizard moves on without a page load (the address follows,
// so a reload or another device opens the same step from the server's draft), on refusal the messages go
// next to their fields and what was typed stays. A step opens only once those before it are answered.
// A store factory, so the rules are tested without React; the island renders it (and, without JavaScript,
// the same forms post one step per page load).
import { atom, type ReadableAtom } from 'nanostores';
import type { JourneyPathId } from '#/domain/journey-paths.ts';
import { EMPTY_DRAFT, nextStep, onboardingPath, previousStep, stepReachable, type OnboardingStep } from '#/domain/onboarding.ts';
import type { LeadershipStyle } from '#/domain/personality.ts';
import { messagesOf, networkFailedMessage, type ActionCallResult } from '#/lib/action-form.ts';

/** What the server holds so far (the draft). */
export interface WizardAnswers {
  readonly displayName: string | null;
  readonly country: string | null;
  readonly timezone: string | null;
  readonly journey: JourneyPathId | null;
  readonly personalityType: LeadershipStyle | null;
}

export interface OnboardingWizardState {
  readonly step: OnboardingStep;
  readonly answers: WizardAnswers;
  readonly errors: Readonly<Record<string, string>>;
  readonly formError: string | null;
  readonly busy: boolean;
  /** Counts refusals, so the island can move focus to the first message every time. */
  readonly refusals: number;
}

/** The Actions a step posts to. */
export type PostedStep = 'about' | 'journey' | 'review';

export interface OnboardingEffects {
  send(step: PostedStep, data: FormData): Promise<ActionCallResult<{ redirect: string }>>;
  /** The step on screen changed: the address should say so (history.replaceState). */
  showStep(path: string): void;
  /** Leaves the wizard (after the review: on to /build-village). */
  navigate(url: string): void;
}

export const QUIZ_FIRST = 'Take the quiz to find your leadership style, then continue.';

export interface OnboardingWizard {
  readonly $state: ReadableAtom<OnboardingWizardState>;
  /** Sends the step's form; the personality step has no form of its own (the quiz saves itself). */
  submit(data: FormData): Promise<void>;
  /** Shows another step, if every step before it is answered. */
  goTo(step: OnboardingStep): void;
  back(): void;
  /** The quiz was scored: the style is in the draft. */
  quizFinished(style: LeadershipStyle): void;
  /** The learner edited a field: its message goes. */
  clearError(field: string): void;
}

function text(data: FormData, name: string): string | null {
  const value = data.get(name);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function draftOf(answers: WizardAnswers) {
  return { ...EMPTY_DRAFT, ...answers };
}

export function createOnboardingWizard(
  initial: { step: OnboardingStep; answers: WizardAnswers; errors?: Record<string, string>; formError?: string | null },
  effects: OnboardingEffects,
): OnboardingWizard {
  const $state = atom<OnboardingWizardState>({
    step: initial.step,
    answers: initial.answers,
    errors: initial.errors ?? {},
    formError: initial.formError ?? null,
    busy: false,
    refusals: 0,
  });

  function show(step: OnboardingStep, answers: WizardAnswers): void {
    $state.set({ ...$state.get(), step, answers, errors: {}, formError: null, busy: false });
    effects.showStep(onboardingPath(step));
  }

  function refuse(errors: Record<string, string>, formError: string | null): void {
    const s = $state.get();
    $state.set({ ...s, errors, formError, busy: false, refusals: s.refusals + 1 });
  }

  /** The answers a successful step saved, as the form sent them. */
  function saved(step: PostedStep, data: FormData, answers: WizardAnswers): WizardAnswers {
    if (step === 'about') return { ...answers, displayName: text(data, 'displayName'), country: text(data, 'country'), timezone: text(data, 'timezone') };
    if (step === 'journey') return { ...answers, journey: text(data, 'journey') as JourneyPathId | null };
    return answers;
  }

  return {
    $state,
    async submit(data) {
      const s = $state.get();
      if (s.busy) return;
      if (s.step === 'personality') {
        if (s.answers.personalityType) show('review', s.answers);
        else refuse({}, QUIZ_FIRST);
        return;
      }
      const step: PostedStep = s.step;
      $state.set({ ...s, busy: true, formError: null });
      let result: ActionCallResult<{ redirect: string }>;
      try {
        result = await effects.send(step, data);
      } catch {
        refuse(s.errors, networkFailedMessage());
        return;
      }
      if (result.error) {
        const { fields, formError } = messagesOf(result.error);
        refuse(fields, formError);
        return;
      }
      if (step === 'review') {
        effects.navigate(result.data.redirect);
        return;
      }
      show(nextStep(step), saved(step, data, s.answers));
    },
    goTo(step) {
      const s = $state.get();
      if (s.busy || step === s.step || !stepReachable(step, draftOf(s.answers))) return;
      show(step, s.answers);
    },
    back() {
      const s = $state.get();
      const previous = previousStep(s.step);
      if (previous && !s.busy) show(previous, s.answers);
    },
    quizFinished(style) {
      const s = $state.get();
      $state.set({ ...s, answers: { ...s.answers, personalityType: style }, formError: null });
    },
    clearError(field) {
      const s = $state.get();
      if (s.errors[field] === undefined) return;
      const { [field]: _gone, ...rest } = s.errors;
      $state.set({ ...s, errors: rest });
    },
  };
}
