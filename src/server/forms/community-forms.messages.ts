// The messages of the community forms (community-forms.ts: onboarding, villages, challenges, the impact log,
// the premium ecosystem), English here, French in src/i18n/fr/community-forms.json. Raised in English by the
// schemas, translated on their way out of an Action.
import { defineMessages } from '#/i18n/define-messages.ts';
import fr from '#/i18n/fr/community-forms.json' with { type: 'json' };

export const communityFormMessages = defineMessages(
  'community-forms',
  {
    chooseJourney: 'Choose one of the journeys.',
    tooManyAnswers: 'Too many answers.',
    nameVillage: 'Give your village a name.',
    chooseWhoJoins: 'Choose who can join.',
    enterInviteCode: 'Enter the invite code.',
    chooseChallenge: 'Choose a challenge.',
    enterDate: 'Enter the date it happened.',
    titleEntry: 'Give the entry a title.',
    sayWhatChanged: 'Say what you did and what changed.',
    enterPeople: 'Enter how many people it affected (0 if none yet).',
    chooseCategory: 'Choose a category.',
    chooseSession: 'Choose a session.',
    enterOrganisation: 'Enter your organisation.',
    sayGoals: 'Say what you would like a partner to help with.',
    villageNotFound: 'That village was not found.',
    memberNotFound: 'That member was not found.',
    entryNotFound: 'That entry was not found.',
  },
  { fr },
);
