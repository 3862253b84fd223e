// The admin forms' field messages (admin-forms.ts), English here, French in src/i18n/fr/admin-forms.json.
// The schemas raise the English; it is put into the admin's language on its way out of the Action.
import { defineMessages } from '#/i18n/define-messages.ts';
import fr from '#/i18n/fr/admin-forms.json' with { type: 'json' };
import { params } from '#/i18n/message-transforms.ts';

export const adminFormMessages = defineMessages(
  'admin-forms',
  {
    noSuchLearner: 'No such learner.',
    sayWhy: params('Say why, in at least {min} characters.'),
    atMost: params('Use at most {max} characters.'),
    wholeXp: 'Enter a whole number of XP, like 250 or -100.',
    xpRange: params('Enter a whole number from 1 to {max}, or a negative one to deduct.'),
    expired: 'This form has expired. Start again.',
    chooseField: 'Choose what to change.',
    chooseValue: 'Choose one of the listed values.',
    noSuchRequest: 'No such request.',
    priceAboveZero: 'Enter a price above 0, like 99 or 99.00.',
    currencyCode: 'Enter a three-letter currency code, like USD, KES or NGN.',
    chooseWebhook: 'Choose what to do with the webhook.',
    enterWebhook: 'Enter the new webhook address.',
    wholeDays: 'Enter a whole number of days.',
    daysRange: params('Enter a number of days from {min} to {max}.'),
    multiplierFormat: 'Enter a multiplier like 1.5, with at most one decimal.',
    multiplierRange: params('Enter a multiplier from {min} to {max}.'),
    wholeCharacters: 'Enter a whole number of characters.',
    charactersRange: params('Enter a number of characters from {min} to {max}.'),
    wholePercentage: 'Enter a whole percentage, like 25.',
    percentageRange: 'Enter a percentage from 0 to 100.',
    wholeHours: 'Enter a whole number of hours.',
    hoursRange: params('Enter a number of hours from {min} to {max}.'),
    // Raised by the domain's checks of the settings' values (src/domain/site-settings.ts), shown on these forms.
    emailAddress: 'Enter an email address, like hello@example.org.',
    bookingAddress: 'Enter a path on this site (like /pathfinder/requested) or a full http(s) address.',
    fullAddress: 'Enter a full address starting with https:// or http://.',
    noCredentials: 'Leave out the user name and password: put any token in the path or query.',
  },
  { fr },
);
