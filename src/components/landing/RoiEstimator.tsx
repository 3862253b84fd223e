// The ROI estimator's steps inside the launcher's dialog (rules 39, 40, 44; rule 17): three steps of
// inputs, Calculate ROI, then the score, its band and three figures. The rules are in the store
// (stores/roi-estimator.ts); this renders it and moves focus where a keyboard user needs it.
import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { useHydrated } from '../ui/use-hydrated.ts';
import { OUTCOMES } from '#/domain/outcomes.ts';
import { formatMoney, MAX_ROI_OUTCOMES, ROI_PERCENTAGES, ROI_PREP_MONTHS, ROI_TEAM_SIZES } from '#/domain/roi.ts';
import { ROI_STEP_FIELDS, type RoiEstimator as RoiEstimatorStore, type RoiField } from '#/stores/roi-estimator.ts';
import Field, { fieldControlProps, FieldMessages } from '../ui/Field.tsx';

const idOf = (field: RoiField) => `roi-${field}`;
/** The element that gets focus when a step appears (the launcher focuses it when the dialog opens too). */
export const ROI_AUTOFOCUS = 'data-roi-autofocus';

const STEP_TITLES = { 1: 'Your team', 2: 'Your challenges', 3: 'Your goals' } as const;
const STALLS_OPTIONS = [
  { value: 'no', label: 'No' },
  { value: 'sometimes', label: 'Sometimes' },
  { value: 'yes', label: 'Yes' },
] as const;

function focusIn(root: HTMLElement | null, selector: string): void {
  root?.querySelector<HTMLElement>(selector)?.focus();
}


