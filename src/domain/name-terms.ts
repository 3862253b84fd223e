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
