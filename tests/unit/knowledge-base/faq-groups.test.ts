// The knowledge-base index: categories in reading order, articles by `order` inside each.
import { describe, expect, it } from 'vitest';
import { FAQ_CATEGORY_ORDER, groupFaqArticles } from '#/domain/faq-groups.ts';

const a = (slug: string, category: string, order: number, question = slug) => ({ slug, category, order, question });

describe('groupFaqArticles', () => {
  it('puts categories in reading order and articles by order, whatever order the files came in', () => {
    const groups = groupFaqArticles([
      a('pay', 'Membership and payment', 1),
      a('xp', 'Points and progress', 0),
      a('start', 'Getting started', 1),
      a('what', 'Getting started', 0),
      a('free', 'Membership and payment', 0),
    ]);
    expect(groups.map((g) => g.category)).toEqual(['Getting started', 'Points and progress', 'Membership and payment']);
    expect(groups.map((g) => g.articles.map((x) => x.slug))).toEqual([['what', 'start'], ['xp'], ['free', 'pay']]);
  });

  it('puts categories it does not know after the known ones, alphabetically', () => {
    const groups = groupFaqArticles([a('z', 'Zebra topics', 0), a('b', 'Baobab topics', 0), a('x', 'Privacy and support', 0)]);
    expect(groups.map((g) => g.category)).toEqual(['Privacy and support', 'Baobab topics', 'Zebra topics']);
  });

  it('breaks a tie in order by the question, so every build lists them the same way', () => {
    const groups = groupFaqArticles([a('two', 'Community', 0, 'What is B?'), a('one', 'Community', 0, 'What is A?')]);
    expect(groups[0]?.articles.map((x) => x.slug)).toEqual(['one', 'two']);
  });

  it('has no groups without articles', () => {
    expect(groupFaqArticles([])).toEqual([]);
    expect(FAQ_CATEGORY_ORDER.length).toBeGreaterThan(3);
  });
});
