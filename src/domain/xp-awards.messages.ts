// How ledger entries and award toasts are named in the reader's language ("Module finished" → "Module
// terminé"), and the toast's sentence ("+150 XP · Module terminé (série ×1,5)"). Ids stay in xp-awards.ts.
import { defineMessages } from '#/i18n/define-messages.ts';
import fr from '#/i18n/fr/xp-awards.json' with { type: 'json' };
import type { Locale } from '#/i18n/locales.ts';
import { params } from '#/i18n/message-transforms.ts';
import { formatNumber, intlLocale } from './display-formats.ts';
import { ACTIVITY_LABELS, type AwardActivity } from './xp-awards.ts';

export const xpAwardsMessages = defineMessages(
  'xp-awards',
  {
    // The activities' English names are the ledger's own (xp-awards.ts), by activity id.
    ...ACTIVITY_LABELS,
    toast: params('{xp} · {activity}'),
    toastWithStreak: params('{xp} · {activity} (streak {multiplier})'),
    levelReached: params('Level {level} reached'),
    newRank: params('New rank: {rank}'),
    newRankWithNote: params('New rank: {rank} · {note}'),
    badgeEarned: params('Badge earned: {badge}'),
  },
  { fr },
);

/** An activity's name in a language. */
export function activityLabel(activity: AwardActivity, locale: Locale): string {
  return xpAwardsMessages(locale)[activity];
}

const multipliers = new Map<Locale, Intl.NumberFormat>();

/** "×1.5" in English, "×1,5" in French. */
export function formatMultiplierIn(multiplier: number, locale: Locale): string {
  if (locale === 'en') return `×${String(multiplier)}`;
  let format = multipliers.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 2 });
    multipliers.set(locale, format);
  }
  return `×${format.format(multiplier)}`;
}

/** A signed XP amount in a language: "+1,200 XP", "−1 200 XP" (a real minus sign). */
export function formatXpChangeIn(xp: number, locale: Locale): string {
  return `${xp < 0 ? '−' : '+'}${formatNumber(Math.abs(xp), locale)} XP`;
}

/** The toast of one award in a language: "+150 XP · Module finished (streak ×1.5)". */
export function awardToastTextIn(award: { xp: number; activity: AwardActivity; multiplier: number }, locale: Locale): string {
  const t = xpAwardsMessages(locale);
  const values = { xp: formatXpChangeIn(award.xp, locale), activity: t[award.activity] };
  return award.multiplier > 1 ? t.toastWithStreak({ ...values, multiplier: formatMultiplierIn(award.multiplier, locale) }) : t.toast(values);
}
