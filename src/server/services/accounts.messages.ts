// The refusals of the account services and sign-in adapters (accounts, profiles, social sign-in, passwords),
// English here, French in src/i18n/fr/account-service.json: raised in English, translated on their way out of an Action.
import { defineMessages } from '#/i18n/define-messages.ts';
import fr from '#/i18n/fr/account-service.json' with { type: 'json' };
import { params } from '#/i18n/message-transforms.ts';

export const accountServiceMessages = defineMessages(
  'account-service',
  {
    incorrect: 'Incorrect email or password',
    suspended: 'This account is suspended, so it cannot sign in. If you think this is a mistake, contact the platform team.',
    hasPassword: 'This account already has a password: change it with your current one.',
    ownProfileOnly: 'You can only change your own profile.',
    noProfile: 'No such profile.',
    notLinked: 'An account with this email already exists and this provider account is not linked to it: sign in with your password, then link the provider from your profile.',
    unverified: 'Your email address is not verified with this provider, so we cannot sign you in with it. Verify it there, or sign in with your password.',
    linkedElsewhere: 'That provider account is already linked to another account here.',
    whichAccount: 'The provider did not say which of its accounts this is. Please try again.',
    emailTaken: 'An account with this email already exists. Sign in instead.',
    currentWrong: 'Your current password is not correct.',
    noAccount: 'No such account.',
    busy: 'The server is busy. Please wait a few seconds and try again.',
    tooMany: params('Too many attempts. Please wait {wait} and try again.'),
    somethingWrong: 'Something went wrong. Please try again.',
  },
  { fr },
);
