// The knowledge base's own words (its articles are content in content/faq and content/fr/faq), French in
// src/i18n/fr/knowledge-base.json. The search's lines are templates the page's script fills in.
import { defineMessages } from '#/i18n/define-messages.ts';
import fr from '#/i18n/fr/knowledge-base.json' with { type: 'json' };

export const knowledgeBaseMessages = defineMessages(
  'knowledge-base',
  {
    title: 'Knowledge base',
    description: 'Answers about the leadership programme: CPD hours, learning journeys, XP, ranks and streaks, villages, membership and payment, privacy and getting help.',
    lead: 'Answers about the programme, membership, points and your data.',
    categoriesNavigation: 'Categories',
    back: '← Back to the knowledge base',
    lastUpdated: 'Last updated',
    related: 'Related articles',
    untranslated: 'This article is not translated yet: here it is in English.',
    searchLabel: 'Search the knowledge base',
    searchHint: 'Type a word such as streak, payment or village.',
    searchResults: 'Search results',
    noMatch: 'No articles match “{query}”. Try another word, or browse the list below.',
    foundOne: '{count} article found for “{query}”.',
    foundMany: '{count} articles found for “{query}”.',
    searchFailed: 'Search could not load. Check your connection, or browse the list below.',
  },
  { fr },
);
