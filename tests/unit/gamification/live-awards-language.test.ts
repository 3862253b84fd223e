// The live award toasts and the badges are written in the learner's language: the same award reads
// "+150 XP · Module finished (streak ×1.5)" in English and « +150 XP · Module terminé (série ×1,5) » in French;
// rank and badge names come from the messages and content/fr/badges, the rules from the English.
import { describe, expect, it } from 'vitest';
import { awardToastText } from '#/domain/xp-awards.ts';
import { awardToastTextIn, formatXpChangeIn } from '#/domain/xp-awards.messages.ts';
import { rankLabel } from '#/domain/levels.messages.ts';
import { RANKS } from '#/domain/levels.ts';
import { badgeCatalogue, badgeNameIn, localizeBadge } from '#/server/services/gamification/badge-catalogue.ts';

describe('award toasts in a language', () => {
  it('say the same as before in English', () => {
    for (const award of [
      { xp: 150, activity: 'module' as const, multiplier: 1.5 },
      { xp: 60, activity: 'weekly_reflection' as const, multiplier: 1 },
      { xp: -1200, activity: 'adjustment' as const, multiplier: 1 },
    ]) {
      expect(awardToastTextIn(award, 'en')).toBe(awardToastText(award));
    }
  });

  it('are French for a French reader', () => {
    expect(awardToastTextIn({ xp: 150, activity: 'module', multiplier: 1.5 }, 'fr')).toBe('+150 XP · Module terminé (série ×1,5)');
    expect(formatXpChangeIn(-1200, 'fr')).toMatch(/^−1\s200 XP$/);
  });
});

describe('rank and badge names in a language', () => {
  it('names every rank in French, keeping the English as the id', () => {
    expect(RANKS.map((rank) => rankLabel(rank.name, 'fr'))).toEqual(['Explorateur', "Bâtisseur d'impact", 'Architecte du changement', 'Leader de la transformation']);
    expect(RANKS.map((rank) => rankLabel(rank.name, 'en'))).toEqual(RANKS.map((rank) => rank.name));
  });

  it('takes names and descriptions from content/fr/badges, and criteria from the English files', () => {
    for (const badge of badgeCatalogue()) {
      const french = localizeBadge(badge, 'fr');
      expect(french.untranslated, badge.id).toBe(false);
      expect(french.criterion).toEqual(badge.criterion);
      expect(french.icon).toBe(badge.icon);
      expect(localizeBadge(badge, 'en').name).toBe(badge.name);
    }
    expect(badgeNameIn('first-xp', 'fr')).toBe('Premiers pas');
    expect(badgeNameIn('no-such-badge', 'fr')).toBe('no-such-badge');
  });
});
