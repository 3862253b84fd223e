// The onboarding wizard (rules 11, 29): about you, your journey, your leadership style, then check and
// finish. Rendered on the server as plain forms posted to Actions, so it works one step per page load without
// JavaScript; once React runs, the same forms are sent in the background and the steps change in place (the
// step machine is stores/onboarding-wizard.ts), and the quiz opens in the personality type dialog.
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore, type SyntheticEvent } from 'react';
import type { JourneyPathId } from '#/domain/journey-paths.ts';
import { ONBOARDING_STEPS, onboardingPath, stepReachable, EMPTY_DRAFT, type OnboardingStep } from '#/domain/onboarding.ts';
import type { Locale } from '#/i18n/locales.ts';
import { onboardingMessages } from './onboarding.messages.ts';
import type { QuizQuestion } from '#/domain/personality.ts';
import { isKnownTimeZone } from '#/domain/time-zones.ts';
import { rememberedJourney } from '#/lib/remembered-journey.ts';
import { createOnboardingWizard, type WizardAnswers } from '#/stores/onboarding-wizard.ts';
import { createPersonalityQuiz, type StyleView } from '#/stores/personality-quiz.ts';
import { noSubscription, useHydrated } from '../ui/use-hydrated.ts';
import { saveQuizAnswers, STEP_SENDERS } from './onboarding-calls.ts';
import PersonalityQuizDialog from './PersonalityQuizDialog.tsx';
import QuizForm from './QuizForm.tsx';
import StyleCard from './StyleCard.tsx';
import TimeZoneOptions from './TimeZoneOptions.tsx';

export interface JourneyChoice {
  id: JourneyPathId;
  name: string;
  duration: string;
  focus: string;
}

export interface OnboardingProps {
  step: OnboardingStep;
  answers: WizardAnswers;
  defaults: { displayName: string; country: string; timezone: string };
  /** From a form posted without JavaScript that was refused. */
  errors: Record<string, string>;
  formError: string | null;
  values: Record<string, string>;
  journeys: JourneyChoice[];
  questions: QuizQuestion[];
  quizAnswers: Record<string, string>;
  /** The style the draft holds, as shown. */
  result: StyleView | null;
  /** Each step's form address (`?_action=…`). */
  urls: { about: string; journey: string; quiz: string; complete: string };
  locale: Locale;
}

function FieldMessage({ id, error }: { id: string; error: string | undefined }) {
  return (
    <p className="field-error" id={`${id}-error`}>
      {error}
    </p>
  );
}

