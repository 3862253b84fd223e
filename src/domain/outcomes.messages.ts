// The eight desired outcomes' labels (src/domain/outcomes.ts keeps their English as the values the rules
// use), for the blueprint wizard and the ROI estimator alike. French in src/i18n/fr/outcomes.json.
import { defineMessages } from '#/i18n/define-messages.ts';
import fr from '#/i18n/fr/outcomes.json' with { type: 'json' };
import type { Outcome } from './outcomes.ts';

export const outcomeMessages = defineMessages(
  'outcomes',
  {
    communication: 'Team communication',
    selfLeadership: 'Self-leadership',
    ownership: 'Ownership mindset',
    digital: 'Digital adoption',
    productivity: 'Productivity',
    collaboration: 'Collaboration',
    retention: 'Retention',
    innovation: 'Innovation / Ideas shared',
  },
  { fr },
);

/** Each outcome's message key. */
export const OUTCOME_KEYS: Readonly<Record<Outcome, keyof ReturnType<typeof outcomeMessages>>> = {
  'Team communication': 'communication',
  'Self-leadership': 'selfLeadership',
  'Ownership mindset': 'ownership',
  'Digital adoption': 'digital',
  Productivity: 'productivity',
  Collaboration: 'collaboration',
  Retention: 'retention',
  'Innovation / Ideas shared': 'innovation',
};
