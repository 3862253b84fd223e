// Whether the forum is open to someone (rule 31, and the "forum open to free learners" switch of
// /admin/settings): paid members and admins always; free learners while the switch is on. Every forum service a
// learner calls asks here first, so closing the forum closes its pages and its Actions alike.
import type { ForumViewer } from '#/domain/forum-categories.ts';
import type { StoreOps } from '../../store/port.ts';
import { ServiceError } from '../service-error.ts';
import { readFeatureToggles } from '../site-settings.ts';
import { forumServiceMessages } from './forum-service.messages.ts';

const m = forumServiceMessages('en');

export const FORUM_FOR_PAID_MEMBERS = m.closedForFree;

export async function forumOpenTo(store: Pick<StoreOps, 'getRow'>, viewer: Pick<ForumViewer, 'isAdmin' | 'isPaid'>): Promise<boolean> {
  if (viewer.isAdmin || viewer.isPaid) return true;
  return (await readFeatureToggles(store)).forumOpenToFree;
}

/** Refuses a free learner while the forum is for paid members only. */
export async function requireForumOpen(store: Pick<StoreOps, 'getRow'>, viewer: Pick<ForumViewer, 'isAdmin' | 'isPaid'>): Promise<void> {
  if (!(await forumOpenTo(store, viewer))) throw new ServiceError('permission-denied', FORUM_FOR_PAID_MEMBERS);
}
