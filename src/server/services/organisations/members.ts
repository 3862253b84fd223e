// An organisation's members with their progress (the /team page, and the admin's view): name, leader or
// member, journey, modules done, XP this month, last active. Cursor-paged by name (an index holds
// organisation + name), so the 200th page of a 10,000-member organisation costs what the first does; the
// progress of a page is three reads, never a scan of the organisation.
import { utcMonthKey } from '#/domain/time-zones.ts';
import { scoreIn } from '#/domain/boards.ts';
import type { Backend } from '../../backend.ts';
import type { RowOf } from '../../schema.ts';
import type { Query } from '../../store/query.ts';
import { cursorAfter, equal, limit, orderAsc, search } from '../../store/query.ts';
import { requireAdmin, requireLeader } from './actors.ts';

export const MEMBERS_PAGE_SIZE = 50;

export interface MemberProgress {
  readonly userId: string;
  readonly displayName: string;
  readonly isLeader: boolean;
  readonly journey: RowOf<'users'>['journey'];
  readonly modulesDone: number;
  readonly xpThisMonth: number;
  /** ISO time, or null when never active. */
  readonly lastActive: string | null;
}

export interface MembersPage {
  readonly members: readonly MemberProgress[];
  /** The id to pass as `after` for the next page; null on the last page. */
  readonly nextCursor: string | null;
}

export interface MembersQuery {
  /** The last member of the previous page (from `nextCursor`). */
  readonly after?: string | null;
  /** Words that must all occur in the display name. */
  readonly search?: string | null;
  readonly now?: Date;
}

async function readMembers({ store }: Pick<Backend, 'store'>, organisationId: string, query: MembersQuery): Promise<MembersPage> {
  const filters: Query<'users'>[] = [equal('organisationId', organisationId)];
  const words = query.search?.trim();
  if (words) filters.push(search('displayName', words));
  // A cursor that is not one of this organisation's members (edited by hand, or gone) starts from the top.
  const cursorRow = query.after ? await store.getRow('users', query.after) : null;
  const after = cursorRow?.organisationId === organisationId ? [cursorAfter(cursorRow.$id)] : [];
  const rows = await store.findRows('users', [...filters, orderAsc('displayName'), ...after, limit(MEMBERS_PAGE_SIZE + 1)]);
  const page = rows.slice(0, MEMBERS_PAGE_SIZE);
  const ids = page.map((row) => row.$id);
  const month = utcMonthKey(query.now ?? new Date());
  const [totals, modules] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          store.findRows('user_points', [equal('$id', ids), limit(ids.length)]),
          store.findRows('achievement_counts', [equal('userId', ids), equal('kind', 'module'), limit(ids.length)]),
        ]);
  const xp = new Map(totals.map((row) => [row.$id, scoreIn(row, month)]));
  const done = new Map(modules.map((row) => [row.userId, row.count]));
  return {
    members: page.map((row) => ({
      userId: row.$id,
      displayName: row.displayName,
      isLeader: row.transformationTier === 'corporate_leader',
      journey: row.journey,
      modulesDone: done.get(row.$id) ?? 0,
      xpThisMonth: xp.get(row.$id) ?? 0,
      lastActive: row.lastActive,
    })),
    nextCursor: rows.length > MEMBERS_PAGE_SIZE ? (page.at(-1)?.$id ?? null) : null,
  };
}

/** The leader's own organisation's members: a leader never names which organisation, so never reads another's. */
export async function listTeamMembers(backend: Pick<Backend, 'store'>, actorId: string, query: MembersQuery = {}): Promise<MembersPage> {
  const { organisation } = await requireLeader(backend.store, actorId);
  return readMembers(backend, organisation.$id, query);
}

export async function listOrganisationMembers(backend: Pick<Backend, 'store'>, actorId: string, organisationId: string, query: MembersQuery = {}): Promise<MembersPage> {
  await requireAdmin(backend.store, actorId);
  return readMembers(backend, organisationId, query);
}
