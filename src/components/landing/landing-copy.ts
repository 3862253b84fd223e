// Loads the landing page's copy from content/site (rule 20), failing the build with the file's name
// when a section is missing, so an editor who renames a file finds out before visitors do.
import { getCollection, getEntry, type CollectionEntry } from 'astro:content';

export async function sectionCopy(id: string): Promise<CollectionEntry<'site'>['data']> {
  const entry = await getEntry('site', id);
  if (!entry) throw new Error(`content/site/${id}.md is missing: the landing page needs it.`);
  return entry.data;
}

export async function singleEntry<C extends 'figures' | 'contact'>(collection: C, file: string): Promise<CollectionEntry<C>['data']> {
  const [entry] = await getCollection(collection);
  if (!entry) throw new Error(`content/site/${file} is missing: the landing page needs it.`);
  return entry.data;
}
