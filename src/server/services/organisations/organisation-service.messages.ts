// The refusals of the organisation services (rule 34) and of src/domain/organisations.ts, English here, French in
// src/i18n/fr/organisation-service.json: raised in English, translated on their way out of an Action.
import { defineMessages } from '#/i18n/define-messages.ts';
import fr from '#/i18n/fr/organisation-service.json' with { type: 'json' };
import { params } from '#/i18n/message-transforms.ts';

export const organisationServiceMessages = defineMessages(
  'organisation-service',
  {
    signInFirst: 'Sign in first.',
    adminsOnly: 'Only administrators can manage organisations.',
    leadersOnly: 'Only corporate leaders can manage a team.',
    leadNone: 'You lead no organisation yet. Please ask an administrator to add you to yours.',
    invitationGone: 'This invitation is no longer pending.',
    codeShape: 'Enter the 8-character code your team leader gave you, like K7MQ-2XPA.',
    unknownCode: 'No organisation has this code. Check it with your team leader: a new code replaces the old one.',
    notLeader: 'This person is not a leader of the organisation.',
    noOrganisation: 'There is no such organisation.',
    noPerson: 'There is no such person.',
    otherOrganisation: 'This person already belongs to another organisation: they must leave it first.',
    notMember: 'This person is not a member of the organisation.',
    notInTeam: 'This person is not in your team.',
    leadersByAdmin: 'Corporate leaders are added and removed by an administrator. Please contact us.',
    inactive: 'This organisation is not active at the moment, so nobody can join it. Please ask your team leader.',
    noSeats: 'This organisation has no free seats. Please ask your team leader to make room or add seats.',
    notEmails: params('These are not email addresses: {list}. Correct or remove them; nobody was invited yet.'),
    pasteOne: 'Paste at least one email address.',
    pasteAtMost: params('Paste at most {max} addresses at a time (this list has {count}).'),
    pendingMax: params('Your team can have at most {max} pending invitations (it has {count}). Cancel some, or wait until people sign up.'),
    seatsBelow: params('{count} people are members already: set at least {min} seats, or remove members first.'),
    noAccountEmail: 'No account uses this email. Ask them to create one (free), then add them here.',
    everySeat: 'Every seat is taken: raise the seat limit first, then add them.',
  },
  { fr },
);
