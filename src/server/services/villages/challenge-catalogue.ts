// The group challenges (content/challenges/): goal, how progress is counted, duration and the badge every
// member earns. Each challenge's badge must be a `granted` badge of content/badges/ (the unit test checks).
import * as z from 'zod';
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

export function readChallengeCatalogue(root: string = CONTENT_DIRECTORY): ChallengeDefinition[] {
  return readMarkdownFolder(
    'challenges',
    (id, where, text) => {
      const { data, body } = parseMarkdownFile(where, text, challengeFile);
      return { id, ...data, description: body };
    },
    root,
  ).sort((a, b) => a.order - b.order || a.id.localeCompare(b.id));
}

let catalogue: readonly ChallengeDefinition[] | null = null;

/** The platform's challenges, in page order (read on first use, then kept). */
export function challengeCatalogue(): readonly ChallengeDefinition[] {
  catalogue ??= readChallengeCatalogue();
  return catalogue;
}
