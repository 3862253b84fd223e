// The ROI estimator's steps inside the launcher's dialog (rules 39, 40, 44; rule 17): three steps of
// inputs, Calculate ROI, then the score, its band and three figures. The rules are in the store
// (stores/roi-estimator.ts); this renders it in the page's language (roi-estimator.messages.ts, numbers and
// money through Intl) and moves focus where a keyboard user needs it.
import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { useHydrated } from '../ui/use-hydrated.ts';
import type { Locale } from '#/i18n/locales.ts';
import { numberLocale } from '#/domain/display-formats.ts';
import { OUTCOME_KEYS, outcomeMessages } from '#/domain/outcomes.messages.ts';
import { OUTCOMES } from '#/domain/outcomes.ts';
import { formatMoney, MAX_ROI_OUTCOMES, ROI_PERCENTAGES, ROI_PREP_MONTHS, ROI_TEAM_SIZES, type RoiBand } from '#/domain/roi.ts';
import { ROI_STEP_FIELDS, type RoiEstimator as RoiEstimatorStore, type RoiField } from '#/stores/roi-estimator.ts';
import Field, { fieldControlProps, FieldMessages } from '../ui/Field.tsx';
import { roiEstimatorMessages } from './roi-estimator.messages.ts';

const idOf = (field: RoiField) => `roi-${field}`;
/** The element that gets focus when a step appears (the launcher focuses it when the dialog opens too). */
export const ROI_AUTOFOCUS = 'data-roi-autofocus';

const STEP_TITLES = { 1: 'stepTeam', 2: 'stepChallenges', 3: 'stepGoals' } as const;
const STALLS_OPTIONS = ['no', 'sometimes', 'yes'] as const;
const BAND_KEYS: Record<RoiBand, 'bandCritical' | 'bandHigh' | 'bandModerate' | 'bandLow'> = {
  'Critical ROI Leverage Moment': 'bandCritical',
  'High ROI Potential': 'bandHigh',
  'Moderate ROI Potential': 'bandModerate',
  'Low ROI Potential': 'bandLow',
};

/** "20%" / "20 %", and "+24%" / "+24 %" with `sign`. */
function percent(locale: Locale, value: number, sign = false): string {
  return new Intl.NumberFormat(numberLocale(locale), { style: 'percent', maximumFractionDigits: 1, signDisplay: sign ? 'always' : 'auto' }).format(value / 100);
}

function focusIn(root: HTMLElement | null, selector: string): void {
  root?.querySelector<HTMLElement>(selector)?.focus();
}


