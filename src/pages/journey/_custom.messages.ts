// The custom path page's words (journey/custom.astro), English here, French in src/i18n/fr/custom-page.json.
// (The leading underscore keeps Astro from routing this file.)
import { defineMessages } from '#/i18n/define-messages.ts';
import fr from '#/i18n/fr/custom-page.json' with { type: 'json' };
import { params } from '#/i18n/message-transforms.ts';

export const customPageMessages = defineMessages(
  'custom-page',
  {
    title: 'Build a custom path',
    intro: params(
      'Pick at least {min} modules from both paths, and number them in the order you want to take them (numbers you leave blank go last). Modules open in your order, one after another. Modules you have already done stay done.',
    ),
    pick: 'Pick',
    yourOrder: 'Your order',
    done: 'done',
    monthMinutes: params('Month {month} · {minutes} minutes'),
    positionOf: params('Position of {module}'),
    save: 'Save my custom path',
  },
  { fr },
);
