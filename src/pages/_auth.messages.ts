// The words of /auth (sign in, create an account), English here, French in src/i18n/fr/auth-page.json.
import { defineMessages } from '#/i18n/define-messages.ts';
import fr from '#/i18n/fr/auth-page.json' with { type: 'json' };
import { params } from '#/i18n/message-transforms.ts';

export const authPageMessages = defineMessages(
  'auth-page',
  {
    signUpTitle: 'Create your account',
    signInTitle: 'Sign in',
    signUpLead: 'Join free and start your leadership journey. You can upgrade at any time.',
    signInLead: 'Welcome back. Sign in to continue your leadership journey.',
    nameLabel: 'Your name',
    nameHint: 'Shown on the leadership board and your public profile.',
    emailLabel: 'Email',
    passwordLabel: 'Password',
    passwordHint: params('At least {min} characters. A short phrase is easy to remember and hard to guess.'),
    joinCodeLabel: 'Organisation join code (optional)',
    joinCodeHint: 'If your organisation gave you a code, like K7MQ-2XPA, enter it to join your team.',
    createAccount: 'Create account',
    signIn: 'Sign in',
    haveAccount: 'Already have an account?',
    newHere: 'New here?',
    createAnAccount: 'Create an account',
  },
  { fr },
);
