// The onboarding blueprint (rules 39–40): five questions, Continue only once answered, Back allowed, then
// 'Blueprint Complete' with the recommended path. The steps and the rule live in stores/blueprint.ts; this
// island only draws them and moves focus so keyboard and screen-reader users follow along.
import type { Locale } from '#/i18n/locales.ts';
import { useStore } from '@nanostores/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useHydrated } from '../ui/use-hydrated.ts';
import {
  BLUEPRINT_STEP_COUNT,
  BLUEPRINT_STEPS,
  CHALLENGES,
  DURATIONS,
  MENTOR_ANSWERS,
  OUTCOMES,
  STEP_QUESTIONS,
  TEAM_SIZES,
  type BlueprintAnswers,
  type BlueprintStep,
} from '#/domain/blueprint.ts';
import type { JourneyPathId } from '#/domain/journey-paths.ts';
import { blueprintWizard as wizard } from '#/stores/blueprint.ts';
import ErrorBoundary from '../ui/ErrorBoundary.tsx';

export interface JourneySummary {
  name: string;
  duration: string;
  focus: string;
}

interface Props {
  /** The page's language (its words are still English: the landing islands' French is on its way). */
  locale?: Locale;
  paths: Record<JourneyPathId, JourneySummary>;
}

interface Choice {
  value: string;
  label: string;
  checked: boolean;
  onChange: () => void;
}

function choicesFor(step: BlueprintStep, a: BlueprintAnswers): Choice[] {
  switch (step) {
    case 'teamSize':
      return TEAM_SIZES.map((v) => ({ value: v, label: `${v} people`, checked: a.teamSize === v, onChange: () => wizard.chooseTeamSize(v) }));
    case 'duration':
      return DURATIONS.map((v) => ({ value: String(v), label: `${String(v)} months`, checked: a.duration === v, onChange: () => wizard.chooseDuration(v) }));
    case 'challenges':
      return CHALLENGES.map((v) => ({ value: v, label: v, checked: a.challenges.includes(v), onChange: () => wizard.toggleChallenge(v) }));
    case 'desiredOutcomes':
      return OUTCOMES.map((v) => ({ value: v, label: v, checked: a.desiredOutcomes.includes(v), onChange: () => wizard.toggleOutcome(v) }));
    case 'hasMentors':
      return MENTOR_ANSWERS.map((v) => ({ value: v, label: v, checked: a.hasMentors === v, onChange: () => wizard.chooseMentors(v) }));
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

function BlueprintSteps({ paths }: Props) {
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
        <h3 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-brand-700">Blueprint Complete</h3>
        <p className="mt-2 text-lg">
          Your recommended path: <strong data-testid="recommended-path">{path.name}</strong> ({path.duration}, {path.focus.toLowerCase()}).
        </p>
        <dl className="mt-4 grid gap-1 text-sm">
          <Summary label="Team">{a.teamSize} people</Summary>
          <Summary label="Duration">{a.duration} months</Summary>
          <Summary label="Challenges">{a.challenges.join(', ')}</Summary>
          <Summary label="Outcomes">{a.desiredOutcomes.join(', ')}</Summary>
          <Summary label="Mentors already">{a.hasMentors}</Summary>
        </dl>
        <div className="mt-6 flex flex-wrap gap-3">
          <a className="btn-primary" href="#journeys">See your path</a>
          <button type="button" className="btn-secondary" onClick={() => wizard.restart()}>Start again</button>
        </div>
      </div>
    );
  }

  const step = BLUEPRINT_STEPS[state.stepIndex] ?? 'teamSize';
  const { question, hint, multiple } = STEP_QUESTIONS[step];
  const last = state.stepIndex === BLUEPRINT_STEP_COUNT - 1;
  const hintId = `blueprint-${step}-hint`;
  return (
    <form
      className="card"
      aria-label="Onboarding blueprint"
      onSubmit={(event) => {
        event.preventDefault();
        wizard.next();
      }}
    >
      <p className="text-sm font-semibold text-brand-700">Step {state.stepIndex + 1} of {BLUEPRINT_STEP_COUNT}</p>
      <div className="mt-2 h-1.5 rounded-full bg-gray-200" aria-hidden="true">
        {/* An SVG width, not style="width:…": the Content-Security-Policy refuses style attributes. */}
        <svg className="block h-1.5 w-full fill-brand-600">
          <rect width={`${String(((state.stepIndex + 1) / BLUEPRINT_STEP_COUNT) * 100)}%`} height="100%" rx="3" />
        </svg>
      </div>
      <fieldset className="mt-4" aria-describedby={hintId} disabled={!hydrated}>
        <legend>
          <h3 ref={headingRef} tabIndex={-1} className="text-xl font-bold">{question}</h3>
        </legend>
        <p id={hintId} className="field-hint">{hint}</p>
        <div className="mt-4 grid gap-2 sm:grid-cols-2">
          {choicesFor(step, state.answers).map((choice) => (
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
          <button type="button" className="btn-secondary" onClick={() => wizard.back()}>Back</button>
        )}
        <button type="submit" className="btn-primary ml-auto" disabled={!hydrated || !canContinue}>{last ? 'Finish' : 'Continue'}</button>
      </div>
    </form>
  );
}

/** The island: the steps inside the error boundary every island has ('Something went wrong', rule 37). */
export default function BlueprintWizard(props: Props) {
  return (
    <ErrorBoundary>
      <BlueprintSteps {...props} />
    </ErrorBoundary>
  );
}
