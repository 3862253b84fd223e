// The page budgets (README "Measure it"), and how a measured figure reads beside its budget.

/** One TCP initial window is ~14.6 KB: a first response under 14 KiB arrives in one round trip. */
export const FIRST_RESPONSE_BUDGET_BYTES = 14 * 1024;

/** The header's script is the only JavaScript allowed before the visitor does anything. */
export const JS_BEFORE_INTERACTION_BUDGET_BYTES = 5 * 1024;

/** Lighthouse mobile, every category. */
export const LIGHTHOUSE_BUDGET_SCORE = 100;

/** "7,312 B" */
export function formatBytes(bytes: number): string {
  return `${bytes.toLocaleString('en-US')} B`;
}

/** "ok", or "over by N" in the figure's unit; "no budget" when the architecture sets none. */
export function verdict(value: number, budget: number | null, kind: 'at-most' | 'at-least', format: (n: number) => string): string {
  if (budget === null) return 'no budget';
  if (kind === 'at-most') return value <= budget ? 'ok' : `over by ${format(value - budget)}`;
  return value >= budget ? 'ok' : `under by ${format(budget - value)}`;
}
