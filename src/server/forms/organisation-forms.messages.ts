// The messages of the organisation forms (organisation-forms.ts), English here, French in
// src/i18n/fr/organisation-forms.json. Raised in English by the schemas, translated on their way out of an Action.
import { defineMessages } from '#/i18n/define-messages.ts';
import fr from '#/i18n/fr/organisation-forms.json' with { type: 'json' };
import { params } from '#/i18n/message-transforms.ts';

export const organisationFormMessages = defineMessages(
  'organisation-forms',
  {
    chooseOrganisation: 'Choose an organisation from the page.',
    choosePerson: 'Choose a person from the page.',
    chooseInvitation: 'Choose an invitation from the page.',
    chooseMember: 'Choose a member from the page.',
    nameAtLeast: 'Enter the organisation’s name (at least 2 characters).',
    atMost: params('Use at most {max} characters.'),
    seatsWhole: 'Enter a whole number of seats, or leave it blank for no limit.',
    seatsRange: params('Enter between 1 and {max} seats, or leave it blank.'),
    sayWhy: 'Say why, in a few words (it goes in the audit log).',
    enterEmail: 'Enter the email of their account.',
    emailTooLong: 'That email address is too long.',
    validEmail: 'Enter a valid email address, like name@example.com.',
    activateOrNot: 'Choose to activate or deactivate.',
    tickToConfirm: 'Tick the box to confirm: its members stop counting as paid.',
    listTooLong: 'That list is too long: paste at most 200 addresses at a time.',
    joinCode: 'Enter the 8-character code your team leader gave you, like K7MQ-2XPA.',
    plainCharacters: 'Use letters, numbers and punctuation only.',
  },
  { fr },
);
