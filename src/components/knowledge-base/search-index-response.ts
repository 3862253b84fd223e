// The knowledge-base search index in one language, built at build time into a static file the browser loads
// on first use (src/pages/knowledge-base/search-index.json.ts and its French twin).
import type { Locale } from '#/i18n/locales.ts';
import { buildFaqSearchIndex } from '#/lib/faq-search.ts';
import { loadFaqArticles } from './faq-articles.ts';

export async function searchIndexResponse(locale: Locale): Promise<Response> {
  const articles = await loadFaqArticles(locale);
  const json = buildFaqSearchIndex(articles.map((a) => ({ id: a.slug, question: a.question, category: a.categoryLabel, text: a.text })));
  return new Response(json, { headers: { 'content-type': 'application/json; charset=utf-8' } });
}
