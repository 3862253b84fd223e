// What anyone may see of a learner's gamification on their public profile: the badges they earned and,
// unless they opted out of the boards (rule 26), their all-time positions on everyone's board and on their
// village's and organisation's, each from the board's position structure.
import { ALL_TIME } from '#/domain/boards.ts';
import type { Backend } from '../../backend.ts';
import { getBadgeBoard, type HeldBadge } from './badge-board.ts';
import { positionCounter, type BoardSpec } from './board-positions.ts';
import { readsMayLag } from '../../store/read-tracking.ts';

export interface BoardPositions {
  /** Position on everyone's all-time board. */
  readonly everyone: number;
  /** On their village's all-time board, when they are in a village. */
  readonly village: number | null;
  /** On their organisation's all-time board, when they belong to one. */
  readonly organisation: number | null;
}

export interface PublicStanding {
  readonly badges: readonly HeldBadge[];
  /** Null when the learner opted out of the boards, or has no XP yet. */
  readonly positions: BoardPositions | null;
}

export async function getPublicStanding({ store }: Pick<Backend, 'store'>, userId: string): Promise<PublicStanding> {
  const [user, row, badges] = await Promise.all([
    store.getRow('users', userId),
    store.getRow('user_points', userId),
    getBadgeBoard({ store }, userId),
  ]);
  if (!user || user.leaderboardOptOut || !row || row.points <= 0) return { badges: badges.earned, positions: null };
  // Everyone else's scores move the positions with every award anywhere: reads that may lag, as on the board
  // (leaderboard.ts); the learner's own row above is read exactly.
  const positionOn = async (spec: BoardSpec) => 1 + (await readsMayLag(store, () => positionCounter(store, spec).above(row.points)));
  const [everyone, village, organisation] = await Promise.all([
    positionOn({ period: ALL_TIME, scope: 'everyone', scopeId: null }),
    user.villageId ? positionOn({ period: ALL_TIME, scope: 'village', scopeId: user.villageId }) : null,
    user.organisationId ? positionOn({ period: ALL_TIME, scope: 'organisation', scopeId: user.organisationId }) : null,
  ]);
  return { badges: badges.earned, positions: { everyone, village, organisation } };
}
