// Who wrote what, as the forum shows it (rule 31): display name, level and rank, read for a whole page of
// posts or replies at once (two queries, whatever the page holds).
import { levelOf, rankOf } from '#/domain/levels.ts';
import type { StoreOps } from '../../store/port.ts';
import { equal, limit } from '../../store/query.ts';
import { forumServiceMessages } from './forum-service.messages.ts';

const m = forumServiceMessages('en');

export interface AuthorCard {
  readonly id: string;
  readonly displayName: string;
  readonly level: number;
  readonly rankName: string;
}

/** Appwrite takes at most 100 values in one `equal`. */
const BATCH = 100;

function unknownAuthor(id: string): AuthorCard {
  return { id, displayName: m.formerMember, level: 1, rankName: rankOf(0).name };
}

/** The cards of the given authors, by id (an account that no longer exists reads "Former member"). */
export async function authorCards(store: Pick<StoreOps, 'findRows'>, ids: Iterable<string>): Promise<Map<string, AuthorCard>> {
  const unique = [...new Set(ids)];
  const cards = new Map<string, AuthorCard>();
  for (let start = 0; start < unique.length; start += BATCH) {
    const batch = unique.slice(start, start + BATCH);
    const [users, points] = await Promise.all([
      store.findRows('users', [equal('$id', batch), limit(batch.length)]),
      store.findRows('user_points', [equal('$id', batch), limit(batch.length)]),
    ]);
    const balance = new Map(points.map((row) => [row.$id, row.points]));
    for (const user of users) {
      const xp = balance.get(user.$id) ?? 0;
      cards.set(user.$id, { id: user.$id, displayName: user.displayName, level: levelOf(xp), rankName: rankOf(xp).name });
    }
  }
  for (const id of unique) if (!cards.has(id)) cards.set(id, unknownAuthor(id));
  return cards;
}

/** The card of one author, from a map `authorCards` filled. */
export function cardOf(cards: ReadonlyMap<string, AuthorCard>, id: string): AuthorCard {
  return cards.get(id) ?? unknownAuthor(id);
}
