// Related articles: the same category first, then the rest of the knowledge base, never the article itself.
import { describe, expect, it } from 'vitest';
import { RELATED_ARTICLE_COUNT, relatedArticles } from '#/domain/related-articles.ts';

const a = (slug: string, category: string, order: number) => ({ slug, category, order, question: `Q ${slug}` });
const all = [
  a('start', 'Getting started', 0),
  a('cpd', 'Getting started', 1),
  a('xp', 'Points and progress', 0),
  a('ranks', 'Points and progress', 1),
  a('streaks', 'Points and progress', 2),
  a('badges', 'Points and progress', 3),
  a('pay', 'Membership and payment', 0),
];

describe('relatedArticles', () => {
  it('lists the other articles of the same category first, in order', () => {
    expect(relatedArticles(a('ranks', 'Points and progress', 1), all).map((x) => x.slug)).toEqual(['xp', 'streaks', 'badges', 'start']);
  });

  it('fills up with other categories in reading order when its own has too few', () => {
    expect(relatedArticles(a('pay', 'Membership and payment', 0), all).map((x) => x.slug)).toEqual(['start', 'cpd', 'xp', 'ranks']);
    expect(relatedArticles(a('cpd', 'Getting started', 1), all).map((x) => x.slug)).toEqual(['start', 'xp', 'ranks', 'streaks']);
  });

  it('never suggests the article itself and lists at most the limit', () => {
    for (const article of all) {
      const related = relatedArticles(article, all);
      expect(related.map((x) => x.slug)).not.toContain(article.slug);
      expect(related).toHaveLength(RELATED_ARTICLE_COUNT);
    }
    expect(relatedArticles(all[0]!, all, 2)).toHaveLength(2);
    expect(relatedArticles(all[0]!, [all[0]!])).toEqual([]);
  });
});
