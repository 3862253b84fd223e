// The words of /impact-log and its components (the entry form, an entry), the categories' labels
// (src/domain/impact.ts keeps the ids) and the impact rules' messages, English here, French in
// src/i18n/fr/impact-log.json.
import { defineMessages } from '#/i18n/define-messages.ts';
import fr from '#/i18n/fr/impact-log.json' with { type: 'json' };
import { count, params } from '#/i18n/message-transforms.ts';
import type { Locale } from '#/i18n/locales.ts';
import { CATEGORY_LABELS, IMPACT_MESSAGES, type ImpactCategory } from '#/domain/impact.ts';

export const impactLogMessages = defineMessages(
  'impact-log',
  {
    title: 'Impact Log',
    yourTotals: 'Your totals',
    entries: 'Entries',
    peopleAffected: 'People affected',
    totalsLead: 'Short, dated entries add up: evidence for your CPD record, material for your capstone, and a story you can show your organisation.',
    deleteQuestion: params('Delete “{title}”?'),
    goneFromLog: 'It will be gone from your log. This cannot be undone.',
    goneFromLogAndVillage: 'It will be gone from your log and from your village page. This cannot be undone.',
    deleteEntry: 'Delete entry',
    keepIt: 'Keep it',
    allEntries: 'All entries',
    filterLabel: 'Filter by category',
    all: 'All',
    inCategory: params('{entries} in this category, {people} people affected.'),
    entryCount: count({ one: '{count} entry', other: '{count} entries' }),
    noneInCategory: 'No entries in this category yet.',
    nothingYet: 'Nothing logged yet. Think of one thing you did differently this week, and what it changed: that is your first entry.',
    pagesLabel: 'Pages of entries',
    newer: 'Newer entries',
    older: 'Older entries',
    editEntry: 'Edit the entry',
    logWhatChanged: 'Log what changed',
    when: 'When did it happen?',
    peopleHint: 'Whose work or day changed; 0 if none yet.',
    titleLabel: 'Title',
    titleHint: 'In a few words, like: Weekly stand-up now ends with owners.',
    whatChanged: 'What did you do, and what changed?',
    upTo: params('Up to {max} characters.'),
    category: 'Category',
    evidence: 'Evidence link (optional)',
    evidenceHint: 'A web address, like https://… (a report, a photo, a post).',
    share: 'Share with my village',
    shareHint: params('Members of {village} will see it on the village page. Otherwise it stays private to you.'),
    shareNoVillage: 'Join a village to share entries with it. Until then, entries are private to you.',
    saveChanges: 'Save changes',
    saveEntry: 'Save entry',
    cancel: 'Cancel',
    sharedTag: 'Shared with village',
    privateTag: 'Private',
    peopleAffectedCount: count({ one: '{count} person affected', other: '{count} people affected' }),
    evidenceLink: 'Evidence',
    forTitle: params(' for {title}'),
    edit: 'Edit',
    delete: 'Delete',
    // The categories' English names, by category code (domain/impact.ts).
    ...CATEGORY_LABELS,
    evidenceScheme: IMPACT_MESSAGES.evidenceScheme,
    evidenceInvalid: IMPACT_MESSAGES.evidenceInvalid,
    dateInvalid: IMPACT_MESSAGES.dateInvalid,
    dateFuture: IMPACT_MESSAGES.dateFuture,
    dateTooEarly: IMPACT_MESSAGES.dateTooEarly,
  },
  { fr },
);

/** An impact category's name in a language (the log, the village page, the admin's view of a learner). */
export function impactCategoryLabel(category: ImpactCategory, locale: Locale): string {
  return impactLogMessages(locale)[category];
}
