// The badges page: the badges a learner holds (with the date) and those still locked, with how far they
// are ("3 of 5 modules"). Badges are public achievements, so anyone may read a learner's earned badges.
import { badgeProgress, type BadgeDefinition, type BadgeProgress, type Measures } from '#/domain/badges.ts';
import { streakOn } from '#/domain/streak.ts';
import { localDateTime, zoneOrUtc } from '#/domain/time-zones.ts';
import type { Backend } from '../../backend.ts';
import { equal, limit } from '../../store/query.ts';
import { badgeCatalogue } from './badge-catalogue.ts';
import { streakStateOf } from './streak-state.ts';

export interface HeldBadge {
  readonly badge: BadgeDefinition;
  readonly awardedAt: string;
}

export interface LockedBadge {
  readonly badge: BadgeDefinition;
  readonly progress: BadgeProgress;
}

export interface BadgeBoard {
  readonly earned: readonly HeldBadge[];
  readonly locked: readonly LockedBadge[];
}

export async function getBadgeBoard(
  { store }: Pick<Backend, 'store'>,
  userId: string,
  options: { now?: Date; badges?: readonly BadgeDefinition[] } = {},
): Promise<BadgeBoard> {
  const [user, points, held, counters] = await Promise.all([
    store.getRow('users', userId),
    store.getRow('user_points', userId),
    store.findRows('badges_awarded', [equal('userId', userId), limit(500)]),
    store.findRows('achievement_counts', [equal('userId', userId), limit(100)]),
  ]);
  const today = localDateTime(zoneOrUtc(user?.timezone), options.now ?? new Date()).date;
  const measures: Measures = {
    xp: points?.points ?? 0,
    streakDays: streakOn(streakStateOf(points), today).days,
    counters: Object.fromEntries(counters.map((row) => [row.kind, row.count])),
  };
  const heldAt = new Map(held.map((row) => [row.badgeId, row.awardedAt]));
  const catalogue = options.badges ?? badgeCatalogue();
  return {
    earned: catalogue
      .filter((badge) => heldAt.has(badge.id))
      .map((badge) => ({ badge, awardedAt: heldAt.get(badge.id) ?? '' }))
      .sort((a, b) => b.awardedAt.localeCompare(a.awardedAt) || a.badge.order - b.badge.order),
    locked: catalogue.filter((badge) => !heldAt.has(badge.id)).map((badge) => ({ badge, progress: badgeProgress(badge.criterion, measures) })),
  };
}
