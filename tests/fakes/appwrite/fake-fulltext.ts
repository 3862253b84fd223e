// The fake's `search` query, as Appwrite 1.9 answers it on MariaDB: the attribute needs a fulltext index of
// its own (else the query is refused), the value loses the boolean-mode operator characters
// (@ + - * ( ) < > ~ "), and gets a `*` at its end (utopia-php/database `getFulltextValue`), and MariaDB then
// runs `MATCH … AGAINST (… IN BOOLEAN MODE)`: words without an operator are alternatives (any may match),
// the starred last word matches as a word beginning. InnoDB indexes words of at least three characters
// (innodb_ft_min_token_size) that are not on its default stopword list, and compares them under the
// column's case- and accent-insensitive collation.

/** InnoDB's default full-text stopwords (INFORMATION_SCHEMA.INNODB_FT_DEFAULT_STOPWORD). */
export const INNODB_STOPWORDS: ReadonlySet<string> = new Set([
  'a', 'about', 'an', 'are', 'as', 'at', 'be', 'by', 'com', 'de', 'en', 'for', 'from', 'how', 'i', 'in', 'is', 'it',
  'la', 'of', 'on', 'or', 'that', 'the', 'this', 'to', 'was', 'what', 'when', 'where', 'who', 'will', 'with', 'und', 'the', 'www',
]);

const MIN_TOKEN_SIZE = 3;
const OPERATORS = /[@+\-*()<>~"]/g;

/** Lower case without accents, as a `_ci` collation compares. */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The words InnoDB's full-text parser finds and indexes in a column's text. */
function indexedTokens(text: string): string[] {
  return fold(text)
    .split(/[^\p{L}\p{N}_']+/u)
    .map((token) => token.replace(/^'+|'+$/g, ''))
    .filter((token) => token.length >= MIN_TOKEN_SIZE && !INNODB_STOPWORDS.has(token));
}

/** A matcher for one `search` query's value: any term matches, the last as a word beginning. */
export function fulltextMatcher(value: string): (text: unknown) => boolean {
  const terms = fold(value.replace(OPERATORS, ' '))
    .split(/[^\p{L}\p{N}_']+/u)
    .filter((term) => term.length >= MIN_TOKEN_SIZE && !INNODB_STOPWORDS.has(term));
  if (terms.length === 0) return () => false;
  const last = terms.length - 1;
  return (text) => {
    if (typeof text !== 'string') return false;
    const tokens = indexedTokens(text);
    return terms.some((term, position) => tokens.some((token) => (position === last ? token.startsWith(term) : token === term)));
  };
}
