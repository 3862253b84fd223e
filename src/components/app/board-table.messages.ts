// A leadership-board table's words (BoardTable.astro), English here, French in src/i18n/fr/board-table.json.
import { defineMessages } from '#/i18n/define-messages.ts';
import fr from '#/i18n/fr/board-table.json' with { type: 'json' };

export const boardTableMessages = defineMessages(
  'board-table',
  {
    position: 'Position',
    learner: 'Learner',
    level: 'Level',
    rank: 'Rank',
    points: 'Points',
    you: 'you',
    onlyYouSeeRow: 'Only you see this row: you are hidden from the boards.',
  },
  { fr },
);
