// The Book Club's current book (content/book-club/): the one marked `current`, else the latest month's; in the
// reader's language when content/fr/book-club has it (`untranslated` says when it is shown in English).
import { render } from 'astro:content';
import type { Locale } from '#/i18n/locales.ts';
import { localizedCollection, type LocalizedEntry } from '#/i18n/localized-content.ts';

export type Book = LocalizedEntry<'books'>;

export async function currentBook(locale: Locale = 'en'): Promise<Book | null> {
  const books = await localizedCollection('books', locale);
  const sorted = [...books].sort((a, b) => b.data.month.localeCompare(a.data.month));
  return sorted.find((book) => book.data.current) ?? sorted[0] ?? null;
}

export { render };
