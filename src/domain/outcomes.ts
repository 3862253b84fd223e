// The eight outcomes an organisation can aim for (spec §5). The ROI estimator offers them (up to three) and
// the blueprint wizard uses them as its desired-outcome options (DECISIONS 14): one list, in the spec's order.

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

export type Outcome = (typeof OUTCOMES)[number];
