// The badge files editors maintain (content/badges/): every one is valid, and the set covers what rule 25
// lists: first XP, streaks of 7 and 30 days, each rank reached, modules (1, 5, a whole journey), capstone
// approved, first and tenth forum post, first and tenth impact entry, village founder, five mentoring sessions.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { badgeCatalogue, parseBadgeFile } from '#/server/services/gamification/badge-catalogue.ts';

describe('content/badges', () => {
  it('every file is a valid badge with a unique criterion (badges granted by an event are named, not measured)', () => {
    const badges = badgeCatalogue().filter((b) => b.criterion.measure !== 'granted');
    const criteria = badges.map((b) => `${b.criterion.measure}:${b.criterion.threshold}`);
    expect(new Set(criteria).size).toBe(criteria.length);
  });

  it('covers the first set of rule 25', () => {
    const criteria = badgeCatalogue().map((b) => `${b.criterion.measure}:${b.criterion.threshold}`);
    expect(criteria).toEqual(
      expect.arrayContaining([
        'xp:1', 'streak_days:7', 'streak_days:30', 'rank:2', 'rank:3', 'rank:4', 'module:1', 'module:5', 'journey_completed:1',
        'capstone:1', 'forum_post:1', 'forum_post:10', 'impact_entry:1', 'impact_entry:10', 'village_founded:1', 'peer_mentoring:5',
      ]),
    );
  });

  it('the knowledge-base article on badges lists every badge with how to earn it', () => {
    const article = readFileSync('content/faq/what-are-badges.md', 'utf8');
    for (const badge of badgeCatalogue()) {
      expect(article, badge.name).toContain(`| ${badge.name} | ${badge.description.replace(/\.$/, '')} |`);
    }
  });

  it('refuses a file with a mistake, naming the file and the field', () => {
    const file = (criterion: string, threshold: string) =>
      `---\nname: Test badge\ndescription: A badge for tests.\nicon: star\norder: 1\ncriterion: ${criterion}\nthreshold: ${threshold}\n---\n`;
    expect(parseBadgeFile('good-one.md', file('module', '3')).criterion).toEqual({ measure: 'module', threshold: 3 });
    expect(() => parseBadgeFile('bad.md', file('modules', '3'))).toThrow(/content\/badges\/bad\.md: criterion/);
    expect(() => parseBadgeFile('bad.md', file('module', '0'))).toThrow(/bad\.md: threshold/);
    expect(() => parseBadgeFile('bad.md', file('rank', '5'))).toThrow(/bad\.md: threshold: a rank threshold/);
    expect(() => parseBadgeFile('Bad Name.md', file('module', '1'))).toThrow(/file name/);
    expect(() => parseBadgeFile('x.md', 'no front matter')).toThrow(/front matter/);
  });
});
