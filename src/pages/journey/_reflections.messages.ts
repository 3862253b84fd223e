// The weekly reflection page's words (journey/reflections.astro), English here, French in
// src/i18n/fr/reflections-page.json. (The leading underscore keeps Astro from routing this file.)
import { defineMessages } from '#/i18n/define-messages.ts';
import fr from '#/i18n/fr/reflections-page.json' with { type: 'json' };
import { params } from '#/i18n/message-transforms.ts';

export const reflectionsPageMessages = defineMessages(
  'reflections-page',
  {
    title: 'Weekly reflection',
    week: params('Week {week}'),
    weekOfYear: params('Week {week}, {year}'),
    writtenOn: params('Written on {date}. The next prompt opens on Monday.'),
    yourReflection: 'Your reflection',
    hint: params("At least {min} characters about this week, in your own words (+{xp} XP, once a week). A copy of last week's reflection is not accepted."),
    save: 'Save reflection',
    past: 'Your past reflections',
    pastEmpty: 'Your reflections will build up here, week by week.',
    promptInEnglish: 'This prompt is not translated yet.',
  },
  { fr },
);
