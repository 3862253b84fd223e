// The gamification engine's refusals a learner can meet (their own points, history and board setting), defined
// here so that, raised in English by the services, they reach the reader in their language.
import { defineMessages } from '#/i18n/define-messages.ts';
import fr from '#/i18n/fr/gamification-refusals.json' with { type: 'json' };

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
  },
  { fr },
);
