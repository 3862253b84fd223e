// The viewer's own place on a board (BoardPosition.astro), English here, French in
// src/i18n/fr/board-position.json.
import { defineMessages } from '#/i18n/define-messages.ts';
import fr from '#/i18n/fr/board-position.json' with { type: 'json' };
import { params } from '#/i18n/message-transforms.ts';

export const boardPositionMessages = defineMessages(
  'board-position',
  {
    yourPosition: 'Your position',
    notOnBoardAll: 'Not on this board yet: earn XP to appear.',
    notOnBoardWeek: 'Not on this board yet: earn XP this week to appear.',
    notOnBoardMonth: 'Not on this board yet: earn XP this month to appear.',
    ofTotal: params('of {total}'),
    xpAll: params('{xp} XP in total'),
    xpWeek: params('{xp} XP this week'),
    xpMonth: params('{xp} XP this month'),
    hidden: 'You are hidden from the boards: only you see this position.',
    changeOnProfile: 'Change it on your profile',
  },
  { fr },
);
