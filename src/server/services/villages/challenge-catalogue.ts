// The group challenges (content/challenges/): goal, how progress is counted, duration and the badge every
// member earns. Each challenge's badge must be a `granted` badge of content/badges/ (the unit test checks).
import * as z from 'zod';
import type { Locale } from '#/i18n/locales.ts';
import { localizedContentFile } from '#/i18n/localized-content-file.ts';
import { CHALLENGE_MEASURES, type ChallengeDefinition } from '#/domain/challenges.ts';
import { CONTENT_DIRECTORY, CONTENT_ID_PATTERN, parseMarkdownFile, readMarkdownFolder } from '../content-files.ts';

const challengeFile = z
  .object({
    name: z.string().trim().min(3).max(60),
    summary: z.string().trim().min(10).max(200),
    measure: z.enum(CHALLENGE_MEASURES),
    target: z.number().int().min(1).max(1_000_000),
    durationDays: z.number().int().min(1).max(90),
    badge: z.string().regex(CONTENT_ID_PATTERN).max(40),
    order: z.number().int().min(0),
  })
  .strict();

function parseChallengeFile(id: string, where: string, text: string): ChallengeDefinition {
  const { data, body } = parseMarkdownFile(where, text, challengeFile);
  return { id, ...data, description: body };
}

export function readChallengeCatalogue(root: string = CONTENT_DIRECTORY): ChallengeDefinition[] {
  return readMarkdownFolder('challenges', parseChallengeFile, root).sort((a, b) => a.order - b.order || a.id.localeCompare(b.id));
}

let catalogue: readonly ChallengeDefinition[] | null = null;

/** The platform's challenges, in page order (read on first use, then kept). */
export function challengeCatalogue(): readonly ChallengeDefinition[] {
  catalogue ??= readChallengeCatalogue();
  return catalogue;
}

const translated = new Map<Locale, readonly ChallengeDefinition[]>();

/**
 * The challenges as a reader of `locale` sees them: name, summary and description from content/fr/challenges
 * where a challenge has them, the English elsewhere; goal, measure, duration, badge and order stay the English
 * catalogue's, so the rules never depend on the language.
 */
export function challengeCatalogueIn(locale: Locale): readonly ChallengeDefinition[] {
  const english = challengeCatalogue();
  if (locale === 'en') return english;
  const kept = translated.get(locale);
  if (kept) return kept;
  const result = english.map((challenge) => {
    const twin = localizedContentFile('challenges', `${challenge.id}.md`, locale, (where, text) => parseChallengeFile(challenge.id, where, text));
    return twin ? { ...challenge, name: twin.name, summary: twin.summary, description: twin.description } : challenge;
  });
  translated.set(locale, result);
  return result;
}
