// The onboarding blueprint (rules 39–40): five questions, Continue only once answered, Back allowed, then
// 'Blueprint Complete' with the recommended path. The steps and the rule live in stores/blueprint.ts; this
// island only draws them, in the page's language (blueprint-wizard.messages.ts), and moves focus so keyboard
// and screen-reader users follow along.
import type { Locale } from '#/i18n/locales.ts';
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useHydrated } from '../ui/use-hydrated.ts';
import {
  BLUEPRINT_STEP_COUNT,
  BLUEPRINT_STEPS,
  CHALLENGES,
  DURATIONS,
  MENTOR_ANSWERS,
  OUTCOMES,
  STEP_TAKES_SEVERAL,
  TEAM_SIZES,
  type BlueprintAnswers,
  type BlueprintStep,
  type Challenge,
  type MentorAnswer,
  type TeamSize,
} from '#/domain/blueprint.ts';
import type { JourneyPathId } from '#/domain/journey-paths.ts';
import { OUTCOME_KEYS, outcomeMessages } from '#/domain/outcomes.messages.ts';
import { createLandingBlueprintWizard, type BlueprintWizard as WizardStore } from '#/stores/blueprint.ts';
import ErrorBoundary from '../ui/ErrorBoundary.tsx';
import { blueprintWizardMessages } from './blueprint-wizard.messages.ts';

type Words = ReturnType<typeof blueprintWizardMessages>;
type WordKey = { [K in keyof Words]: Words[K] extends string ? K : never }[keyof Words];

const TEAM_SIZE_KEYS: Record<TeamSize, WordKey> = { '4 to 10': 'team4to10', '11 to 20': 'team11to20', '21 to 40': 'team21to40', '41 or more': 'team41more' };
const CHALLENGE_KEYS: Record<Challenge, WordKey> = {
  'Low Digital Confidence': 'lowDigitalConfidence',
  'Slow Innovation': 'slowInnovation',
  'Resistance to change': 'resistance',
  'Team silos and conflict': 'silos',
  'Unclear accountability': 'accountability',
  'Poor communication': 'communication',
  'High staff turnover': 'turnover',
  'Burnout and overload': 'burnout',
};
const MENTOR_KEYS: Record<MentorAnswer, WordKey> = { Yes: 'yes', No: 'no' };
const QUESTION_KEYS: Record<BlueprintStep, WordKey> = {
  teamSize: 'teamSizeQuestion',
  duration: 'durationQuestion',
  challenges: 'challengesQuestion',
  desiredOutcomes: 'desiredOutcomesQuestion',
  hasMentors: 'hasMentorsQuestion',
};

export interface JourneySummary {
  name: string;
  duration: string;
  focus: string;
}

interface Props {
  /** The page's language. */
  locale?: Locale;
  paths: Record<JourneyPathId, JourneySummary>;
}

interface Choice {
  value: string;
  label: string;
  checked: boolean;
  onChange: () => void;
}

function choicesFor(step: BlueprintStep, a: BlueprintAnswers, wizard: WizardStore, locale: Locale): Choice[] {
  const t = blueprintWizardMessages(locale);
  const outcomes = outcomeMessages(locale);
  switch (step) {
    case 'teamSize':
      return TEAM_SIZES.map((v) => ({ value: v, label: t[TEAM_SIZE_KEYS[v]], checked: a.teamSize === v, onChange: () => wizard.chooseTeamSize(v) }));
    case 'duration':
      return DURATIONS.map((v) => ({ value: String(v), label: t.months({ months: v }), checked: a.duration === v, onChange: () => wizard.chooseDuration(v) }));
    case 'challenges':
      return CHALLENGES.map((v) => ({ value: v, label: t[CHALLENGE_KEYS[v]], checked: a.challenges.includes(v), onChange: () => wizard.toggleChallenge(v) }));
    case 'desiredOutcomes':
      return OUTCOMES.map((v) => ({ value: v, label: outcomes[OUTCOME_KEYS[v]], checked: a.desiredOutcomes.includes(v), onChange: () => wizard.toggleOutcome(v) }));
    case 'hasMentors':
      return MENTOR_ANSWERS.map((v) => ({ value: v, label: t[MENTOR_KEYS[v]], checked: a.hasMentors === v, onChange: () => wizard.chooseMentors(v) }));
  }
}

function Summary({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-2">
      <dt className="font-semibold">{label}:</dt>
      <dd className="text-muted">{children}</dd>
    </div>
  );
}