export default function RoiEstimator({ estimator }: { estimator: RoiEstimatorStore }) {
  const state = useStore(estimator.$state);
  const result = useStore(estimator.$result);
  const root = useRef<HTMLDivElement>(null);
  const { step, values, errors } = state;
  // False in the prerendered HTML: its buttons stay disabled until React runs, so an early Enter or click
  // cannot submit the form natively (which would reload the page).
  const hydrated = useHydrated();

  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    focusIn(root.current, `[${ROI_AUTOFOCUS}]`);
  }, [step]);

  const refusals = useRef(state.refusals);
  useEffect(() => {
    if (refusals.current === state.refusals) return;
    refusals.current = state.refusals;
    if (state.step === 4) return;
    const first = ROI_STEP_FIELDS[state.step].find((field) => state.errors[field]);
    if (first) focusIn(root.current, first === 'desiredOutcomes' || first === 'projectStalls' ? `[name="roi-${first}"]` : `#${idOf(first)}`);
  }, [state.refusals, state.step, state.errors]);

  const set = (field: Exclude<RoiField, 'desiredOutcomes'>) => (event: { currentTarget: { value: string } }) =>
    estimator.setField(field, event.currentTarget.value);

  const onSubmit = (event: { preventDefault(): void }) => {
    event.preventDefault();
    if (step === 3) estimator.calculate();
    else estimator.next();
  };

  if (step === 4 && result) {
    return (
      <div ref={root}>
        <h3 className="text-lg font-bold" tabIndex={-1} {...{ [ROI_AUTOFOCUS]: '' }}>
          Your ROI estimate
        </h3>
        <div className="mt-4 rounded-lg bg-brand-50 p-4 text-center">
          <p className="text-sm font-semibold text-muted">ROI score</p>
          <p className="text-4xl font-bold text-brand-800" data-testid="roi-score">
            {result.score}
            <span className="text-xl text-muted"> / 100</span>
          </p>
          <p className="mt-1 text-lg font-semibold" data-testid="roi-band">{result.band}</p>
        </div>
        <dl className="mt-4 grid gap-3 sm:grid-cols-3">
          <div className="rounded-lg border border-gray-200 p-3">
            <dt className="text-sm text-muted">Productivity improvement</dt>
            <dd className="text-2xl font-bold">+{result.productivityImprovement}%</dd>
          </div>
          <div className="rounded-lg border border-gray-200 p-3">
            <dt className="text-sm text-muted">Retention savings</dt>
            <dd className="text-2xl font-bold">
              {formatMoney(result.retentionSavings)}
              <span className="text-sm font-normal text-muted"> a year</span>
            </dd>
          </div>
          <div className="rounded-lg border border-gray-200 p-3">
            <dt className="text-sm text-muted">Leadership acceleration</dt>
            <dd className="text-2xl font-bold">
              {result.leadershipAcceleration}
              <span className="text-sm font-normal text-muted"> months sooner</span>
            </dd>
          </div>
        </dl>
        <p className="mt-3 text-sm text-muted">
          An estimate from your answers: 40% of leadership-related issues turned into productivity, 30% of turnover cost
          saved, and leaders ready in 40% less time.
        </p>
        <div className="mt-4 flex flex-wrap justify-end gap-3">
          <button type="button" className="btn-secondary" onClick={() => estimator.back()}>
            Adjust answers
          </button>
          <button type="button" className="btn-primary" onClick={() => estimator.restart()}>
            Start again
          </button>
        </div>
      </div>
    );
  }
  if (step === 4) return null;

  const autofocus = { [ROI_AUTOFOCUS]: '' };
  const outcomesControl = fieldControlProps(idOf('desiredOutcomes'), errors.desiredOutcomes, true);
  const stallsControl = fieldControlProps(idOf('projectStalls'), errors.projectStalls, false);

  return (
    <div ref={root}>
      <form noValidate onSubmit={onSubmit}>
        <p className="text-sm font-semibold text-brand-700">Step {step} of 3</p>
        <fieldset>
          <legend className="mb-3 text-lg font-bold">{STEP_TITLES[step]}</legend>
          {step === 1 ? (
            <>
              <Field id={idOf('teamSize')} label="Team size" error={errors.teamSize}>
                {(control) => (
                  <select {...control} {...autofocus} className="field-input" value={values.teamSize} onChange={set('teamSize')}>
                    <option value="">Choose a team size</option>
                    {ROI_TEAM_SIZES.map((size) => (
                      <option key={size} value={size}>{size} people</option>
                    ))}
                  </select>
                )}
              </Field>
              <Field id={idOf('avgSalary')} label="Average yearly salary per person (US dollars)" error={errors.avgSalary}>
                {(control) => (
                  <input {...control} className="field-input" type="number" inputMode="decimal" min={0} step={1000} value={values.avgSalary} onChange={set('avgSalary')} />
                )}
              </Field>
              <Field id={idOf('leadershipPlanPercentage')} label="Leaders with a development plan" error={errors.leadershipPlanPercentage}>
                {(control) => (
                  <select {...control} className="field-input" value={values.leadershipPlanPercentage} onChange={set('leadershipPlanPercentage')}>
                    <option value="">Choose a percentage</option>
                    {ROI_PERCENTAGES.map((p) => (
                      <option key={p} value={p}>{p}%</option>
                    ))}
                  </select>
                )}
              </Field>
            </>
          ) : null}
          {step === 2 ? (
            <>
              <Field id={idOf('issuesPercentage')} label="Team issues caused by leadership gaps" error={errors.issuesPercentage}>
                {(control) => (
                  <select {...control} {...autofocus} className="field-input" value={values.issuesPercentage} onChange={set('issuesPercentage')}>
                    <option value="">Choose a percentage</option>
                    {ROI_PERCENTAGES.map((p) => (
                      <option key={p} value={p}>{p}%</option>
                    ))}
                  </select>
                )}
              </Field>
              <Field id={idOf('turnoverCost')} label="Yearly cost of staff turnover (US dollars)" error={errors.turnoverCost}>
                {(control) => (
                  <input {...control} className="field-input" type="number" inputMode="decimal" min={0} step={1000} value={values.turnoverCost} onChange={set('turnoverCost')} />
                )}
              </Field>
              <fieldset className="mb-4" aria-describedby={stallsControl['aria-describedby']}>
                <legend className="field-label">Do projects stall for lack of leadership?</legend>
                <div className="mt-1 flex flex-wrap gap-4">
                  {STALLS_OPTIONS.map((option) => (
                    <label key={option.value} className="inline-flex items-center gap-2">
                      <input
                        type="radio"
                        name="roi-projectStalls"
                        value={option.value}
                        checked={values.projectStalls === option.value}
                        aria-invalid={stallsControl['aria-invalid']}
                        onChange={set('projectStalls')}
                      />
                      {option.label}
                    </label>
                  ))}
                </div>
                <FieldMessages id={idOf('projectStalls')} error={errors.projectStalls} />
              </fieldset>
              <Field id={idOf('leadershipPrepTime')} label="Time it takes to prepare a new leader" error={errors.leadershipPrepTime}>
                {(control) => (
                  <select {...control} className="field-input" value={values.leadershipPrepTime} onChange={set('leadershipPrepTime')}>
                    <option value="">Choose a time</option>
                    {ROI_PREP_MONTHS.map((months) => (
                      <option key={months} value={months}>{months} months</option>
                    ))}
                  </select>
                )}
              </Field>
            </>
          ) : null}
          {step === 3 ? (
            <fieldset className="mb-4" aria-describedby={outcomesControl['aria-describedby']}>
              <legend className="field-label">Outcomes that matter most</legend>
              <FieldMessages id={idOf('desiredOutcomes')} hint={`Choose up to ${MAX_ROI_OUTCOMES} (${values.desiredOutcomes.length} chosen).`} error={errors.desiredOutcomes} />
              <div className="mt-2 grid gap-2 sm:grid-cols-2">
                {OUTCOMES.map((outcome, index) => {
                  const checked = values.desiredOutcomes.includes(outcome);
                  return (
                    <label key={outcome} className="inline-flex items-center gap-2">
                      <input
                        type="checkbox"
                        name="roi-desiredOutcomes"
                        value={outcome}
                        checked={checked}
                        disabled={!checked && values.desiredOutcomes.length >= MAX_ROI_OUTCOMES}
                        aria-invalid={outcomesControl['aria-invalid']}
                        onChange={() => estimator.toggleOutcome(outcome)}
                        {...(index === 0 ? autofocus : {})}
                      />
                      {outcome}
                    </label>
                  );
                })}
              </div>
            </fieldset>
          ) : null}
        </fieldset>
        <div className="mt-2 flex flex-wrap justify-end gap-3">
          {step > 1 ? (
            <button type="button" className="btn-secondary" disabled={!hydrated} onClick={() => estimator.back()}>
              Back
            </button>
          ) : null}
          <button type="submit" className="btn-primary" disabled={!hydrated}>
            {step === 3 ? 'Calculate ROI' : 'Continue'}
          </button>
        </div>
      </form>
    </div>
  );
}
