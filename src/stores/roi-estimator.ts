// The ROI estimator's step machine (rules 39, 40, 44): steps 1–3 collect the inputs, Calculate ROI moves to
// step 4, the result. A store factory, so the rules are tested without React and the dialog only renders it.
import { atom, computed, type ReadableAtom } from 'nanostores';
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

export const ROI_MESSAGES = {
  teamSize: 'Choose your team size',
  avgSalaryRequired: 'Enter the average yearly salary',
  turnoverCostRequired: 'Enter the yearly cost of staff turnover',
  notANumber: 'Enter an amount in numbers, like 25000',
  negative: 'The amount cannot be negative',
  percentage: 'Choose a percentage',
  projectStalls: 'Choose how often projects stall',
  leadershipPrepTime: 'Choose how long it takes to prepare a leader',
  outcomesRequired: 'Choose at least one outcome',
  outcomesTooMany: `Choose at most ${MAX_ROI_OUTCOMES} outcomes`,
} as const;

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
function moneyProblem(value: string, required: string): string | null {
  const text = value.trim();
  if (text === '') return required;
  const amount = Number(text);
  if (!Number.isFinite(amount)) return ROI_MESSAGES.notANumber;
  if (amount < 0) return ROI_MESSAGES.negative;
  return null;
}

function fieldProblem(field: RoiField, values: RoiFormValues): string | null {
  switch (field) {
    case 'teamSize':
      return oneOf(ROI_TEAM_SIZES, values.teamSize) ? null : ROI_MESSAGES.teamSize;
    case 'avgSalary':
      return moneyProblem(values.avgSalary, ROI_MESSAGES.avgSalaryRequired);
    case 'turnoverCost':
      return moneyProblem(values.turnoverCost, ROI_MESSAGES.turnoverCostRequired);
    case 'leadershipPlanPercentage':
    case 'issuesPercentage':
      return oneOf(ROI_PERCENTAGES, values[field]) ? null : ROI_MESSAGES.percentage;
    case 'projectStalls':
      return oneOf(PROJECT_STALLS, values.projectStalls) ? null : ROI_MESSAGES.projectStalls;
    case 'leadershipPrepTime':
      return oneOf(ROI_PREP_MONTHS, values.leadershipPrepTime) ? null : ROI_MESSAGES.leadershipPrepTime;
    case 'desiredOutcomes':
      if (values.desiredOutcomes.length === 0) return ROI_MESSAGES.outcomesRequired;
      if (values.desiredOutcomes.length > MAX_ROI_OUTCOMES) return ROI_MESSAGES.outcomesTooMany;
      return null;
  }
}

/** The messages of one input step: every field of steps 1 and 2 is required, step 3 needs 1 to 3 outcomes. */
export function validateRoiStep(step: 1 | 2 | 3, values: RoiFormValues): Partial<Record<RoiField, string>> {
  const errors: Partial<Record<RoiField, string>> = {};
  for (const field of ROI_STEP_FIELDS[step]) {
    const problem = fieldProblem(field, values);
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

export function createRoiEstimator(): RoiEstimator {
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
    const errors = validateRoiStep(step, values);
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
