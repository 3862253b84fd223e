// A content collection in a language: each entry's French (content/fr/…, its twin collection in
// src/content.config.ts) when it exists, else the English entry marked `untranslated`, which pages say with a
// visible note. The English collection decides which entries exist: a French file alone is never shown.
import { getCollection, type CollectionEntry, type DataEntryMap } from 'astro:content';
import type { Locale } from './locales.ts';

const FRENCH_TWIN = {
  faq: 'faqFr',
  site: 'siteFr',
  figures: 'figuresFr',
  ecosystem: 'ecosystemFr',
  xpActivities: 'xpActivitiesFr',
  contact: 'contactFr',
  journeys: 'journeysFr',
  modules: 'modulesFr',
  books: 'booksFr',
} as const satisfies Partial<Record<keyof DataEntryMap, keyof DataEntryMap>>;

export type TranslatedCollection = keyof typeof FRENCH_TWIN;

/** An entry as a page uses it (its French twin has the same shape), and whether it is still in English. */
export type LocalizedEntry<C extends TranslatedCollection> = CollectionEntry<C> & { readonly untranslated: boolean };

export async function localizedCollection<C extends TranslatedCollection>(collection: C, locale: Locale): Promise<LocalizedEntry<C>[]> {
  const english = (await getCollection(collection)) as CollectionEntry<C>[];
  if (locale === 'en') return english.map((entry) => ({ ...entry, untranslated: false }));
  const translated = new Map(
    ((await getCollection(FRENCH_TWIN[collection])) as unknown as CollectionEntry<C>[]).map((entry) => [entry.id, entry]),
  );
  return english.map((entry) => {
    const french = translated.get(entry.id);
    return french ? { ...french, untranslated: false } : { ...entry, untranslated: true };
  });
}

/** One entry in a language, or undefined when the English collection has no such entry. */
export async function localizedEntry<C extends TranslatedCollection>(collection: C, id: string, locale: Locale): Promise<LocalizedEntry<C> | undefined> {
  return (await localizedCollection(collection, locale)).find((entry) => entry.id === id);
}
