// What forum search looks for: word beginnings in title and body ("lead" finds leader and leadership), every
// word required. Words a full-text search cannot look for (under three letters, or very common: see
// fulltext-words.ts) are left out, and the learner is told which.
import { FIELD_LIMITS } from './forum-limits.ts';
import { isSearchableWord, wordsOf } from './fulltext-words.ts';

export const MAX_SEARCH_WORDS = 8;

export interface SearchTerms {
  /** Words searched for, lower case, without repeats (at most MAX_SEARCH_WORDS). */
  readonly words: readonly string[];
  /** Words of the query left out: too short, too common, or beyond the first MAX_SEARCH_WORDS. */
  readonly skipped: readonly string[];
}

/** The words a search box's text asks for. */
export function searchTerms(query: string): SearchTerms {
  const words: string[] = [];
  const skipped: string[] = [];
  for (const word of wordsOf(query.slice(0, FIELD_LIMITS.search.max))) {
    if (words.includes(word) || skipped.includes(word)) continue;
    if (!isSearchableWord(word) || words.length >= MAX_SEARCH_WORDS) skipped.push(word);
    else words.push(word);
  }
  return { words, skipped };
}

/** The text a post is found by: its title and body (markdown as typed; the syntax characters are not words). */
export function searchableText(title: string, body: string): string {
  return `${title}\n${body}`;
}
