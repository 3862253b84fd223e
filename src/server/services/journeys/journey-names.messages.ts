// The name shown for "no journey", English here, French in src/i18n/fr/journey-names.json.
import { defineMessages } from '#/i18n/define-messages.ts';
import fr from '#/i18n/fr/journey-names.json' with { type: 'json' };

export const journeyNamesMessages = defineMessages('journey-names', { noJourney: 'No journey' }, { fr });
