// The offline knowledge-base search: an index built from the real articles of content/faq, serialised as the
// build does, loaded as the browser does, and queried.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildFaqSearchIndex, loadFaqSearch, type FaqSearchDocument } from '#/lib/faq-search.ts';
import { markdownToPlainText } from '#/lib/markdown-text.ts';

const FAQ_DIR = path.resolve('content/faq');

function field(frontmatter: string, name: string): string {
  return frontmatter.match(new RegExp(`^${name}:\\s*(.+)$`, 'm'))?.[1]?.trim() ?? '';
}

/** content/faq read the simple way (the build checks the frontmatter against its schema). */
const documents: FaqSearchDocument[] = readdirSync(FAQ_DIR)
  .filter((f) => f.endsWith('.md'))
  .map((file) => {
    const [, frontmatter = '', body = ''] = readFileSync(path.join(FAQ_DIR, file), 'utf8').match(/^---\n([\s\S]*?)\n---\n([\s\S]*)$/) ?? [];
    return { id: file.slice(0, -3), question: field(frontmatter, 'question'), category: field(frontmatter, 'category'), text: markdownToPlainText(body) };
  });

const search = loadFaqSearch(buildFaqSearchIndex(documents));

describe('knowledge-base search', () => {
  it('finds an article by a word that appears only in its answer', () => {
    // "multiplied" is in the streak article's answer, not in any question.
    expect(documents.filter((d) => /multiplied/i.test(d.question))).toEqual([]);
    expect(search('multiplied').map((h) => h.slug)).toContain('how-do-streaks-work');
  });

  it('ranks the article whose question names the word first', () => {
    expect(search('streaks')[0]?.slug).toBe('how-do-streaks-work');
    expect(search('village')[0]?.slug).toBe('what-is-a-village');
    expect(search('CPD')[0]?.slug).toBe('what-does-cpd-accredited-mean');
  });

  it('matches while the visitor is still typing, and forgives a typo in a long word', () => {
    expect(search('stre').map((h) => h.slug)).toContain('how-do-streaks-work');
    expect(search('acredited').map((h) => h.slug)).toContain('what-does-cpd-accredited-mean');
  });

  it('needs every word of a query', () => {
    const both = search('card payment').map((h) => h.slug);
    expect(both).toContain('how-does-payment-work');
    for (const slug of both) {
      const text = documents.find((d) => d.id === slug)!;
      expect(`${text.question} ${text.text}`.toLowerCase()).toMatch(/card/);
    }
  });

  it('returns links with the question and category, at most the limit, and nothing for no match or an empty query', () => {
    const hits = search('xp', 3);
    expect(hits.length).toBeLessThanOrEqual(3);
    expect(hits[0]).toEqual({ slug: expect.any(String), question: expect.any(String), category: expect.any(String) });
    expect(search('zzzqqq')).toEqual([]);
    expect(search('   ')).toEqual([]);
  });
});
