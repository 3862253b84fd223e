// The ROI estimator's rules (rule 44, rule 17): its input options, the score, its band and the three
// derived figures. Pure, so the dialog, the tests and any future report compute the same numbers.
import { OUTCOMES, type Outcome } from './outcomes.ts';

/** Team size options: 4 to 32 in steps of 4. */
export const ROI_TEAM_SIZES = [4, 8, 12, 16, 20, 24, 28, 32] as const;
/** Percentage options: 0 to 100 in steps of 10. */
export const ROI_PERCENTAGES = [0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100] as const;
/** How long it takes to prepare a leader, in months. */
export const ROI_PREP_MONTHS = [3, 6, 9, 12, 18, 24] as const;
export const PROJECT_STALLS = ['no', 'sometimes', 'yes'] as const;
export const MAX_ROI_OUTCOMES = 3;

export type ProjectStalls = (typeof PROJECT_STALLS)[number];

/** Everything the estimator asks (rule 38 "ROI estimator inputs"). Money is in the site currency. */
export interface RoiInputs {
  teamSize: number;
  avgSalary: number;
  leadershipPlanPercentage: number;
  issuesPercentage: number;
  turnoverCost: number;
  projectStalls: ProjectStalls;
  leadershipPrepTime: number;
  desiredOutcomes: readonly Outcome[];
}

/** What the score depends on: the other inputs shape the conversation, not the number. */
export type RoiScoreInputs = Pick<RoiInputs, 'issuesPercentage' | 'turnoverCost' | 'leadershipPrepTime' | 'projectStalls'>;

/** Points for the first threshold the value is strictly above, else 0. */
function tiered(value: number, tiers: readonly (readonly [above: number, points: number])[]): number {
  return tiers.find(([above]) => value > above)?.[1] ?? 0;
}

const ISSUES_TIERS = [[50, 30], [30, 20], [10, 10]] as const;
const TURNOVER_TIERS = [[100_000, 25], [50_000, 20], [20_000, 10]] as const;
const PREP_TIERS = [[12, 25], [6, 20], [3, 10]] as const;
const STALLS_POINTS: Record<ProjectStalls, number> = { yes: 20, sometimes: 10, no: 0 };

/** The score, 0 to 100 (rule 44): issues, turnover cost, prep time and project stalls each add points. */
export function roiScore(inputs: RoiScoreInputs): number {
  return (
    tiered(inputs.issuesPercentage, ISSUES_TIERS) +
    tiered(inputs.turnoverCost, TURNOVER_TIERS) +
    tiered(inputs.leadershipPrepTime, PREP_TIERS) +
    STALLS_POINTS[inputs.projectStalls]
  );
}

export const ROI_BANDS = [
  { min: 81, label: 'Critical ROI Leverage Moment' },
  { min: 61, label: 'High ROI Potential' },
  { min: 31, label: 'Moderate ROI Potential' },
  { min: 0, label: 'Low ROI Potential' },
] as const;

export type RoiBand = (typeof ROI_BANDS)[number]['label'];

/** The band of a score: 81+ critical, 61–80 high, 31–60 moderate, 0–30 low. */
export function roiBand(score: number): RoiBand {
  return ROI_BANDS.find((band) => score >= band.min)?.label ?? 'Low ROI Potential';
}

export interface RoiResult {
  score: number;
  band: RoiBand;
  /** Percentage points of productivity gained: 40% of the issues percentage. */
  productivityImprovement: number;
  /** Money saved a year on turnover: 30% of the turnover cost. */
  retentionSavings: number;
  /** Months sooner a leader is ready: 40% of the prep months. */
  leadershipAcceleration: number;
}

/** Rounds to one decimal place, so 0.4 × 9 months reads 3.6 and not 3.6000000000000005. */
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** The figures of the result step (rule 17). */
export function estimateRoi(inputs: RoiScoreInputs): RoiResult {
  const score = roiScore(inputs);
  return {
    score,
    band: roiBand(score),
    productivityImprovement: oneDecimal(inputs.issuesPercentage * 0.4),
    retentionSavings: Math.round(inputs.turnoverCost * 0.3),
    leadershipAcceleration: oneDecimal(inputs.leadershipPrepTime * 0.4),
  };
}

/** Money as the visitor reads it: "$15,000" (whole units; the estimate is not precise to the cent). */
export function formatMoney(amount: number, currency = 'USD', locale = 'en-US'): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 }).format(amount);
}

export function isOutcome(value: string): value is Outcome {
  return (OUTCOMES as readonly string[]).includes(value);
}
