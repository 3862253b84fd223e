// The words of the profile's community card (ProfileCommunity.astro), English here, French in
// src/i18n/fr/profile-community.json.
import { defineMessages } from '#/i18n/define-messages.ts';
import fr from '#/i18n/fr/profile-community.json' with { type: 'json' };
import { count } from '#/i18n/message-transforms.ts';

export const profileCommunityMessages = defineMessages(
  'profile-community',
  {
    styleHeading: 'Leadership style',
    quizLead: 'Ten quick questions tell you which of four leadership styles is most like you.',
    retake: 'Retake the quiz',
    take: 'Take the quiz',
    villageHeading: 'Village',
    members: count({ one: '{count} member', other: '{count} members' }),
    noVillage: 'Not in a village yet.',
    findOrStart: 'Find or start one',
    premiumHeading: 'Premium',
    peerCircles: 'Peer-to-Peer Circles',
    partner: 'Transformation Partner',
    paidOnly: 'These come with a paid membership.',
  },
  { fr },
);
