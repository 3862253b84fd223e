// The knowledge-base articles of content/faq (or their French, content/fr/faq), read from the content
// collection in reading order, with their answers as plain text (for the search index and meta descriptions).
// Build-time only: pages here are prerendered.
import type { CollectionEntry } from 'astro:content';
import { compareFaqArticles, type FaqArticleKey } from '#/domain/faq-groups.ts';
import { intlLocale } from '#/domain/display-formats.ts';
import type { Locale } from '#/i18n/locales.ts';
import { localizedCollection } from '#/i18n/localized-content.ts';
import { leadText, markdownToPlainText } from '#/lib/markdown-text.ts';
import { categoryName } from './faq-categories.messages.ts';

/** One article, ready for a page. */
export interface FaqArticle extends FaqArticleKey {
  /** The category as readers see it, in the page's language (`category` is its English name, the key). */
  readonly categoryLabel: string;
  readonly updated: Date;
  readonly landing: boolean;
  /** The answer as plain text. */
  readonly text: string;
  /** The answer's opening prose as plain text, for summaries. */
  readonly lead: string;
  /** Shown in English on a page in another language: it has no translation yet. */
  readonly untranslated: boolean;
  /** The collection entry, for `render()`. */
  readonly entry: CollectionEntry<'faq'>;
}

/** Every article, in reading order (category, then `order`). */
export async function loadFaqArticles(locale: Locale = 'en'): Promise<FaqArticle[]> {
  const entries = await localizedCollection('faq', locale);
  return entries
    .map((entry) => ({
      slug: entry.id,
      question: entry.data.question,
      category: entry.data.category,
      categoryLabel: categoryName(entry.data.category, locale),
      order: entry.data.order,
      updated: entry.data.updated,
      landing: entry.data.landing,
      text: markdownToPlainText(entry.body ?? ''),
      lead: leadText(entry.body ?? ''),
      untranslated: entry.untranslated,
      entry,
    }))
    .sort(compareFaqArticles);
}

const dateFormats = new Map<Locale, Intl.DateTimeFormat>();

/** "21 November 2026" ("21 novembre 2026"), and the machine-readable date for `<time datetime>`. */
export function formatUpdated(date: Date, locale: Locale = 'en'): { readonly text: string; readonly iso: string } {
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(locale), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    dateFormats.set(locale, format);
  }
  return { text: format.format(date), iso: date.toISOString().slice(0, 10) };
}
