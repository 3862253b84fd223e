// The XP table's words in the reader's language: rank names and what each rank unlocks, the in-app level.
// The English ids and rules stay in levels.ts (stored and compared in English); these are display names only.
import { defineMessages } from '#/i18n/define-messages.ts';
import fr from '#/i18n/fr/levels.json' with { type: 'json' };
import type { Locale } from '#/i18n/locales.ts';
import { params } from '#/i18n/message-transforms.ts';
import type { RankName } from './levels.ts';

export const levelsMessages = defineMessages(
  'levels',
  {
    explorer: 'Explorer',
    impactBuilder: 'Impact Builder',
    changeArchitect: 'Change Architect',
    transformationLeader: 'Transformation Leader',
    unlocksGroupChallenges: 'Unlocks group challenges',
    unlocksMentoring: 'Unlocks mentoring',
    eliteCertification: 'Elite certification',
    levelAndXp: params('Level {level} · {xp} XP'),
    /** The same on a phone's narrow header, where every word counts (a five-figure balance fills it). */
    levelAndXpShort: params('Lvl {level} · {xp} XP'),
    levelAndRank: params('Level {level} · {rank}'),
  },
  { fr },
);

type RankKey = 'explorer' | 'impactBuilder' | 'changeArchitect' | 'transformationLeader';

const RANK_KEYS: Readonly<Record<RankName, RankKey>> = {
  Explorer: 'explorer',
  'Impact Builder': 'impactBuilder',
  'Change Architect': 'changeArchitect',
  'Transformation Leader': 'transformationLeader',
};

const NOTE_KEYS: Readonly<Record<string, 'unlocksGroupChallenges' | 'unlocksMentoring' | 'eliteCertification'>> = {
  'Unlocks group challenges': 'unlocksGroupChallenges',
  'Unlocks mentoring': 'unlocksMentoring',
  'Elite certification': 'eliteCertification',
};

/** A rank's name as the reader reads it ("Change Architect" → "Architecte du changement"); an unknown name as is. */
export function rankLabel(name: string, locale: Locale): string {
  const key = (RANK_KEYS as Readonly<Record<string, RankKey | undefined>>)[name];
  return key ? levelsMessages(locale)[key] : name;
}

/** What a rank unlocks, in the reader's language. */
export function rankNoteLabel(note: string, locale: Locale): string {
  const key = NOTE_KEYS[note];
  return key ? levelsMessages(locale)[key] : note;
}
