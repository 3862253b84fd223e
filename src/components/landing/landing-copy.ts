// Loads the landing page's copy from content/site (rule 20) in the page's language, failing the build with the
// file's name when a section is missing, so an editor who renames a file finds out before visitors do.
import type { CollectionEntry } from 'astro:content';
import type { Locale } from '#/i18n/locales.ts';
import { localizedCollection } from '#/i18n/localized-content.ts';
import { hrefIn } from '#/i18n/page-locale.ts';

type SiteCopy = CollectionEntry<'site'>['data'];

export async function sectionCopy(id: string, locale: Locale): Promise<SiteCopy> {
  const entry = (await localizedCollection('site', locale)).find((candidate) => candidate.id === id);
  if (!entry) throw new Error(`content/site/${id}.md is missing: the landing page needs it.`);
  // Its buttons lead to the visitor pages in the same language.
  return { ...entry.data, actions: entry.data.actions.map((action) => ({ ...action, href: hrefIn(action.href, locale) })) };
}

export async function singleEntry<C extends 'figures' | 'contact'>(collection: C, file: string, locale: Locale): Promise<CollectionEntry<C>['data']> {
  const [entry] = await localizedCollection(collection, locale);
  if (!entry) throw new Error(`content/site/${file} is missing: the landing page needs it.`);
  return entry.data;
}
