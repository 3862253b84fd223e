// The blueprint's path rule (rule 39, rule 14): Kofi's path if any challenge mentions Digital Confidence
// or Innovation; otherwise Sabrina's if any mentions Resistance or Team; otherwise Custom. Words are matched
// case-insensitively and as whole words, so "Teamwork" would not count as "Team" but "team silos" does.
import type { JourneyPathId } from './journey-paths.ts';

/** The words that point to each path, checked in this order: the first path with a match wins. */
export const PATH_KEYWORDS: readonly { readonly path: Exclude<JourneyPathId, 'custom'>; readonly words: readonly string[] }[] = [
  { path: 'kofi', words: ['Digital Confidence', 'Innovation'] },
  { path: 'sabrina', words: ['Resistance', 'Team'] },
];

function escapeForRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Whether `text` mentions `words` as whole words, ignoring case (and how many spaces separate them). */
export function mentions(text: string, words: string): boolean {
  const pattern = words.trim().split(/\s+/).map(escapeForRegExp).join('\\s+');
  return new RegExp(`\\b${pattern}\\b`, 'i').test(text);
}

/** The recommended journey path for the chosen challenges. */
export function recommendedPath(challenges: readonly string[]): JourneyPathId {
  for (const { path, words } of PATH_KEYWORDS) {
    if (challenges.some((challenge) => words.some((w) => mentions(challenge, w)))) return path;
  }
  return 'custom';
}
