// Which knowledge-base articles the landing page's FAQ shows, and the short answer it shows for each.
import type { CollectionEntry } from 'astro:content';
import { markdownToPlainText } from '#/lib/markdown-text.ts';

type FaqEntry = Pick<CollectionEntry<'faq'>, 'id' | 'body' | 'data'>;

/** The articles marked `landing: true`, by their `order`, then question (stable whatever the file order). */
export function landingFaq<T extends FaqEntry>(entries: readonly T[], locale: 'en' | 'fr' = 'en'): T[] {
  return entries
    .filter((e) => e.data.landing)
    .sort((a, b) => a.data.order - b.data.order || a.data.question.localeCompare(b.data.question, locale));
}

/**
 * The answer's first paragraph as plain text, to keep the landing page light; the full article is a link
 * away. Headings and lists before it are skipped; its markdown becomes plain text as in the search index.
 */
export function answerExcerpt(markdown: string | undefined, maxLength = 280): string {
  const paragraph =
    (markdown ?? '')
      .split(/\n\s*\n/)
      .map((block) => block.trim())
      .find((block) => block !== '' && !/^(#|[-*+] |\d+\. |>|```|<)/.test(block)) ?? '';
  const text = markdownToPlainText(paragraph);
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 1)).replace(/[\s,;:.]+$/, '')}…`;
}
