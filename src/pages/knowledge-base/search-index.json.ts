// The knowledge-base search index, built once at build time into a static file the browser loads on first use.
import type { APIRoute } from 'astro';
import { loadFaqArticles } from '#/components/knowledge-base/faq-articles.ts';
import { buildFaqSearchIndex } from '#/lib/faq-search.ts';

export const prerender = true;

export const GET: APIRoute = async () => {
  const articles = await loadFaqArticles();
  const json = buildFaqSearchIndex(articles.map((a) => ({ id: a.slug, question: a.question, category: a.category, text: a.text })));
  return new Response(json, { headers: { 'content-type': 'application/json; charset=utf-8' } });
};
