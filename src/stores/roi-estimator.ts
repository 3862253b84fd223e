// The ROI estimator's step machine (rules 39, 40, 44): steps 1–3 collect the inputs, Calculate ROI moves to
// step 4, the result. A store factory, so the rules are tested without React and the dialog only renders it.
// Its field messages are in the page's language (roi-estimator.messages.ts beside it).
import { atom, computed, type ReadableAtom } from 'nanostores';
import type { Locale } from '#/i18n/locales.ts';
import { roiEstimatorRuleMessages } from './roi-estimator.messages.ts';
import { OUTCOMES, type Outcome } from '#/domain/outcomes.ts';
import {
  estimateRoi,
  MAX_ROI_OUTCOMES,
  PROJECT_STALLS,
  ROI_PERCENTAGES,
  ROI_PREP_MONTHS,
  ROI_TEAM_SIZES,
  type ProjectStalls,
  type RoiResult,
} from '#/domain/roi.ts';

export type RoiStep = 1 | 2 | 3 | 4;

/** What the fields hold, as typed or chosen (strings, so a half-typed number is kept as it is). */
export interface RoiFormValues {
  teamSize: string;
  avgSalary: string;
  leadershipPlanPercentage: string;
  issuesPercentage: string;
  turnoverCost: string;
  projectStalls: string;
  leadershipPrepTime: string;
  desiredOutcomes: readonly Outcome[];
}

export type RoiField = keyof RoiFormValues;

/** The fields of each input step, in the order they are shown (the first invalid one gets focus). */
export const ROI_STEP_FIELDS: Record<1 | 2 | 3, readonly RoiField[]> = {
  1: ['teamSize', 'avgSalary', 'leadershipPlanPercentage'],
  2: ['issuesPercentage', 'turnoverCost', 'projectStalls', 'leadershipPrepTime'],
  3: ['desiredOutcomes'],
};

/** The field messages in a language. */
export type RoiMessages = ReturnType<typeof roiEstimatorRuleMessages>;

export const EMPTY_ROI_VALUES: RoiFormValues = {
  teamSize: '',
  avgSalary: '',
  leadershipPlanPercentage: '',
  issuesPercentage: '',
  turnoverCost: '',
  projectStalls: '',
  leadershipPrepTime: '',
  desiredOutcomes: [],
};

const oneOf = (options: readonly (number | string)[], value: string) => options.map(String).includes(value);

/** An amount of money: required, a number, at least 0. */
function moneyProblem(value: string, required: string, m: RoiMessages): string | null {
  const text = value.trim();
  if (text === '') return required;
  const amount = Number(text);
  if (!Number.isFinite(amount)) return m.notANumber;
  if (amount < 0) return m.negative;
  return null;
}

function fieldProblem(field: RoiField, values: RoiFormValues, m: RoiMessages): string | null {
  switch (field) {
    case 'teamSize':
      return oneOf(ROI_TEAM_SIZES, values.teamSize) ? null : m.teamSize;
    case 'avgSalary':
      return moneyProblem(values.avgSalary, m.avgSalaryRequired, m);
    case 'turnoverCost':
      return moneyProblem(values.turnoverCost, m.turnoverCostRequired, m);
    case 'leadershipPlanPercentage':
    case 'issuesPercentage':
      return oneOf(ROI_PERCENTAGES, values[field]) ? null : m.percentage;
    case 'projectStalls':
      return oneOf(PROJECT_STALLS, values.projectStalls) ? null : m.projectStalls;
    case 'leadershipPrepTime':
      return oneOf(ROI_PREP_MONTHS, values.leadershipPrepTime) ? null : m.leadershipPrepTime;
    case 'desiredOutcomes':
      if (values.desiredOutcomes.length === 0) return m.outcomesRequired;
      if (values.desiredOutcomes.length > MAX_ROI_OUTCOMES) return m.outcomesTooMany({ max: MAX_ROI_OUTCOMES });
      return null;
  }
}

