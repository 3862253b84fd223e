// The "request received" page's words (PathfinderRequested.astro), French in src/i18n/fr/pathfinder-requested.json.
import { defineMessages } from '#/i18n/define-messages.ts';
import fr from '#/i18n/fr/pathfinder-requested.json' with { type: 'json' };

export const pathfinderRequestedMessages = defineMessages(
  'pathfinder-requested',
  {
    title: 'Pathfinder session requested',
    description: 'Your pathfinder session request has reached us.',
    heading: 'Thank you: your pathfinder session is requested',
    next: 'We have your request and the time you chose. A programme advisor will confirm the 30-minute session by email within one working day, with a calendar invitation and a video link.',
    change: 'Need to change something? Reply to the confirmation email, or send a new request from the landing page.',
    home: 'Back to the home page',
    knowledgeBase: 'Browse the knowledge base',
  },
  { fr },
);
