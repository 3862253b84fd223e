// The messages of the account forms (account-forms.ts) and of the password policy, English here, French in
// src/i18n/fr/account-forms.json. Raised in English by the schemas, translated on their way out of an Action.
import { defineMessages } from '#/i18n/define-messages.ts';
import fr from '#/i18n/fr/account-forms.json' with { type: 'json' };
import { params } from '#/i18n/message-transforms.ts';

export const accountFormMessages = defineMessages(
  'account-forms',
  {
    enterEmail: 'Enter your email address.',
    emailTooLong: 'That email address is too long.',
    validEmail: 'Enter a valid email address, like name@example.com.',
    choosePassword: 'Choose a password.',
    enterName: 'Enter your name.',
    linkTooLong: 'That link is too long.',
    enterPassword: 'Enter your password.',
    incorrect: 'Incorrect email or password',
    joinCode: 'Enter the 8-character code your team leader gave you, like K7MQ-2XPA.',
    chooseTimeZone: 'Choose your time zone.',
    timeZoneFromList: 'Choose a time zone from the list.',
    enterCurrentPassword: 'Enter your current password.',
    differentPassword: 'Choose a password different from your current one.',
    chooseLanguage: 'Choose English or Français.',
    passwordAtLeast: params('Use at least {min} characters.'),
    passwordAtMost: params('Use at most {max} characters.'),
    passwordCommon: 'This password is one of the most common ones and easy to guess. Choose another.',
  },
  { fr },
);
