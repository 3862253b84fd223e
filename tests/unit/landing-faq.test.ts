// The landing page's FAQ (issue 3): knowledge-base articles with `landing: true`, in order, each shown with
// the first paragraph of its answer.
import { describe, expect, it } from 'vitest';
import { answerExcerpt, landingFaq } from '#/components/landing/faq-entries.ts';

const entry = (id: string, order: number, landing: boolean, question = `Question ${id}?`) => ({
  id,
  body: '',
  data: { question, category: 'Programme', order, updated: new Date('2026-11-01'), landing },
});

describe('which articles the FAQ shows', () => {
  it('only those marked landing: true, by order, then question', () => {
    const picked = landingFaq([entry('c', 2, true), entry('a', 1, false), entry('b', 1, true, 'Zebra?'), entry('d', 1, true, 'Apple?'), entry('e', 0, true)]);
    expect(picked.map((e) => e.id)).toEqual(['e', 'd', 'b', 'c']);
  });

  it('none marked gives an empty list (the section then points to the knowledge base)', () => {
    expect(landingFaq([entry('a', 1, false)])).toEqual([]);
  });
});

describe('the short answer', () => {
  it('is the first paragraph as plain text, skipping headings and lists, keeping link text', () => {
    const md = '## Heading\n\n- a list\n- item\n\nYou earn **50 XP** for [onboarding](/knowledge-base/xp), and `more`\nlater.\n\nSecond paragraph.';
    expect(answerExcerpt(md)).toBe('You earn 50 XP for onboarding, and more later.');
  });

  it('is cut at a word boundary with an ellipsis when long', () => {
    const text = answerExcerpt('word '.repeat(100), 23);
    expect(text).toBe('word word word word…');
  });

  it('is empty for an empty answer', () => {
    expect(answerExcerpt(undefined)).toBe('');
    expect(answerExcerpt('# Only a heading')).toBe('');
  });
});