function BlueprintSteps({ paths, locale = 'en', wizard }: Props & { wizard: WizardStore }) {
  const t = blueprintWizardMessages(locale);
  const outcomes = outcomeMessages(locale);
  const state = useStore(wizard.$state);
  const canContinue = useStore(wizard.$canContinue);
  // Until React runs, the answers are disabled: a choice made then would be lost when it takes over.
  const hydrated = useHydrated();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const position = state.status === 'answering' ? state.stepIndex : BLUEPRINT_STEP_COUNT;
  const firstRender = useRef(true);

  // A new step replaces the button that was pressed, so focus moves to the new question (or the result).
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [position]);

  if (state.status === 'complete') {
    const path = paths[state.path];
    const a = state.answers;
    return (
      <div className="card">
        <h3 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-brand-700">{t.complete}</h3>
        <p className="mt-2 text-lg">
          {t.recommended} <strong data-testid="recommended-path">{path.name}</strong> ({path.duration}, {path.focus.toLowerCase()}).
        </p>
        <dl className="mt-4 grid gap-1 text-sm">
          <Summary label={t.team}>{a.teamSize && t[TEAM_SIZE_KEYS[a.teamSize]]}</Summary>
          <Summary label={t.duration}>{a.duration && t.months({ months: a.duration })}</Summary>
          <Summary label={t.challenges}>{a.challenges.map((c) => t[CHALLENGE_KEYS[c]]).join(', ')}</Summary>
          <Summary label={t.outcomes}>{a.desiredOutcomes.map((o) => outcomes[OUTCOME_KEYS[o]]).join(', ')}</Summary>
          <Summary label={t.mentors}>{a.hasMentors && t[MENTOR_KEYS[a.hasMentors]]}</Summary>
        </dl>
        <div className="mt-6 flex flex-wrap gap-3">
          <a className="btn-primary" href="#journeys">{t.seePath}</a>
          <button type="button" className="btn-secondary" onClick={() => wizard.restart()}>{t.startAgain}</button>
        </div>
      </div>
    );
  }

  const step = BLUEPRINT_STEPS[state.stepIndex] ?? 'teamSize';
  const multiple = STEP_TAKES_SEVERAL[step];
  const last = state.stepIndex === BLUEPRINT_STEP_COUNT - 1;
  const hintId = `blueprint-${step}-hint`;
  return (
    <form
      className="card"
      aria-label={t.formLabel}
      onSubmit={(event) => {
        event.preventDefault();
        wizard.next();
      }}
    >
      <p className="text-sm font-semibold text-brand-700">{t.stepOf({ step: state.stepIndex + 1, total: BLUEPRINT_STEP_COUNT })}</p>
      <div className="mt-2 h-1.5 rounded-full bg-gray-200" aria-hidden="true">
        {/* An SVG width, not style="width:…": the Content-Security-Policy refuses style attributes. */}
        <svg className="block h-1.5 w-full fill-brand-600">
          <rect width={`${String(((state.stepIndex + 1) / BLUEPRINT_STEP_COUNT) * 100)}%`} height="100%" rx="3" />
        </svg>
      </div>
      <fieldset className="mt-4" aria-describedby={hintId} disabled={!hydrated}>
        <legend>
          <h3 ref={headingRef} tabIndex={-1} className="text-xl font-bold">{t[QUESTION_KEYS[step]]}</h3>
        </legend>
        <p id={hintId} className="field-hint">{multiple ? t.chooseAll : t.chooseOne}</p>
        <div className="mt-4 grid gap-2 sm:grid-cols-2">
          {choicesFor(step, state.answers, wizard, locale).map((choice) => (
            <label
              key={choice.value}
              className="flex cursor-pointer items-center gap-3 rounded-md border border-gray-300 bg-white px-3 py-3 has-checked:border-brand-600 has-checked:bg-brand-50"
            >
              <input
                type={multiple ? 'checkbox' : 'radio'}
                name={`blueprint-${step}`}
                value={choice.value}
                checked={choice.checked}
                onChange={choice.onChange}
                className="h-4 w-4 accent-brand-600"
              />
              <span>{choice.label}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-6 flex gap-3">
        {state.stepIndex > 0 && (
          <button type="button" className="btn-secondary" onClick={() => wizard.back()}>{t.back}</button>
        )}
        <button type="submit" className="btn-primary ml-auto" disabled={!hydrated || !canContinue}>{last ? t.finish : t.continue}</button>
      </div>
    </form>
  );
}

/** The island: the steps inside the error boundary every island has ('Something went wrong', rule 37). */
export default function BlueprintWizard(props: Props) {
  const t = blueprintWizardMessages(props.locale ?? 'en');
  const [wizard] = useState(() => createLandingBlueprintWizard(t.completeToast));
  return (
    <ErrorBoundary fallback={<p role="alert" className="text-sm text-danger">{t.failed}</p>}>
      <BlueprintSteps {...props} wizard={wizard} />
    </ErrorBoundary>
  );
}
