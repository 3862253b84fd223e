// Knowledge-base search with MiniSearch: the index is built once at build time into a static JSON file
// (/knowledge-base/search-index.json) and loaded by the browser on first use, so searching needs no server and
// keeps working offline. Build and browser share these options: an index only loads with the options it was built with.
import MiniSearch, { type Options, type SearchOptions } from 'minisearch';

/** One article as the index sees it. */
export interface FaqSearchDocument {
  /** The article's slug. */
  readonly id: string;
  readonly question: string;
  readonly category: string;
  /** The answer as plain text. */
  readonly text: string;
}

/** A search hit: enough to print a link. */
export interface FaqSearchHit {
  readonly slug: string;
  readonly question: string;
  readonly category: string;
}

const SEARCH_OPTIONS: SearchOptions = {
  // A question that names the word is a better answer than an article that mentions it in passing.
  boost: { question: 3, category: 1.5 },
  // Results narrow as the visitor types ("stre" finds streaks) ...
  prefix: true,
  // ... and forgive a typo in longer words ("accreditted"), but not in short ones, where it would match anything.
  fuzzy: (term) => (term.length > 4 ? 0.2 : false),
  combineWith: 'AND',
};

const OPTIONS: Options<FaqSearchDocument> = {
  fields: ['question', 'category', 'text'],
  storeFields: ['question', 'category'],
  searchOptions: SEARCH_OPTIONS,
};

/** The serialised index of these articles, for the prerendered JSON file. */
export function buildFaqSearchIndex(documents: readonly FaqSearchDocument[]): string {
  const index = new MiniSearch<FaqSearchDocument>(OPTIONS);
  index.addAll([...documents]);
  return JSON.stringify(index);
}

/** A search function over a serialised index. */
export type FaqSearch = (query: string, limit?: number) => FaqSearchHit[];

/** Loads a serialised index; the returned function answers queries, best match first. */
export function loadFaqSearch(json: string): FaqSearch {
  const index = MiniSearch.loadJSON<FaqSearchDocument>(json, OPTIONS);
  return (query, limit = 8) => {
    if (query.trim() === '') return [];
    return index
      .search(query.trim())
      .slice(0, limit)
      .map((hit) => ({ slug: String(hit.id), question: String(hit['question']), category: String(hit['category']) }));
  };
}
