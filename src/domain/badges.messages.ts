// How far a learner is towards a badge, in the reader's language ("3 of 5 modules", "3 sur 5 modules"): the
// units of each measure, counted. The criteria themselves stay in badges.ts.
import { count } from '#/i18n/message-transforms.ts';
import { defineMessages } from '#/i18n/define-messages.ts';
import fr from '#/i18n/fr/badge-progress.json' with { type: 'json' };
import type { Locale } from '#/i18n/locales.ts';
import { formatNumber } from './display-formats.ts';
import { GRANTED, type BadgeCriterion, type BadgeProgress } from './badges.ts';

export const badgeProgressMessages = defineMessages(
  'badge-progress',
  {
    of: 'of',
    grantedWithVillage: 'Earned with your village',
    streak_days: count({ one: 'day in a row', other: 'days in a row' }),
    onboarding: count({ one: 'onboarding', other: 'onboardings' }),
    module: count({ one: 'module', other: 'modules' }),
    webinar: count({ one: 'webinar', other: 'webinars' }),
    peer_mentoring: count({ one: 'mentoring session', other: 'mentoring sessions' }),
    weekly_reflection: count({ one: 'weekly reflection', other: 'weekly reflections' }),
    capstone: count({ one: 'approved capstone', other: 'approved capstones' }),
    forum_post: count({ one: 'forum discussion started', other: 'forum discussions started' }),
    impact_entry: count({ one: 'impact entry', other: 'impact entries' }),
    village_founded: count({ one: 'village founded', other: 'villages founded' }),
    journey_completed: count({ one: 'journey completed', other: 'journeys completed' }),
  },
  { fr },
);

/** A badge's progress text in a language, from the figures badgeProgress worked out. */
export function badgeProgressText(criterion: BadgeCriterion, progress: BadgeProgress, locale: Locale): string {
  if (locale === 'en') return progress.text;
  const t = badgeProgressMessages(locale);
  if (criterion.measure === GRANTED) return t.grantedWithVillage;
  const unit = criterion.measure === 'xp' || criterion.measure === 'rank' ? 'XP' : t[criterion.measure](progress.target);
  return `${formatNumber(progress.current, locale)} ${t.of} ${formatNumber(progress.target, locale)} ${unit}`;
}
