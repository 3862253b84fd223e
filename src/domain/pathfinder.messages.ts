// The pathfinder request's field messages (the schema in pathfinder.ts gives them): the form shows them in the
// page's language as the visitor types; the server raises them in English and they are translated on their
// way out. French in src/i18n/fr/pathfinder-fields.json.
import { defineMessages } from '#/i18n/define-messages.ts';
import fr from '#/i18n/fr/pathfinder-fields.json' with { type: 'json' };
import { params } from '#/i18n/message-transforms.ts';

export const pathfinderFieldMessages = defineMessages(
  'pathfinder-fields',
  {
    nameRequired: 'Name is required',
    emailRequired: 'Email is required',
    emailInvalid: 'Please enter a valid email address',
    phoneInvalid: 'Please enter a valid phone number',
    teamSizeRequired: 'Team size is required',
    teamSizeMin: 'Team size must be at least 4',
    teamSizeWhole: 'Team size must be a whole number',
    teamSizeMax: 'Team size must be at most 100,000',
    timelineRequired: 'Timeline is required',
    durationRequired: 'Duration is required',
    dateRequired: 'Date is required',
    dateInPast: 'Choose today or a later date',
    dateTooFar: 'Choose a date within the next 12 months',
    timeRequired: 'Time is required',
    timePassed: 'That time has passed today; choose a later time or another day',
    timezoneInvalid: 'Your time zone could not be read; reload the page and try again',
    tooLong: params('Use at most {max} characters'),
  },
  { fr },
);
