// Weekly reflections (rules 7, 24): one per ISO week in the learner's own time zone, at least 200
// characters, and not a near-copy of the learner's previous reflection. The prompt rotates with the week.
//
// "Near-copy", precisely: both texts are reduced to their words (Unicode-normalised, lower-cased; anything
// that is not a letter or a digit separates words), and the new text's three-word sequences are compared
// with the previous text's. The new reflection is a near-copy when 70% or more of its three-word sequences
// also occur in the previous one. A text of fewer than three words is a near-copy when its words are the
// same as the previous text's. So copying last week's reflection and changing a few words, reordering its
// paragraphs or adding a sentence is refused; writing mostly new sentences on a similar theme is not.
import { journeyRefusalsMessages } from './journey-refusals.messages.ts';

/** Refusals in English, from their definitions: the reader's language is chosen on the way out of the Action. */
const m = journeyRefusalsMessages('en');

export const REFLECTION_MIN = 200;
export const REFLECTION_MAX = 5000;
/** The share of the new text's three-word sequences found in the previous text that makes it a near-copy. */
export const NEAR_COPY_SHARE = 0.7;

/** The words of a text, for comparison: NFKC-normalised, lower-cased, split on anything but letters and digits. */
export function comparableWords(text: string): string[] {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
}

function trigrams(words: readonly string[]): string[] {
  const sequences: string[] = [];
  for (let i = 0; i + 2 < words.length; i++) sequences.push(`${words[i]} ${words[i + 1]} ${words[i + 2]}`);
  return sequences;
}

/** The share (0 to 1) of `text`'s three-word sequences that also occur in `previous`. */
export function sharedShare(text: string, previous: string): number {
  const own = trigrams(comparableWords(text));
  if (own.length === 0) return 0;
  const earlier = new Set(trigrams(comparableWords(previous)));
  return own.filter((sequence) => earlier.has(sequence)).length / own.length;
}

/** Whether `text` is a near-copy of `previous` (see the module comment). */
export function isNearCopy(text: string, previous: string): boolean {
  const words = comparableWords(text);
  if (words.length < 3) return words.join(' ') === comparableWords(previous).join(' ');
  return sharedShare(text, previous) >= NEAR_COPY_SHARE;
}

/** Why a reflection's text cannot be accepted (for the text field), or null. */
export function reflectionTextProblem(text: string, previous: string | null, min: number = REFLECTION_MIN): string | null {
  const length = text.trim().length;
  if (length === 0) return m.writeWeeklyReflection({ min });
  if (length < min) {
    return m.weeklyReflectionShort({ min, length, more: min - length });
  }
  if (length > REFLECTION_MAX) return m.keepReflectionTo({ max: REFLECTION_MAX.toLocaleString('en-US') });
  if (previous !== null && isNearCopy(text, previous)) {
    return m.sameAsPrevious;
  }
  return null;
}

/** A prompt of the rotation: week 1 is used in ISO weeks 1, N+1, 2N+1… */
export interface ReflectionPrompt {
  readonly week: number;
  readonly prompt: string;
}

/** The prompt for an ISO week key ("2026-W47"): the prompts in `week` order, taken in turn by week number. */
export function promptForWeek(prompts: readonly ReflectionPrompt[], weekKey: string): ReflectionPrompt {
  const ordered = [...prompts].sort((a, b) => a.week - b.week);
  if (ordered.length === 0) throw new Error('There are no reflection prompts');
  const week = Number(/W(\d{2})$/.exec(weekKey)?.[1] ?? '1');
  return ordered[(week - 1) % ordered.length] as ReflectionPrompt;
}
