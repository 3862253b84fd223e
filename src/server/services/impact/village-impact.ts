// The impact a village's members shared with it (rule 32), for its page: entries shared while the author was
// in this village, by authors who still are, newest first. Only members see them; anyone else is refused.
import { VILLAGE_IMPACT_SHOWN } from '#/domain/impact.ts';
import type { Backend } from '../../backend.ts';
import { equal, limit, orderDesc } from '../../store/query.ts';
import { ServiceError } from '../service-error.ts';
import type { ImpactEntry } from './impact-log.ts';
import { communityServiceMessages } from '../villages/community-service.messages.ts';

const m = communityServiceMessages('en');

export interface SharedImpact {
  readonly entry: ImpactEntry;
  readonly authorName: string;
}

/** Read a little more than is shown: entries of people who left the village are dropped after reading. */
const READ_AHEAD = 3;

export async function villageImpact({ store }: Pick<Backend, 'store'>, viewerId: string, villageId: string): Promise<SharedImpact[]> {
  const membership = await store.getRow('village_members', viewerId);
  if (membership?.villageId !== villageId) throw new ServiceError('permission-denied', m.membersSee);
  const [members, rows] = await Promise.all([
    store.findRows('village_members', [equal('villageId', villageId), limit(50)]),
    store.findRows('impact_entries', [equal('villageId', villageId), equal('shared', true), orderDesc('date'), orderDesc('$createdAt'), limit(VILLAGE_IMPACT_SHOWN * READ_AHEAD)]),
  ]);
  const current = new Set(members.map((row) => row.$id));
  const shown = rows.filter((row) => current.has(row.userId)).slice(0, VILLAGE_IMPACT_SHOWN);
  const authorIds = [...new Set(shown.map((row) => row.userId))];
  const authors = authorIds.length > 0 ? await store.findRows('users', [equal('$id', authorIds), limit(authorIds.length)]) : [];
  const names = new Map(authors.map((author) => [author.$id, author.displayName]));
  return shown.map((entry) => ({ entry, authorName: names.get(entry.userId) ?? 'A member' }));
}
