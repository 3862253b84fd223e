// The group challenges editors write (content/challenges/): at least four, each valid, each naming a badge of
// content/badges/ that is granted by the challenge (criterion `granted`), and no two sharing a badge.
import { describe, expect, it } from 'vitest';
import { badgeCatalogue } from '#/server/services/gamification/badge-catalogue.ts';
import { challengeCatalogue } from '#/server/services/villages/challenge-catalogue.ts';
import { parseMarkdownFile, paragraphsOf } from '#/server/services/content-files.ts';
import * as z from 'zod';

describe('content/challenges', () => {
  it('has at least four challenges with a goal, a duration and a description', () => {
    const challenges = challengeCatalogue();
    expect(challenges.length).toBeGreaterThanOrEqual(4);
    for (const challenge of challenges) expect(paragraphsOf(challenge.description).length).toBeGreaterThan(0);
  });

  it('each names its own badge, one that only the challenge grants', () => {
    const badges = new Map(badgeCatalogue().map((badge) => [badge.id, badge]));
    const named = challengeCatalogue().map((challenge) => challenge.badge);
    expect(new Set(named).size).toBe(named.length);
    for (const id of named) expect(badges.get(id)?.criterion.measure, id).toBe('granted');
  });

  it('a file with a mistake is refused with its name and the field', () => {
    const schema = z.object({ measure: z.enum(['xp_earned']) });
    expect(() => parseMarkdownFile('content/challenges/x.md', '---\nmeasure: xp\n---\nBody', schema)).toThrow(/content\/challenges\/x\.md: measure/);
    expect(() => parseMarkdownFile('content/challenges/x.md', 'no front matter', schema)).toThrow(/front matter/);
  });
});
