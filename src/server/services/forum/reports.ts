// Reports (rule 31): any learner who can read a post or reply may report it once, with a reason; reports
// wait for an admin in /admin/reports. A learner cannot report their own writing, nor what is already
// hidden or deleted.
import type { ForumViewer } from '#/domain/forum-categories.ts';
import type { Backend } from '../../backend.ts';
import type { FORUM_REPORT_TARGETS } from '../../tables/forum.ts';
import { isStoreError } from '../../store/port.ts';
import { ServiceError } from '../service-error.ts';
import { tallyEvent } from '../summaries/index.ts';
import { visiblePost, visibleReply } from './access.ts';
import { reportRowId } from './row-keys.ts';
import { requireForumOpen } from './forum-gate.ts';
import { forumServiceMessages } from './forum-service.messages.ts';

const m = forumServiceMessages('en');

export type ReportTarget = (typeof FORUM_REPORT_TARGETS)[number];

export interface NewReport {
  readonly targetType: ReportTarget;
  readonly targetId: string;
  readonly reason: string;
}

export const ALREADY_REPORTED = m.alreadyReported;

/** Files the report; returns the discussion's id (for the way back). */
export async function reportContent({ store }: Pick<Backend, 'store'>, viewer: ForumViewer, report: NewReport, now = new Date()): Promise<{ postId: string }> {
  await requireForumOpen(store, viewer);
  return store.transaction(async (tx) => {
    let postId: string;
    let authorId: string;
    let gone: boolean;
    if (report.targetType === 'post') {
      const post = await visiblePost(tx, viewer, report.targetId);
      [postId, authorId, gone] = [post.$id, post.authorId, post.hidden || post.deletedAt !== null];
    } else {
      const { reply, post } = await visibleReply(tx, viewer, report.targetId);
      [postId, authorId, gone] = [post.$id, reply.authorId, reply.hidden || reply.deletedAt !== null];
    }
    if (authorId === viewer.id) throw new ServiceError('permission-denied', m.ownWork);
    if (gone) throw new ServiceError('permission-denied', m.alreadyGone);
    try {
      await tx.createRow('forum_reports', reportRowId(report.targetType, report.targetId, viewer.id), {
        targetType: report.targetType,
        targetId: report.targetId,
        postId,
        reporterId: viewer.id,
        reason: report.reason,
        reportedAt: now.toISOString(),
      });
    } catch (error) {
      if (isStoreError(error, 'conflict')) throw new ServiceError('invalid-argument', ALREADY_REPORTED, { fields: { reason: ALREADY_REPORTED } });
      throw error;
    }
    // The admin dashboard's "reports waiting" (rule 35), counted with the report itself.
    await tallyEvent(tx, { kind: 'forum-report-opened' }, postId);
    return { postId };
  });
}
