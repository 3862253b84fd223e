// Onboarding (rules 11 and 29): about you (display name, country, time zone), your journey, your leadership
// style (the personality quiz), then a review that completes it: 50 XP once and on to /build-village.
// What a learner has answered is kept as a draft on the server, so leaving halfway (or switching device)
// loses nothing; a step opens only when every step before it is answered, and a learner who has finished
// onboarding is not taken through it again.
import type { JourneyPathId } from './journey-paths.ts';
import type { LeadershipStyle } from './personality.ts';

export const ONBOARDING_STEPS = ['about', 'journey', 'personality', 'review'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

export const STEP_TITLES: Readonly<Record<OnboardingStep, string>> = {
  about: 'About you',
  journey: 'Your journey',
  personality: 'Your leadership style',
  review: 'Check and finish',
};

/** The source of the onboarding award: with the activity, its idempotency key (rule 22), once per learner. */
export const ONBOARDING_SOURCE_ID = 'completed';

/** What the learner has answered so far (null: not yet). */
export interface OnboardingDraft {
  readonly displayName: string | null;
  readonly country: string | null;
  readonly timezone: string | null;
  readonly journey: JourneyPathId | null;
  /** Question id → option id; may be partial while the quiz is under way. */
  readonly quizAnswers: Readonly<Record<string, string>>;
  /** Set once the whole quiz was answered and scored. */
  readonly personalityType: LeadershipStyle | null;
}

export const EMPTY_DRAFT: OnboardingDraft = {
  displayName: null,
  country: null,
  timezone: null,
  journey: null,
  quizAnswers: {},
  personalityType: null,
};

export function isOnboardingStep(value: unknown): value is OnboardingStep {
  return typeof value === 'string' && (ONBOARDING_STEPS as readonly string[]).includes(value);
}

/** Whether a step's answers are all there (the review is never "done": finishing it completes onboarding). */
export function stepDone(step: OnboardingStep, draft: OnboardingDraft): boolean {
  switch (step) {
    case 'about':
      // Country is optional; the name and the time zone are not.
      return !!draft.displayName && !!draft.timezone;
    case 'journey':
      return draft.journey !== null;
    case 'personality':
      return draft.personalityType !== null;
    case 'review':
      return false;
  }
}

/** The first step still to answer. */
export function firstOpenStep(draft: OnboardingDraft): OnboardingStep {
  return ONBOARDING_STEPS.find((step) => !stepDone(step, draft)) ?? 'review';
}

/** Whether a step may be shown: every step before it is answered. */
export function stepReachable(step: OnboardingStep, draft: OnboardingDraft): boolean {
  const index = ONBOARDING_STEPS.indexOf(step);
  return ONBOARDING_STEPS.slice(0, index).every((before) => stepDone(before, draft));
}

/** The step to show for a request: the one asked for when reachable, else the first still to answer. */
export function stepToShow(requested: string | null | undefined, draft: OnboardingDraft): OnboardingStep {
  if (isOnboardingStep(requested) && stepReachable(requested, draft)) return requested;
  return firstOpenStep(draft);
}

/** Whether onboarding can be completed: every answer is there. */
export function readyToComplete(draft: OnboardingDraft): boolean {
  return ONBOARDING_STEPS.every((step) => step === 'review' || stepDone(step, draft));
}

/** The step after `step` (the review stays the review). */
export function nextStep(step: OnboardingStep): OnboardingStep {
  return ONBOARDING_STEPS[Math.min(ONBOARDING_STEPS.indexOf(step) + 1, ONBOARDING_STEPS.length - 1)] ?? 'review';
}

export function previousStep(step: OnboardingStep): OnboardingStep | null {
  const index = ONBOARDING_STEPS.indexOf(step);
  return index > 0 ? (ONBOARDING_STEPS[index - 1] ?? null) : null;
}

/** Where the onboarding page sends its learner's browser: the step as a query. */
export function onboardingPath(step: OnboardingStep): string {
  return step === 'about' ? '/onboarding' : `/onboarding?step=${step}`;
}
