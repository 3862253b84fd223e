// How knowledge-base articles are ordered and grouped: by category (in the order a newcomer needs them), then by
// each article's `order`. Used by the knowledge-base index, the landing FAQ and the related-articles choice.

/** What ordering needs to know about an article. */
export interface FaqArticleKey {
  /** The file name without `.md`: the article's URL segment. */
  readonly slug: string;
  readonly question: string;
  readonly category: string;
  /** Position inside its category, smallest first. */
  readonly order: number;
}

/** Categories in reading order; a category not listed here comes after these, alphabetically. */
export const FAQ_CATEGORY_ORDER: readonly string[] = [
  'Getting started',
  'Learning journeys',
  'Points and progress',
  'Community',
  'Membership and payment',
  'Privacy and support',
];

function categoryRank(category: string): number {
  const index = FAQ_CATEGORY_ORDER.indexOf(category);
  return index === -1 ? FAQ_CATEGORY_ORDER.length : index;
}

/** Category order, then `order`, then the question (so equal orders still sort the same way every build). */
export function compareFaqArticles(a: FaqArticleKey, b: FaqArticleKey): number {
  return (
    categoryRank(a.category) - categoryRank(b.category) ||
    a.category.localeCompare(b.category, 'en') ||
    a.order - b.order ||
    a.question.localeCompare(b.question, 'en') ||
    a.slug.localeCompare(b.slug, 'en')
  );
}

/** One heading of the index with its articles. */
export interface FaqGroup<T extends FaqArticleKey> {
  readonly category: string;
  readonly articles: readonly T[];
}

/** The articles grouped by category, groups and articles in reading order. */
export function groupFaqArticles<T extends FaqArticleKey>(articles: readonly T[]): FaqGroup<T>[] {
  const groups: { category: string; articles: T[] }[] = [];
  for (const article of [...articles].sort(compareFaqArticles)) {
    const last = groups.at(-1);
    if (last?.category === article.category) last.articles.push(article);
    else groups.push({ category: article.category, articles: [article] });
  }
  return groups;
}
