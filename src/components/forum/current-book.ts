// The Book Club's current book (content/book-club/): the one marked `current`, else the latest month's.
import { getCollection, render, type CollectionEntry } from 'astro:content';

export type Book = CollectionEntry<'books'>;

export async function currentBook(): Promise<Book | null> {
  const books = await getCollection('books');
  const sorted = [...books].sort((a, b) => b.data.month.localeCompare(a.data.month));
  return sorted.find((book) => book.data.current) ?? sorted[0] ?? null;
}

export { render };
