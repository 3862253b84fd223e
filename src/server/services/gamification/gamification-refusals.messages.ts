// The gamification engine's refusals a learner or an admin can meet (their own points, history and board
// setting; an award, adjustment or badge grant an operator asks for). The services raise them from here by key,
// in English, and they reach the reader in their language on the way out of an Action.
import { defineMessages } from '#/i18n/define-messages.ts';
import fr from '#/i18n/fr/gamification-refusals.json' with { type: 'json' };
import { params } from '#/i18n/message-transforms.ts';

export const gamificationRefusalsMessages = defineMessages(
  'gamification-refusals',
  {
    ownPointsOnly: 'You can only see your own points.',
    ownBoardSettingOnly: 'You can only change your own board setting.',
    noSuchProfile: 'No such profile.',
    noSuchLearner: 'No such learner.',
    notInVillage: 'You are not in a village yet.',
    notInOrganisation: 'You are not part of an organisation.',
    unknownActivity: 'Unknown activity.',
    unknownPeriod: 'Unknown period.',
    stalePage: 'That page of your history no longer exists.',
    onlyAdminAdjusts: 'Only an admin can adjust XP.',
    noLearnerWithId: params('No learner with the id {id}.'),
    unknownAchievement: params('Unknown achievement "{kind}".'),
    noBadge: params('No badge "{badge}" in content/badges.'),
    badgeNotGranted: params('The badge "{badge}" is earned by its criterion ({measure}), not granted.'),
    unknownActivityFrom: params('Unknown activity "{activity}": XP comes from {activities}.'),
  },
  { fr },
);
