// Reading a leadership board (rule 26): the top 50 with positions (equal points share one: 1, 2, 2, 4),
// the viewer's own position even outside the top, with two neighbours above and below, and how many
// learners are on the board. Every position comes from the board's position structure, never from
// counting its rows. An opted-out viewer is on no board but sees, privately, where they would stand.
import {
  BOARD_NEIGHBOURS,
  BOARD_TOP,
  periodKey,
  type BoardPeriod,
  type BoardScope,
} from '#/domain/boards.ts';
import { levelOf, rankOf, type RankName } from '#/domain/levels.ts';
import { competitionPositions } from '#/domain/score-histogram.ts';
import type { Backend } from '../../backend.ts';
import type { RowOf } from '../../schema.ts';
import type { Store } from '../../store/port.ts';
import { equal, greaterThan, lessThan, limit, orderAsc, orderDesc } from '../../store/query.ts';
import { readsMayLag } from '../../store/read-tracking.ts';
import { ServiceError } from '../service-error.ts';
import { boardRowOf, findOnBoard, positionCounter, totalColumn, type BoardRow, type BoardSpec } from './board-positions.ts';
import { gamificationRefusalsMessages } from './gamification-refusals.messages.ts';

const m = gamificationRefusalsMessages('en');

export interface BoardEntry {
  readonly userId: string;
  readonly displayName: string;
  readonly level: number;
  readonly rankName: RankName;
  /** XP in the board's period. */
  readonly points: number;
  readonly position: number;
  readonly isViewer: boolean;
}

export interface BoardView {
  readonly period: BoardPeriod;
  readonly scope: BoardScope;
  /** The scopes this viewer has a board for (a village or organisation they are not part of is not offered). */
  readonly scopes: readonly BoardScope[];
  /** Learners on the board. */
  readonly size: number;
  readonly top: readonly BoardEntry[];
  readonly viewer: {
    readonly points: number;
    /** Null while the viewer has no XP in the period. */
    readonly position: number | null;
    /** False when the viewer opted out: the position is theirs to see only. */
    readonly listed: boolean;
    readonly inTop: boolean;
  };
  /** Outside the top: the neighbours above, the viewer, the neighbours below; empty otherwise. */
  readonly around: readonly BoardEntry[];
}

/** The scopes a learner belongs to. */
export function scopesOf(user: Pick<RowOf<'users'>, 'villageId' | 'organisationId'>): BoardScope[] {
  return ['everyone', ...(user.villageId ? (['village'] as const) : []), ...(user.organisationId ? (['organisation'] as const) : [])];
}

/** The learners just above and just below a score in board order (points down, then user id). */
async function neighbours(store: Store, spec: BoardSpec, score: number, viewerId: string): Promise<{ above: BoardRow[]; below: BoardRow[] }> {
  const n = BOARD_NEIGHBOURS;
  const xp = totalColumn(spec);
  const [higher, tiedBefore, tiedAfter, lower] = await Promise.all([
    findOnBoard(store, spec, [greaterThan(xp, score), orderAsc(xp), orderDesc('$id')], n),
    findOnBoard(store, spec, [equal(xp, score), lessThan('$id', viewerId), orderDesc('$id')], n),
    findOnBoard(store, spec, [equal(xp, score), greaterThan('$id', viewerId), orderAsc('$id')], n),
    findOnBoard(store, spec, [lessThan(xp, score), greaterThan(xp, 0), orderDesc(xp), orderAsc('$id')], n),
  ]);
  return { above: [...higher.reverse(), ...tiedBefore.reverse()].slice(-n), below: [...tiedAfter, ...lower].slice(0, n) };
}

/**
 * Positions of rows next to the viewer, from the viewer's: the nearest higher score s has nobody between it
 * and the viewer's, so its position is the viewer's minus the learners at s; likewise going down.
 */
