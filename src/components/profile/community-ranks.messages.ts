// The four rank names and their notes (src/domain/levels.ts) as the community screens show them beside a
// person (profile, forum author lines, villages), English here, French in src/i18n/fr/community-ranks.json.
import { defineMessages } from '#/i18n/define-messages.ts';
import fr from '#/i18n/fr/community-ranks.json' with { type: 'json' };
import type { Locale } from '#/i18n/locales.ts';

export const communityRankMessages = defineMessages(
  'community-ranks',
  {
    Explorer: 'Explorer',
    'Impact Builder': 'Impact Builder',
    'Change Architect': 'Change Architect',
    'Transformation Leader': 'Transformation Leader',
    'Unlocks group challenges': 'Unlocks group challenges',
    'Unlocks mentoring': 'Unlocks mentoring',
    'Elite certification': 'Elite certification',
  },
  { fr },
);

/** A rank's name (or note) in `locale`; anything else comes back as it is. */
export function rankText(text: string, locale: Locale): string {
  const t = communityRankMessages(locale) as Record<string, string>;
  return (Object.hasOwn(t, text) ? t[text] : undefined) ?? text;
}