/** The messages of one input step: every field of steps 1 and 2 is required, step 3 needs 1 to 3 outcomes. */
export function validateRoiStep(step: 1 | 2 | 3, values: RoiFormValues, locale: Locale = 'en'): Partial<Record<RoiField, string>> {
  const m = roiEstimatorRuleMessages(locale);
  const errors: Partial<Record<RoiField, string>> = {};
  for (const field of ROI_STEP_FIELDS[step]) {
    const problem = fieldProblem(field, values, m);
    if (problem) errors[field] = problem;
  }
  return errors;
}

export interface RoiState {
  step: RoiStep;
  values: RoiFormValues;
  errors: Partial<Record<RoiField, string>>;
  /**
   * Counts refused moves (Continue or Calculate with errors), so the dialog can move focus to the first
   * invalid field each time, even when the same field stays invalid.
   */
  refusals: number;
}

export interface RoiEstimator {
  $state: ReadableAtom<RoiState>;
  /** The figures of step 4, or null before the estimate is calculated. */
  $result: ReadableAtom<RoiResult | null>;
  /** Sets a field; its message, if any, clears. */
  setField(field: Exclude<RoiField, 'desiredOutcomes'>, value: string): void;
  /** Adds or removes an outcome; a fourth is refused (at most three). */
  toggleOutcome(outcome: Outcome): void;
  /** Moves from step 1 to 2 or 2 to 3 when the current step is complete; otherwise shows its messages. */
  next(): void;
  /** Steps back (from the result too, to adjust an answer). */
  back(): void;
  /** Step 3 → step 4 when at least one outcome is chosen. */
  calculate(): void;
  /** Back to step 1 with empty fields. */
  restart(): void;
}

function initialState(): RoiState {
  return { step: 1, values: EMPTY_ROI_VALUES, errors: {}, refusals: 0 };
}

/** An estimator whose messages are in `locale`. */
export function createRoiEstimator(locale: Locale = 'en'): RoiEstimator {
  const $state = atom<RoiState>(initialState());

  const $result = computed($state, ({ step, values }): RoiResult | null => {
    if (step !== 4) return null;
    return estimateRoi({
      issuesPercentage: Number(values.issuesPercentage),
      turnoverCost: Number(values.turnoverCost),
      leadershipPrepTime: Number(values.leadershipPrepTime),
      projectStalls: values.projectStalls as ProjectStalls,
    });
  });

  const update = (change: Partial<RoiState>) => $state.set({ ...$state.get(), ...change });

  function withoutError(field: RoiField): Partial<Record<RoiField, string>> {
    const { [field]: _cleared, ...rest } = $state.get().errors;
    return rest;
  }

  /** Validates the current input step; moves on with `onValid`, or shows the messages. */
  function advance(to: RoiStep): void {
    const { step, values, refusals } = $state.get();
    if (step === 4) return;
    const errors = validateRoiStep(step, values, locale);
    if (Object.keys(errors).length > 0) update({ errors, refusals: refusals + 1 });
    else update({ step: to, errors: {} });
  }

  return {
    $state,
    $result,
    setField(field, value) {
      update({ values: { ...$state.get().values, [field]: value }, errors: withoutError(field) });
    },
    toggleOutcome(outcome) {
      if (!OUTCOMES.includes(outcome)) return;
      const chosen = $state.get().values.desiredOutcomes;
      if (chosen.includes(outcome)) {
        update({ values: { ...$state.get().values, desiredOutcomes: chosen.filter((o) => o !== outcome) } });
        return;
      }
      if (chosen.length >= MAX_ROI_OUTCOMES) return;
      update({
        values: { ...$state.get().values, desiredOutcomes: [...chosen, outcome] },
        errors: withoutError('desiredOutcomes'),
      });
    },
    next() {
      const { step } = $state.get();
      if (step === 1 || step === 2) advance((step + 1) as RoiStep);
    },
    back() {
      const { step } = $state.get();
      if (step > 1) update({ step: (step - 1) as RoiStep, errors: {} });
    },
    calculate() {
      if ($state.get().step === 3) advance(4);
    },
    restart() {
      $state.set({ ...initialState(), refusals: $state.get().refusals });
    },
  };
}
