// The refusals of the community services (villages, group challenges, the impact log, onboarding, the premium
// ecosystem) and of their rules in src/domain (villages.ts, challenges.ts, personality.ts), English here, French in
// src/i18n/fr/community-service.json: raised in English, translated on their way out of an Action.
import { defineMessages } from '#/i18n/define-messages.ts';
import fr from '#/i18n/fr/community-service.json' with { type: 'json' };
import { params } from '#/i18n/message-transforms.ts';

export const communityServiceMessages = defineMessages(
  'community-service',
  {
    badCode: 'No village has that invite code. Check it with the person who sent it.',
    notAMember: 'That person is not a member of your village.',
    noSuchVillage: 'There is no such village.',
    notInVillage: 'You are not in a village.',
    noSuchEntry: 'There is no such entry in your impact log.',
    shareNeedsVillage: 'Join a village first to share an entry with it.',
    alreadyOnboarded: 'You have already completed onboarding.',
    paidOnly: 'This comes with a paid membership. Upgrade to request it.',
    adminsOnly: 'Only admins can see these requests.',
    codeShape: 'An invite code has 8 letters and digits, like ABCD-EF23.',
    chooseChallenge: 'Choose one of the challenges listed.',
    membersStart: 'Only members of this village can start its challenges.',
    anotherMember: 'Choose another member of your village.',
    noLearner: 'No such learner.',
    founderOnly: 'Only the village’s founder can do that.',
    checkEntry: 'Check the entry.',
    membersSee: 'Only members of this village see what its members shared.',
    ownOnboarding: 'You can only see and change your own onboarding.',
    chooseJourney: 'Choose one of the journeys.',
    answerEveryOne: params('Answer every question: {count} still needs an answer.'),
    answerEvery: params('Answer every question: {count} still need an answer.'),
    finishSteps: 'Answer every step before you finish: your name and time zone, your journey and the quiz.',
    upcomingSession: 'Choose one of the upcoming sessions.',
    alreadyAsked: 'You have already asked for a place on this session.',
    haveRequest: 'We already have your request: our team will be in touch.',
    villageClosed: 'This village has closed. Choose another one or start your own.',
    villageFull: params('This village is full ({max} members). Choose another one or start your own.'),
    alreadyMember: 'You are already a member of this village.',
    inAnother: 'You already belong to a village. Leave it first to join another one.',
    inviteOnly: 'This village is invite-only: ask its founder for the invite code.',
    founderHandOver: 'As the founder, hand the village over to another member before you leave.',
    paused: 'Group challenges are paused by the programme team for now. Challenges under way finish as they are.',
    rank: 'Group challenges open at rank 2, Impact Builder (501 XP). Keep earning XP to start one.',
    forming: params('A village needs at least {min} members to take on a group challenge.'),
    running: 'Your village is already taking on a challenge. Start the next one when it is met or over.',
    chooseAnswer: 'Choose one answer.',
    chooseShownAnswer: 'Choose one of the answers shown.',
  },
  { fr },
);