export default function OnboardingWizard(props: OnboardingProps) {
  const hydrated = useHydrated();
  const t = onboardingMessages(props.locale);
  const stepTitles: Record<OnboardingStep, string> = { about: t.stepAbout, journey: t.stepJourney, personality: t.stepPersonality, review: t.stepReview };
  const wizard = useMemo(
    () =>
      createOnboardingWizard(
        { step: props.step, answers: props.answers, errors: props.errors, formError: props.formError },
        {
          send: (step, data) => STEP_SENDERS[step](data),
          showStep: (path) => window.history.replaceState(window.history.state, '', path),
          navigate: (url) => window.location.assign(url),
        },
      ),
    // The island is created once per page load; later prop changes cannot happen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const quiz = useMemo(
    () =>
      createPersonalityQuiz(
        props.questions,
        props.quizAnswers,
        {
          save: saveQuizAnswers,
        },
        { savePartial: true, locale: props.locale },
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const state = useStore(wizard.$state);
  const [result, setResult] = useState<StyleView | null>(props.result);
  const [dialogOpen, setDialogOpen] = useState(false);
  // The journey the landing page's blueprint recommended in this browser (none on the server).
  const recommended = useSyncExternalStore(noSubscription, () => rememberedJourney(), () => null);
  const [picked, setJourney] = useState<JourneyPathId | null>((props.values.journey as JourneyPathId | undefined) ?? props.answers.journey);
  const journey = picked ?? recommended;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const zoneRef = useRef<HTMLSelectElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const firstRender = useRef(true);

  // The time zone this device is in, once React runs, unless the learner has chosen one already: in this
  // wizard, or on their profile (UTC is what an account starts with when nothing better was known).
  useEffect(() => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const chosen = !!state.answers.timezone || !!props.values.timezone || props.defaults.timezone !== 'UTC';
    if (!chosen && zoneRef.current && isKnownTimeZone(zone)) zoneRef.current.value = zone;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.step]);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [state.step]);

  // After a refusal, the first field with a message (or the form's message) gets focus.
  useEffect(() => {
    if (state.refusals === 0) return;
    const form = formRef.current;
    const first = form?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? document.getElementById('onboarding-form-error');
    first?.focus();
  }, [state.refusals]);

  const step = state.step;
  const answers = state.answers;
  const errors = state.errors;
  const value = (name: keyof WizardAnswers, fallback: string) => props.values[name] ?? answers[name] ?? fallback;
  const position = ONBOARDING_STEPS.indexOf(step);
  const draft = { ...EMPTY_DRAFT, ...answers };
  const enhance = (event: SyntheticEvent<HTMLFormElement>) => {
    if (!hydrated) return;
    event.preventDefault();
    void wizard.submit(new FormData(event.currentTarget));
  };
  const clearOnEdit = (event: SyntheticEvent<HTMLFormElement>) => wizard.clearError((event.target as HTMLInputElement).name);
  const invalid = (name: string) => (errors[name] ? true : undefined);

  const nav = (continueLabel: string) => (
    <div className="mt-6 flex flex-wrap items-center gap-3">
      {position > 0 ? (
        <a
          className="btn-secondary"
          href={onboardingPath(ONBOARDING_STEPS[position - 1] ?? 'about')}
          onClick={(event) => {
            if (!hydrated) return;
            event.preventDefault();
            wizard.back();
          }}
        >
          {t.back}
        </a>
      ) : null}
      <button type="submit" className="btn-primary" disabled={state.busy}>
        {continueLabel}
      </button>
    </div>
  );

  const formError = (
    <div id="onboarding-form-error" role="alert" tabIndex={-1} className="mb-4 rounded-md border border-danger bg-danger-50 px-4 py-3 text-sm font-medium text-danger empty:hidden">
      {state.formError}
    </div>
  );

  return (
    <div className="card max-w-3xl">
      <ol aria-label={t.stepsLabel} className="mb-6 grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        {ONBOARDING_STEPS.map((each, index) => {
          const reachable = stepReachable(each, draft);
          const current = each === step;
          const label = (
            <>
              <span className="block text-xs text-muted group-aria-[current=step]:text-white">{t.stepNumber({ n: index + 1 })}</span>
              {stepTitles[each]}
            </>
          );
          return (
            <li key={each}>
              {reachable && !current ? (
                <a
                  href={onboardingPath(each)}
                  className="block rounded-md border border-gray-300 px-3 py-2 font-medium text-brand-700 underline"
                  onClick={(event) => {
                    if (!hydrated) return;
                    event.preventDefault();
                    wizard.goTo(each);
                  }}
                >
                  {label}
                </a>
              ) : (
                <span aria-current={current ? 'step' : undefined} className="group block rounded-md border border-gray-300 px-3 py-2 font-medium aria-[current=step]:border-brand-600 aria-[current=step]:bg-brand-600 aria-[current=step]:text-white">
                  {label}
                </span>
              )}
            </li>
          );
        })}
      </ol>

      <h2 ref={headingRef} tabIndex={-1} className="text-xl font-bold">
        {stepTitles[step]}
      </h2>

      {step === 'about' ? (
        <form ref={formRef} method="post" action={props.urls.about} noValidate className="mt-4" onSubmit={enhance} onInput={clearOnEdit}>
          {formError}
          <div className="mb-4">
            <label className="field-label" htmlFor="displayName">{t.displayName}</label>
            <p className="field-hint" id="displayName-hint">{t.displayNameHint}</p>
            <input id="displayName" name="displayName" className="field-input" autoComplete="name" maxLength={80} required defaultValue={value('displayName', props.defaults.displayName)} aria-invalid={invalid('displayName')} aria-describedby="displayName-hint displayName-error" />
            <FieldMessage id="displayName" error={errors.displayName} />
          </div>
          <div className="mb-4">
            <label className="field-label" htmlFor="country">{t.country} <span className="font-normal text-muted">{t.optional}</span></label>
            <input id="country" name="country" className="field-input" autoComplete="country-name" maxLength={80} defaultValue={value('country', props.defaults.country)} aria-invalid={invalid('country')} aria-describedby="country-error" />
            <FieldMessage id="country" error={errors.country} />
          </div>
          <div className="mb-4">
            <label className="field-label" htmlFor="timezone">{t.timeZone}</label>
            <p className="field-hint" id="timezone-hint">{t.timeZoneHint}</p>
            <select ref={zoneRef} id="timezone" name="timezone" className="field-input" defaultValue={value('timezone', props.defaults.timezone)} aria-invalid={invalid('timezone')} aria-describedby="timezone-hint timezone-error">
              <TimeZoneOptions />
            </select>
            <FieldMessage id="timezone" error={errors.timezone} />
          </div>
          {nav(t.continue)}
        </form>
      ) : null}

      {step === 'journey' ? (
        <form ref={formRef} method="post" action={props.urls.journey} noValidate className="mt-4" onSubmit={enhance} onInput={clearOnEdit}>
          {formError}
          <fieldset aria-describedby="journey-hint journey-error">
            <legend className="field-label">{t.whichJourney}</legend>
            <p className="field-hint" id="journey-hint">{t.journeyHint}</p>
            <div className="mt-3 grid gap-3 sm:grid-cols-3">
              {props.journeys.map((choice) => (
                <label key={choice.id} className="flex cursor-pointer flex-col gap-1 rounded-lg border border-gray-300 p-4 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
                  <span className="flex items-center gap-2">
                    <input type="radio" name="journey" value={choice.id} checked={journey === choice.id} onChange={() => setJourney(choice.id)} aria-invalid={invalid('journey')} className="accent-brand-600" />
                    <span className="font-semibold">{choice.name}</span>
                  </span>
                  <span className="text-sm text-muted">{choice.duration} · {choice.focus}</span>
                  {recommended === choice.id ? <span className="mt-1 w-fit rounded-full bg-accent-300 px-2 py-0.5 text-xs font-semibold">{t.recommended}</span> : null}
                </label>
              ))}
            </div>
            <FieldMessage id="journey" error={errors.journey} />
          </fieldset>
          {nav(t.continue)}
        </form>
      ) : null}

      {step === 'personality' ? (
        <div className="mt-4">
          <p>{t.quizLead}</p>
          {result ? <div className="mt-4"><StyleCard style={result} locale={props.locale} /></div> : null}
          {hydrated ? (
            <form ref={formRef} noValidate className="mt-4" onSubmit={enhance}>
              {formError}
              <div className="flex flex-wrap gap-3">
                <button type="button" className={result ? 'btn-secondary' : 'btn-primary'} onClick={() => { if (result) quiz.restart(); else quiz.open(); setDialogOpen(true); }}>
                  {result ? t.retakeQuiz : t.takeQuiz}
                </button>
                {position > 0 ? <button type="button" className="btn-secondary" onClick={() => wizard.back()}>{t.back}</button> : null}
                {result ? <button type="submit" className="btn-primary">{t.continue}</button> : null}
              </div>
            </form>
          ) : result ? (
            <div className="mt-4">
              <a className="btn-primary" href={onboardingPath('review')}>{t.continue}</a>
              <details className="mt-4">
                <summary className="cursor-pointer font-semibold text-brand-700 underline">{t.retakeQuiz}</summary>
                <QuizForm questions={props.questions} action={props.urls.quiz} answers={{ ...props.quizAnswers, ...props.values }} errors={errors} formError={null} submitLabel={t.seeMyStyle} locale={props.locale} />
              </details>
            </div>
          ) : (
            <QuizForm questions={props.questions} action={props.urls.quiz} answers={{ ...props.quizAnswers, ...props.values }} errors={errors} formError={state.formError} submitLabel={t.seeMyStyle} locale={props.locale} />
          )}
          {hydrated ? (
            <PersonalityQuizDialog
              quiz={quiz}
              open={dialogOpen}
              onClose={() => setDialogOpen(false)}
              doneLabel={t.continue}
              locale={props.locale}
              onDone={() => {
                const shown = quiz.$state.get().result;
                if (shown) {
                  setResult(shown);
                  wizard.quizFinished(shown.id);
                }
                setDialogOpen(false);
              }}
            />
          ) : null}
        </div>
      ) : null}

      {step === 'review' ? (
        <form ref={formRef} method="post" action={props.urls.complete} noValidate className="mt-4" onSubmit={enhance}>
          {formError}
          <dl className="grid gap-2 sm:grid-cols-[12rem_1fr]">
            <dt className="font-semibold">{t.displayName}</dt>
            <dd>{answers.displayName}</dd>
            <dt className="font-semibold">{t.country}</dt>
            <dd>{answers.country ?? t.notGiven}</dd>
            <dt className="font-semibold">{t.timeZone}</dt>
            <dd>{answers.timezone}</dd>
            <dt className="font-semibold">{t.journey}</dt>
            <dd>{props.journeys.find((choice) => choice.id === answers.journey)?.name ?? answers.journey}</dd>
            <dt className="font-semibold">{t.leadershipStyle}</dt>
            <dd>{result?.name ?? answers.personalityType}</dd>
          </dl>
          <p className="mt-4 rounded-md bg-accent-300 px-4 py-3 font-semibold">{t.finishNote}</p>
          {nav(t.finish)}
        </form>
      ) : null}
    </div>
  );
}
