// Which words a full-text search can look for, the same on both backends: words are runs of letters and
// digits; words under three letters and MariaDB's default full-text stopwords are never indexed by the
// engine behind Appwrite (innodb_ft_min_token_size, INNODB_FT_DEFAULT_STOPWORD), so they are left out of
// every search, SQLite's included, and the two answer alike.

export const MIN_FULLTEXT_WORD = 3;

/** MariaDB InnoDB's default full-text stopwords. */
const STOPWORDS: ReadonlySet<string> = new Set([
  'a', 'about', 'an', 'are', 'as', 'at', 'be', 'by', 'com', 'de', 'en', 'for', 'from', 'how', 'i', 'in', 'is', 'it',
  'la', 'of', 'on', 'or', 'that', 'the', 'this', 'to', 'was', 'what', 'when', 'where', 'who', 'will', 'with', 'und', 'www',
]);

/** Every word of a text, lower case, in order (repeats kept). */
export function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
}

/** Whether a full-text search can look for the word (lower case). */
export function isSearchableWord(word: string): boolean {
  return [...word].length >= MIN_FULLTEXT_WORD && !STOPWORDS.has(word);
}
