// The knowledge-base articles of content/faq, read from the content collection in reading order, with their
// answers as plain text (for the search index and meta descriptions). Build-time only: pages here are prerendered.
import { getCollection, type CollectionEntry } from 'astro:content';
import { compareFaqArticles, type FaqArticleKey } from '#/domain/faq-groups.ts';
import { leadText, markdownToPlainText } from '#/lib/markdown-text.ts';

/** One article, ready for a page. */
export interface FaqArticle extends FaqArticleKey {
  readonly updated: Date;
  readonly landing: boolean;
  /** The answer as plain text. */
  readonly text: string;
  /** The answer's opening prose as plain text, for summaries. */
  readonly lead: string;
  /** The collection entry, for `render()`. */
  readonly entry: CollectionEntry<'faq'>;
}

/** Every article, in reading order (category, then `order`). */
export async function loadFaqArticles(): Promise<FaqArticle[]> {
  const entries = await getCollection('faq');
  return entries
    .map((entry) => ({
      slug: entry.id,
      question: entry.data.question,
      category: entry.data.category,
      order: entry.data.order,
      updated: entry.data.updated,
      landing: entry.data.landing,
      text: markdownToPlainText(entry.body ?? ''),
      lead: leadText(entry.body ?? ''),
      entry,
    }))
    .sort(compareFaqArticles);
}

const DATE_FORMAT = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "21 November 2026", and the machine-readable date for `<time datetime>`. */
export function formatUpdated(date: Date): { readonly text: string; readonly iso: string } {
  return { text: DATE_FORMAT.format(date), iso: date.toISOString().slice(0, 10) };
}
