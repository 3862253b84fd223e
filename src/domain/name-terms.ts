// How the admin's learner search reads names: folded to lower case without accents ("Zoë" is "zoe"), split
// into words at spaces and punctuation, so "obi" finds "Ada Obi-Mensah" by the start of any word. The same
// folding applies to what is stored and to what is typed, so the two always meet.

/** Longest stored word; longer ones are cut (a search for their start still finds them). */
export const MAX_TERM_LENGTH = 80;
/** Words kept per name: enough for any real name, bounded for an odd one. */
export const MAX_TERMS = 8;

/** Lower case, accents removed, other letters kept (Arabic, Amharic… fold to themselves). */
export function foldText(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The distinct words of a name, folded, in order; none for a name with no letters or digits. */
export function nameTerms(name: string): string[] {
  const words = foldText(name)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '')
    .map((word) => word.slice(0, MAX_TERM_LENGTH));
  return [...new Set(words)].slice(0, MAX_TERMS);
}

/** Letters of a pair key's first word: enough to narrow a two-word search to the learners who have both. */
export const PAIR_LEAD = 3;
/** Starts every pair key: never the start of a word (words are letters and digits), so a word's range never reads one. */
const PAIR_MARK = '~';

/**
 * The key of two words of a name, the one that sorts first leading: "~ama okafor" for "Amara Okafor". A
 * search for two words then finds the learners who have both in one index range (the first word's first
 * PAIR_LEAD letters, the whole second word as a prefix) instead of reading everyone with the first word.
 */
export function pairKey(lead: string, word: string): string {
  return `${PAIR_MARK}${lead.slice(0, PAIR_LEAD)} ${word}`.slice(0, MAX_TERM_LENGTH);
}

/** Every key the name index holds for a name: each word, and one pair key per two words (at most 8 + 28 keys). */
export function nameSearchKeys(name: string): string[] {
  const terms = nameTerms(name);
  const pairs = terms.flatMap((lead) => terms.filter((word) => lead < word).map((word) => pairKey(lead, word)));
  return [...new Set([...terms, ...pairs])];
}

/** A range of keys of the name index: start ≤ key < end. */
export interface NameRange {
  readonly start: string;
  readonly end: string;
}

/**
 * Whether two searched words can be looked up as a pair: the one that sorts first has PAIR_LEAD letters, and
 * they differ within those letters, so any two words of a name that start with them sort the same way (the
 * stored key leads with the smaller one, and its first letters are the searched word's).
 */
function asPair(one: string, other: string): [string, string] | null {
  const [lead, word] = one < other ? [one, other] : [other, one];
  if (lead.length < PAIR_LEAD || lead.slice(0, PAIR_LEAD) === word.slice(0, PAIR_LEAD)) return null;
  return [lead, word];
}

/**
 * The index range that answers a search: for two words or more, the pair with the longest words that can be
 * looked up as one (the fewest candidates); otherwise the range of the longest word. Candidates are then
 * checked against every word (nameHasWords).
 */
export function nameRange(words: readonly string[]): NameRange {
  let best: { start: string; letters: number } | null = null;
  for (const [index, one] of words.entries()) {
    for (const other of words.slice(index + 1)) {
      const pair = asPair(one, other);
      if (pair && (best === null || one.length + other.length > best.letters)) best = { start: pairKey(...pair), letters: one.length + other.length };
    }
  }
  const start = best?.start ?? [...words].sort((a, b) => b.length - a.length)[0] ?? '';
  return { start, end: prefixEnd(start) };
}

/** Whether every searched word starts some word of the name. */
export function nameHasWords(name: string, words: readonly string[]): boolean {
  const terms = nameTerms(name);
  return words.every((word) => terms.some((term) => term.startsWith(word)));
}

/**
 * The one key of a name that stands for it in a range (the smallest of its keys inside the range), so a learner
 * whose name has several keys in the range is listed once.
 */
export function keyInRange(name: string, range: NameRange): string | undefined {
  return nameSearchKeys(name)
    .filter((key) => key >= range.start && key < range.end)
    .sort()[0];
}

/**
 * What a search box's text asks for: an email address (prefix) when it holds an `@`, else the words of a
 * name, each to match the start of a word of the learner's name.
 */
export type LearnerQuery = { readonly kind: 'email'; readonly prefix: string } | { readonly kind: 'name'; readonly words: readonly string[] } | { readonly kind: 'none' };

export function readLearnerQuery(text: string | null | undefined): LearnerQuery {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return { kind: 'none' };
  if (trimmed.includes('@')) return { kind: 'email', prefix: trimmed.toLowerCase().slice(0, 320) };
  const words = nameTerms(trimmed);
  return words.length === 0 ? { kind: 'none' } : { kind: 'name', words };
}

/**
 * The smallest string after every string that starts with `prefix`, for an index range `prefix ≤ x < end`:
 * the prefix with its last character moved one code point up ("ob" → "oc").
 */
export function prefixEnd(prefix: string): string {
  const characters = [...prefix];
  const last = characters.pop();
  if (last === undefined) return '';
  return characters.join('') + String.fromCodePoint((last.codePointAt(0) ?? 0) + 1);
}
