// The eight outcomes an organisation can want from the programme (rule 40). One list, because the landing
// page's blueprint wizard and the ROI estimator both offer them (rule 14) and must never drift apart.

/** The desired outcomes, in the order the spec lists them. */
export const OUTCOMES = [
  'Team communication',
  'Self-leadership',
  'Ownership mindset',
  'Digital adoption',
  'Productivity',
  'Collaboration',
  'Retention',
  'Innovation / Ideas shared',
] as const;

/** One desired outcome. */
export type Outcome = (typeof OUTCOMES)[number];

/** Whether a string is one of the eight outcomes (for input from outside, e.g. a form post). */
export function isOutcome(value: string): value is Outcome {
  return (OUTCOMES as readonly string[]).includes(value);
}
