// The language switch's words (LanguageSwitch.astro and /language), English here, French in
// src/i18n/fr/language-switch.json. Each language's own name is not translated (locales.ts LOCALE_NAMES).
import { defineMessages } from '#/i18n/define-messages.ts';
import fr from '#/i18n/fr/language-switch.json' with { type: 'json' };

export const languageSwitchMessages = defineMessages(
  'language-switch',
  {
    /** Said by the button that switches to the other language, before its own name. */
    switchTo: 'Read in',
    pageTitle: 'Language',
    pageLead: 'Choose the language you read the platform in. Signed in, it is kept on your profile for every device.',
    languageLabel: 'Language',
    save: 'Save',
    chooseError: 'Choose English or Français.',
  },
  { fr },
);