export default function RoiEstimator({ estimator, locale = 'en' }: { estimator: RoiEstimatorStore; locale?: Locale }) {
  const t = roiEstimatorMessages(locale);
  const outcomeLabels = outcomeMessages(locale);
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
          {t.resultHeading}
        </h3>
        <div className="mt-4 rounded-lg bg-brand-50 p-4 text-center">
          <p className="text-sm font-semibold text-muted">{t.score}</p>
          <p className="text-4xl font-bold text-brand-800" data-testid="roi-score">
            {result.score}
            <span className="text-xl text-muted"> / 100</span>
          </p>
          <p className="mt-1 text-lg font-semibold" data-testid="roi-band">{t[BAND_KEYS[result.band]]}</p>
        </div>
        <dl className="mt-4 grid gap-3 sm:grid-cols-3">
          <div className="rounded-lg border border-gray-200 p-3">
            <dt className="text-sm text-muted">{t.productivity}</dt>
            <dd className="text-2xl font-bold">{percent(locale, result.productivityImprovement, true)}</dd>
          </div>
          <div className="rounded-lg border border-gray-200 p-3">
            <dt className="text-sm text-muted">{t.retention}</dt>
            <dd className="text-2xl font-bold">
              {formatMoney(result.retentionSavings, 'USD', numberLocale(locale))}
              <span className="text-sm font-normal text-muted">{t.aYear}</span>
            </dd>
          </div>
          <div className="rounded-lg border border-gray-200 p-3">
            <dt className="text-sm text-muted">{t.acceleration}</dt>
            <dd className="text-2xl font-bold">
              {new Intl.NumberFormat(numberLocale(locale), { maximumFractionDigits: 1 }).format(result.leadershipAcceleration)}
              <span className="text-sm font-normal text-muted">{t.monthsSooner}</span>
            </dd>
          </div>
        </dl>
        <p className="mt-3 text-sm text-muted">{t.explained}</p>
        <div className="mt-4 flex flex-wrap justify-end gap-3">
          <button type="button" className="btn-secondary" onClick={() => estimator.back()}>
            {t.adjust}
          </button>
          <button type="button" className="btn-primary" onClick={() => estimator.restart()}>
            {t.startAgain}
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
        <p className="text-sm font-semibold text-brand-700">{t.stepOf({ step, total: 3 })}</p>
        <fieldset>
          <legend className="mb-3 text-lg font-bold">{t[STEP_TITLES[step]]}</legend>
          {step === 1 ? (
            <>
              <Field id={idOf('teamSize')} label={t.teamSize} error={errors.teamSize}>
                {(control) => (
                  <select {...control} {...autofocus} className="field-input" value={values.teamSize} onChange={set('teamSize')}>
                    <option value="">{t.chooseTeamSize}</option>
                    {ROI_TEAM_SIZES.map((size) => (
                      <option key={size} value={size}>{t.people({ count: size })}</option>
                    ))}
                  </select>
                )}
              </Field>
              <Field id={idOf('avgSalary')} label={t.avgSalary} error={errors.avgSalary}>
                {(control) => (
                  <input {...control} className="field-input" type="number" inputMode="decimal" min={0} step={1000} value={values.avgSalary} onChange={set('avgSalary')} />
                )}
              </Field>
              <Field id={idOf('leadershipPlanPercentage')} label={t.planPercentage} error={errors.leadershipPlanPercentage}>
                {(control) => (
                  <select {...control} className="field-input" value={values.leadershipPlanPercentage} onChange={set('leadershipPlanPercentage')}>
                    <option value="">{t.choosePercentage}</option>
                    {ROI_PERCENTAGES.map((p) => (
                      <option key={p} value={p}>{percent(locale, p)}</option>
                    ))}
                  </select>
                )}
              </Field>
            </>
          ) : null}
          {step === 2 ? (
            <>
              <Field id={idOf('issuesPercentage')} label={t.issuesPercentage} error={errors.issuesPercentage}>
                {(control) => (
                  <select {...control} {...autofocus} className="field-input" value={values.issuesPercentage} onChange={set('issuesPercentage')}>
                    <option value="">{t.choosePercentage}</option>
                    {ROI_PERCENTAGES.map((p) => (
                      <option key={p} value={p}>{percent(locale, p)}</option>
                    ))}
                  </select>
                )}
              </Field>
              <Field id={idOf('turnoverCost')} label={t.turnoverCost} error={errors.turnoverCost}>
                {(control) => (
                  <input {...control} className="field-input" type="number" inputMode="decimal" min={0} step={1000} value={values.turnoverCost} onChange={set('turnoverCost')} />
                )}
              </Field>
              <fieldset className="mb-4" aria-describedby={stallsControl['aria-describedby']}>
                <legend className="field-label">{t.projectStalls}</legend>
                <div className="mt-1 flex flex-wrap gap-4">
                  {STALLS_OPTIONS.map((option) => (
                    <label key={option} className="inline-flex items-center gap-2">
                      <input
                        type="radio"
                        name="roi-projectStalls"
                        value={option}
                        checked={values.projectStalls === option}
                        aria-invalid={stallsControl['aria-invalid']}
                        onChange={set('projectStalls')}
                      />
                      {t[option]}
                    </label>
                  ))}
                </div>
                <FieldMessages id={idOf('projectStalls')} error={errors.projectStalls} />
              </fieldset>
              <Field id={idOf('leadershipPrepTime')} label={t.prepTime} error={errors.leadershipPrepTime}>
                {(control) => (
                  <select {...control} className="field-input" value={values.leadershipPrepTime} onChange={set('leadershipPrepTime')}>
                    <option value="">{t.chooseTime}</option>
                    {ROI_PREP_MONTHS.map((months) => (
                      <option key={months} value={months}>{t.months({ count: months })}</option>
                    ))}
                  </select>
                )}
              </Field>
            </>
          ) : null}
          {step === 3 ? (
            <fieldset className="mb-4" aria-describedby={outcomesControl['aria-describedby']}>
              <legend className="field-label">{t.outcomes}</legend>
              <FieldMessages id={idOf('desiredOutcomes')} hint={t.outcomesHint({ max: MAX_ROI_OUTCOMES, chosen: values.desiredOutcomes.length })} error={errors.desiredOutcomes} />
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
                      {outcomeLabels[OUTCOME_KEYS[outcome]]}
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
              {t.back}
            </button>
          ) : null}
          <button type="submit" className="btn-primary" disabled={!hydrated}>
            {step === 3 ? t.calculate : t.continue}
          </button>
        </div>
      </form>
    </div>
  );
}
