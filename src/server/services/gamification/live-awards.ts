// What the learner's browser toasts when their points row changes: every award and badge recorded after
// the version it last saw, as short messages ("+150 XP · Module finished (streak ×1.5)", "Level 3 reached",
// "New rank: Change Architect", "Badge earned: First module"). Embedded and Appwrite modes share it: the
// browser learns that something changed (server-sent events or Appwrite Realtime) and asks for this.
import { levelOf, rankOf } from '#/domain/levels.ts';
import { rankLabel, rankNoteLabel } from '#/domain/levels.messages.ts';
import { awardToastTextIn, xpAwardsMessages } from '#/domain/xp-awards.messages.ts';
import type { Locale } from '#/i18n/locales.ts';
import type { Backend } from '../../backend.ts';
import { equal, greaterThan, limit, orderAsc, orderDesc } from '../../store/query.ts';
import { badgeNameIn } from './badge-catalogue.ts';
import { ledgerEntry } from './ledger-entry.ts';
import { requireOwn } from './standing.ts';

/** At most this many events are told at once (a browser far behind gets the latest, not a flood). */
export const MAX_LIVE_EVENTS = 8;

export interface LiveToast {
  readonly kind: 'xp' | 'level' | 'rank' | 'badge';
  readonly text: string;
}

export interface LiveAwards {
  /** The newest version covered: ask for the awards after it next time. */
  readonly version: number;
  readonly toasts: readonly LiveToast[];
}

export async function awardsSince(
  { store }: Pick<Backend, 'store'>,
  actorId: string,
  userId: string,
  since: number,
  /** The learner's language: the toasts are written in it. */
  locale: Locale = 'en',
): Promise<LiveAwards> {
  requireOwn(actorId, userId);
  const after = Number.isSafeInteger(since) && since >= 0 ? since : 0;
  const [points, entries, badges] = await Promise.all([
    store.getRow('user_points', userId),
    store.findRows('points_transactions', [equal('userId', userId), greaterThan('version', after), orderDesc('version'), limit(MAX_LIVE_EVENTS)]),
    store.findRows('badges_awarded', [equal('userId', userId), greaterThan('version', after), orderAsc('version'), limit(MAX_LIVE_EVENTS)]),
  ]);
  const t = xpAwardsMessages(locale);
  const events: { version: number; order: number; toast: LiveToast }[] = [];
  for (const entry of entries.map(ledgerEntry)) {
    const before = entry.balanceAfter - entry.xp;
    events.push({ version: entry.version, order: 0, toast: { kind: 'xp', text: awardToastTextIn(entry, locale) } });
    if (levelOf(entry.balanceAfter) > levelOf(before)) {
      events.push({ version: entry.version, order: 1, toast: { kind: 'level', text: t.levelReached({ level: levelOf(entry.balanceAfter) }) } });
    }
    const rank = rankOf(entry.balanceAfter);
    if (rank.number > rankOf(before).number) {
      events.push({ version: entry.version, order: 2, toast: { kind: 'rank', text: rank.note ? t.newRankWithNote({ rank: rankLabel(rank.name, locale), note: rankNoteLabel(rank.note, locale) }) : t.newRank({ rank: rankLabel(rank.name, locale) }) } });
    }
  }
  for (const badge of badges) {
    events.push({ version: badge.version, order: 3, toast: { kind: 'badge', text: t.badgeEarned({ badge: badgeNameIn(badge.badgeId, locale) }) } });
  }
  events.sort((a, b) => a.version - b.version || a.order - b.order);
  return { version: Math.max(after, points?.version ?? 0), toasts: events.slice(-MAX_LIVE_EVENTS * 2).map((event) => event.toast) };
}
