// The pathfinder request list's words (PathfinderTable.astro); French in src/i18n/fr/admin-pathfinder-table.json.
import { defineMessages } from '#/i18n/define-messages.ts';
import fr from '#/i18n/fr/admin-pathfinder-table.json';
import { params } from '#/i18n/message-transforms.ts';

export const pathfinderTableMessages = defineMessages(
  'admin-pathfinder-table',
  {
    empty: 'No pathfinder requests yet.',
    received: params('Received {received} · team of {teamSize} · session {date} at {time} ({timezone})'),
    lastError: params('Last error: {error}'),
    retry: 'Retry',
    retryFrom: params(' the request from {name}'),
  },
  { fr },
);
