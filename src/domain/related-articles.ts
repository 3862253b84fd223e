// Which articles an article page suggests next: its own category first (the reader is exploring that topic),
// then the rest of the knowledge base in reading order.
import { compareFaqArticles, type FaqArticleKey } from './faq-groups.ts';

/** How many related articles a page lists. */
export const RELATED_ARTICLE_COUNT = 4;

/** Up to `limit` other articles: same category in reading order, then the other categories in reading order. */
export function relatedArticles<T extends FaqArticleKey>(current: FaqArticleKey, all: readonly T[], limit = RELATED_ARTICLE_COUNT): T[] {
  const others = all.filter((a) => a.slug !== current.slug).sort(compareFaqArticles);
  const sameCategory = others.filter((a) => a.category === current.category);
  const elsewhere = others.filter((a) => a.category !== current.category);
  return [...sameCategory, ...elsewhere].slice(0, Math.max(0, limit));
}