async function positionsAround(counter: ReturnType<typeof positionCounter>, viewer: { score: number; position: number }, above: BoardRow[], below: BoardRow[]) {
  const positions = new Map<string, number>();
  let position = viewer.position;
  let score = viewer.score;
  for (const row of [...above].reverse()) {
    if (row.xp !== score) {
      position -= await counter.at(row.xp);
      score = row.xp;
    }
    positions.set(row.userId, position);
  }
  position = viewer.position;
  score = viewer.score;
  let atScore = await counter.at(score);
  for (const row of below) {
    if (row.xp !== score) {
      position += atScore;
      score = row.xp;
      atScore = await counter.at(score);
    }
    positions.set(row.userId, position);
  }
  return positions;
}

export async function getLeaderboard(
  { store }: Pick<Backend, 'store'>,
  viewerId: string,
  board: { period: BoardPeriod; scope: BoardScope },
  options: { now?: Date } = {},
): Promise<BoardView> {
  const user = await store.getRow('users', viewerId);
  if (!user) throw new ServiceError('not-found', m.noSuchLearner);
  const scopes = scopesOf(user);
  if (!scopes.includes(board.scope)) {
    throw new ServiceError('not-found', board.scope === 'village' ? m.notInVillage : m.notInOrganisation);
  }
  const spec: BoardSpec = {
    period: periodKey(board.period, options.now ?? new Date()),
    scope: board.scope,
    scopeId: board.scope === 'village' ? user.villageId : board.scope === 'organisation' ? user.organisationId : null,
  };
  const counter = positionCounter(store, spec);
  // Everyone else's rows and the position counts may lag (readsMayLag): every award anywhere moves them, and a
  // kept board page that went stale with each one would render on every request of a busy platform. The
  // viewer's own row is read exactly, so their own XP shows at once.
  const xp = totalColumn(spec);
  const [[topRows, size], own] = await Promise.all([
    readsMayLag(store, () => Promise.all([findOnBoard(store, spec, [greaterThan(xp, 0), orderDesc(xp), orderAsc('$id')], BOARD_TOP), counter.size()])),
    store.getRow('user_points', viewerId),
  ]);
  const ownRow = own ? boardRowOf(own, spec.period) : null;
  const score = ownRow?.xp ?? 0;
  const listed = !user.leaderboardOptOut;
  const topPositions = competitionPositions(topRows.map((row) => row.xp));
  const topIndex = topRows.findIndex((row) => row.userId === viewerId);
  const inTop = topIndex >= 0;
  const position = inTop ? (topPositions[topIndex] ?? null) : score > 0 ? 1 + (await readsMayLag(store, () => counter.above(score))) : null;

  let aroundRows: { row: BoardRow | null; position: number }[] = [];
  if (!inTop && position !== null) {
    const { above, below, positions } = await readsMayLag(store, async () => {
      const near = await neighbours(store, spec, score, viewerId);
      return { ...near, positions: await positionsAround(counter, { score, position }, near.above, near.below) };
    });
    aroundRows = [
      ...above.map((row) => ({ row, position: positions.get(row.userId) ?? position })),
      { row: null, position },
      ...below.map((row) => ({ row, position: positions.get(row.userId) ?? position })),
    ];
  }

  const ids = [...new Set([...topRows.map((row) => row.userId), ...aroundRows.flatMap((entry) => (entry.row ? [entry.row.userId] : [])), viewerId])];
  const people = await readsMayLag(store, () => store.findRows('users', [equal('$id', ids), limit(ids.length)]));
  const names = new Map(people.map((person) => [person.$id, person.displayName]));
  // Level and rank come from the balance, which each learner's row carries with their period total.
  const entry = (row: BoardRow, at: number): BoardEntry => ({
    userId: row.userId,
    displayName: names.get(row.userId) ?? 'A learner',
    level: levelOf(row.balance),
    rankName: rankOf(row.balance).name,
    points: row.xp,
    position: at,
    isViewer: row.userId === viewerId,
  });
  const viewerRow: BoardRow = ownRow ?? { userId: viewerId, xp: 0, balance: 0 };
  return {
    period: board.period,
    scope: board.scope,
    scopes,
    size,
    top: topRows.map((row, index) => entry(row, topPositions[index] ?? index + 1)),
    viewer: { points: score, position, listed, inTop },
    around: aroundRows.map(({ row, position: at }) => entry(row ?? viewerRow, at)),
  };
}
