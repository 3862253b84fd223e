// A learner's community life as an admin sees it on /admin/user/{id}: their village, their impact log (totals
// and the latest entries) and their forum activity (how much they wrote, their latest discussions, hidden or
// deleted ones included, since an admin moderates them). Each read goes by the learner's id through an index.
import { isImpactCategory, type ImpactCategory } from '#/domain/impact.ts';
import type { Backend } from '../../backend.ts';
import type { RowOf } from '../../schema.ts';
import { equal, limit, orderDesc } from '../../store/query.ts';

/** How many impact entries and discussions the profile lists. */
export const COMMUNITY_LATEST = 5;

export interface LearnerCommunity {
  readonly village: { readonly id: string; readonly name: string; readonly memberCount: number; readonly closed: boolean; readonly founder: boolean } | null;
  readonly impact: {
    readonly entries: number;
    readonly peopleAffected: number;
    readonly byCategory: readonly { readonly category: ImpactCategory; readonly entries: number; readonly peopleAffected: number }[];
    readonly latest: readonly RowOf<'impact_entries'>[];
  };
  readonly forum: {
    readonly posts: number;
    readonly replies: number;
    readonly latest: readonly Pick<RowOf<'forum_posts'>, '$id' | 'title' | 'postedAt' | 'replyCount' | 'hidden' | 'deletedAt'>[];
  };
}

export async function getLearnerCommunity({ store }: Pick<Backend, 'store'>, user: Pick<RowOf<'users'>, '$id' | 'villageId'>): Promise<LearnerCommunity> {
  const [village, totals, entries, author, posts] = await Promise.all([
    user.villageId ? store.getRow('villages', user.villageId) : null,
    store.findRows('impact_totals', [equal('userId', user.$id), limit(20)]),
    store.findRows('impact_entries', [equal('userId', user.$id), orderDesc('date'), limit(COMMUNITY_LATEST)]),
    store.getRow('forum_authors', user.$id),
    store.findRows('forum_posts', [equal('authorId', user.$id), orderDesc('postedAt'), limit(COMMUNITY_LATEST)]),
  ]);
  const all = totals.find((row) => row.category === 'all');
  return {
    village: village && { id: village.$id, name: village.name, memberCount: village.memberCount, closed: village.status !== 'active', founder: village.founderId === user.$id },
    impact: {
      entries: all?.entries ?? 0,
      peopleAffected: all?.peopleAffected ?? 0,
      byCategory: totals.flatMap((row) => (isImpactCategory(row.category) && row.entries > 0 ? [{ category: row.category, entries: row.entries, peopleAffected: row.peopleAffected }] : [])),
      latest: entries,
    },
    forum: {
      posts: author?.posts ?? 0,
      replies: author?.replies ?? 0,
      latest: posts.map(({ $id, title, postedAt, replyCount, hidden, deletedAt }) => ({ $id, title, postedAt, replyCount, hidden, deletedAt })),
    },
  };
}
