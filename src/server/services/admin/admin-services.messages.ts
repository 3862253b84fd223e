// The admin services' refusals (ServiceError texts), English here, French in src/i18n/fr/admin-services.json.
// Raised in English; put into the admin's language on their way out of an Action. The last few are the
// English of refusals raised below these services (the standing rules, the XP engine's adjustment checks,
// the price setter) that reach the admin's pages, listed so they are translated too.
import { defineMessages } from '#/i18n/define-messages.ts';
import fr from '#/i18n/fr/admin-services.json' with { type: 'json' };
import { params } from '#/i18n/message-transforms.ts';

export const adminServiceMessages = defineMessages(
  'admin-services',
  {
    onlyAdmin: 'Only an admin can do this.',
    noSuchLearner: 'No such learner.',
    sayWhyShort: 'Say why (at least 3 characters).',
    cannotSuspendSelf: 'You cannot suspend your own account.',
    cannotAdjustOwnXp: 'You cannot change your own XP: another admin can, with a reason.',
    alreadySuspended: 'This account is already suspended.',
    notSuspended: 'This account is not suspended.',
    noSuchRequest: 'No such request.',
    onlyFailedRetried: 'Only a request whose forwarding failed can be retried.',
    noCents: params('{currency} has no cents: enter a whole amount.'),
    priceRange: 'Enter a price above 0 and at most 999,999.99.',
    noSuchExport: 'No such export.',
    lastAdmin: 'The last admin cannot be demoted: make someone else an admin first.',
    ownAdminRole: 'You cannot remove your own admin role: ask another admin to do it.',
    onlyAdminXp: 'Only an admin can adjust XP.',
    belowZero: params('This would take the balance below 0: it is {balance} XP, so at most {most} XP can be deducted.'),
    adjustmentWhole: 'An adjustment is a whole number of XP other than 0 (negative to deduct).',
    adjustmentMax: params('An adjustment is at most {max} XP either way.'),
    adjustmentReason: 'An adjustment needs a written reason.',
    priceMinorUnits: 'Enter a whole amount in minor units (e.g. 9900 for 99.00) and a three-letter currency code.',
    priceReason: 'Say why the price changes.',
  },
  { fr },
);
