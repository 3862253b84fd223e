// The prerendered article pages of the knowledge base in one language: `getStaticPaths` of
// src/pages/knowledge-base/[slug].astro and src/pages/fr/knowledge-base/[slug].astro.
import { relatedArticles } from '#/domain/related-articles.ts';
import type { Locale } from '#/i18n/locales.ts';
import { loadFaqArticles } from './faq-articles.ts';

export async function articlePaths(locale: Locale) {
  const articles = await loadFaqArticles(locale);
  return articles.map((article) => ({ params: { slug: article.slug }, props: { article, related: relatedArticles(article, articles) } }));
}
