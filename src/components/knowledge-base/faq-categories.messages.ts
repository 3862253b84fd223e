// The knowledge base's categories. Articles name theirs in English, in French files too (the reading order is
// kept by those names, src/domain/faq-groups.ts); a page shows them through `categoryName`. French in
// src/i18n/fr/faq-categories.json.
import { defineMessages } from '#/i18n/define-messages.ts';
import fr from '#/i18n/fr/faq-categories.json' with { type: 'json' };
import type { Locale } from '#/i18n/locales.ts';

const categoryNames = defineMessages(
  'faq-categories',
  {
    'Getting started': 'Getting started',
    'Learning journeys': 'Learning journeys',
    'Points and progress': 'Points and progress',
    Community: 'Community',
    'Membership and payment': 'Membership and payment',
    'Privacy and support': 'Privacy and support',
  },
  { fr },
);

/** A category's name in `locale` (a category not listed here is shown as written). */
export function categoryName(category: string, locale: Locale): string {
  return (categoryNames(locale) as Record<string, string>)[category] ?? category;
}
