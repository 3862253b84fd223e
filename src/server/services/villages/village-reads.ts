// What the village screens read: the open villages a learner may join (smallest first, so forming villages
// fill up), and one village as its visitor may see it. A non-member sees what a join decision needs (name,
// description, size, whether it is open); members also see who is in it (display name, level, rank: what
// boards show, rule 26), its board, its challenge and the impact its members shared; only the founder sees
// the invite code.
import { levelOf, rankOf, type RankName } from '#/domain/levels.ts';
import { stageDescription, villageStage, VILLAGE_MAX_MEMBERS, type VillageAccess, type VillageStage } from '#/domain/villages.ts';
import type { Backend } from '../../backend.ts';
import { equal, lessThan, limit, offset, orderAsc, orderDesc } from '../../store/query.ts';
import { getLeaderboard, type BoardView } from '../gamification/index.ts';
import { villageIdOf } from './village-rows.ts';

/** Open villages per page of the list. */
export const OPEN_VILLAGES_PAGE = 20;

export interface VillageSummary {
  readonly id: string;
  readonly name: string;
  readonly description: string | null;
  readonly access: VillageAccess;
  readonly memberCount: number;
  readonly stage: VillageStage;
  readonly stageText: string;
}

export interface VillageMember {
  readonly userId: string;
  readonly displayName: string;
  readonly level: number;
  readonly rankName: RankName;
  readonly isFounder: boolean;
  readonly joinedAt: string;
}

export interface VillagePage {
  readonly village: VillageSummary & { readonly founderId: string; readonly closed: boolean };
  /** The viewer's own village id (this one, another, or none). */
  readonly viewerVillageId: string | null;
  readonly isMember: boolean;
  readonly isFounder: boolean;
  /** The founder only. */
  readonly inviteCode: string | null;
  /** Members only (empty otherwise). */
  readonly members: readonly VillageMember[];
  readonly board: BoardView | null;
}

function summaryOf(row: { $id: string; name: string; description: string | null; access: VillageAccess; memberCount: number; status: 'active' | 'closed' }): VillageSummary {
  return {
    id: row.$id,
    name: row.name,
    description: row.description,
    access: row.access,
    memberCount: row.memberCount,
    stage: villageStage(row),
    stageText: stageDescription(row),
  };
}

/** A page of open villages with room, smallest first (then newest). */
export async function listOpenVillages({ store }: Pick<Backend, 'store'>, page = 1): Promise<{ villages: VillageSummary[]; hasMore: boolean }> {
  const rows = await store.findRows('villages', [
    equal('status', 'active'),
    equal('access', 'open'),
    lessThan('memberCount', VILLAGE_MAX_MEMBERS),
    orderAsc('memberCount'),
    orderDesc('$createdAt'),
    limit(OPEN_VILLAGES_PAGE + 1),
    offset((Math.max(1, page) - 1) * OPEN_VILLAGES_PAGE),
  ]);
  return { villages: rows.slice(0, OPEN_VILLAGES_PAGE).map(summaryOf), hasMore: rows.length > OPEN_VILLAGES_PAGE };
}

/** The members of a village, founder first, then by when they joined. */
export async function villageMembers({ store }: Pick<Backend, 'store'>, villageId: string, founderId: string): Promise<VillageMember[]> {
  const memberships = await store.findRows('village_members', [equal('villageId', villageId), orderAsc('joinedAt'), limit(VILLAGE_MAX_MEMBERS * 2)]);
  const ids = memberships.map((row) => row.$id);
  if (ids.length === 0) return [];
  const [people, balances] = await Promise.all([
    store.findRows('users', [equal('$id', ids), limit(ids.length)]),
    store.findRows('user_points', [equal('$id', ids), limit(ids.length)]),
  ]);
  const names = new Map(people.map((person) => [person.$id, person.displayName]));
  const points = new Map(balances.map((row) => [row.$id, row.points]));
  const members = memberships.map((row) => {
    const balance = points.get(row.$id) ?? 0;
    return { userId: row.$id, displayName: names.get(row.$id) ?? 'A learner', level: levelOf(balance), rankName: rankOf(balance).name, isFounder: row.$id === founderId, joinedAt: row.joinedAt };
  });
  return members.sort((a, b) => Number(b.isFounder) - Number(a.isFounder));
}

/** One village as `viewerId` may see it, or null when there is no such village. */
export async function getVillagePage(backend: Pick<Backend, 'store'>, viewerId: string, villageId: string, options: { now?: Date } = {}): Promise<VillagePage | null> {
  const { store } = backend;
  const [row, viewerVillageId] = await Promise.all([store.getRow('villages', villageId), villageIdOf(store, viewerId)]);
  if (!row) return null;
  const isMember = viewerVillageId === row.$id;
  const isFounder = isMember && row.founderId === viewerId;
  const [members, board] = isMember
    ? await Promise.all([villageMembers(backend, row.$id, row.founderId), getLeaderboard(backend, viewerId, { period: 'all', scope: 'village' }, options)])
    : [[], null];
  return {
    village: { ...summaryOf(row), founderId: row.founderId, closed: row.status === 'closed' },
    viewerVillageId,
    isMember,
    isFounder,
    inviteCode: isFounder ? row.inviteCode : null,
    members,
    board,
  };
}

/** The learner's village, if any (for the dashboard prompt and the side links). */
export async function myVillage({ store }: Pick<Backend, 'store'>, userId: string): Promise<VillageSummary | null> {
  const villageId = await villageIdOf(store, userId);
  if (villageId === null) return null;
  const row = await store.getRow('villages', villageId);
  return row ? summaryOf(row) : null;
}
