// The forum's writes (rule 31), posted as forms from /forum, a discussion's page, its edit page and
// /admin/reports, and called from the edit post dialog. Each acts as the signed-in person, whatever ids the
// form carries: the services check that the post or reply is theirs, or that they are an admin (moderation,
// which the services also write to the audit log, rule 35).
import { defineAction, type ActionAPIContext } from 'astro:actions';
import type { ForumViewer } from '#/domain/forum-categories.ts';
import { withFlashToast } from '#/domain/flash-toasts.ts';
import { forumTime } from '#/domain/forum-time.ts';
import { pageLocale } from '#/i18n/page-locale.ts';
import { getBackend } from '#/server/config.ts';
import {
  editPostForm,
  likeForm,
  moderatePostForm,
  moderateReplyForm,
  newPostForm,
  postForm,
  replyForm,
  replyTargetForm,
  reportForm,
  resolveReportForm,
} from '#/server/forms/forum-forms.ts';
import { moderatePost, moderateReply } from '#/server/services/forum/moderation.ts';
import { settleReport } from '#/server/services/forum/report-queue.ts';
import { setLike } from '#/server/services/forum/likes.ts';
import { deletePost, editPost, startDiscussion } from '#/server/services/forum/posts.ts';
import { deleteReply, replyToDiscussion } from '#/server/services/forum/replies.ts';
import { reportContent } from '#/server/services/forum/reports.ts';
import { requireOutboxAccount, requireUser, withServiceErrors } from './service-errors.ts';

function viewerOf(context: ActionAPIContext): ForumViewer {
  const user = requireUser(context);
  return { id: user.id, isAdmin: user.isAdmin, isPaid: user.isPaid };
}

const postPath = (postId: string) => `/forum/posts/${encodeURIComponent(postId)}`;

export const forum = {
  startDiscussion: defineAction({
    accept: 'form',
    input: newPostForm,
    handler: withServiceErrors(async (input, context) => {
      const { postId } = await startDiscussion(await getBackend(), viewerOf(context), input);
      return { redirect: withFlashToast(postPath(postId), 'forum-posted') };
    }),
  }),

  /** From the edit page (a redirect) or the edit post dialog (the post as it now reads). */
  editPost: defineAction({
    accept: 'form',
    input: editPostForm,
    handler: withServiceErrors(async ({ postId, title, body }, context) => {
      const post = await editPost(await getBackend(), viewerOf(context), postId, { title, body });
      const editedLabel = forumTime(post.editedAt, requireUser(context).timezone, pageLocale(context));
      return { redirect: withFlashToast(postPath(post.id), 'forum-edited'), post, editedLabel };
    }),
  }),

  deletePost: defineAction({
    accept: 'form',
    input: postForm,
    handler: withServiceErrors(async ({ postId }, context) => {
      await deletePost(await getBackend(), viewerOf(context), postId);
      return { redirect: withFlashToast('/forum', 'forum-post-deleted') };
    }),
  }),

  reply: defineAction({
    accept: 'form',
    input: replyForm,
    handler: withServiceErrors(async ({ postId, parentReplyId, body, sendKey, outboxAccount }, context) => {
      requireOutboxAccount(context, outboxAccount);
      const { replyId } = await replyToDiscussion(await getBackend(), viewerOf(context), postId, { body, parentReplyId }, new Date(), sendKey);
      return { redirect: `${withFlashToast(`${postPath(postId)}?from=${replyId}`, 'forum-replied')}#reply-${replyId}` };
    }),
  }),

  deleteReply: defineAction({
    accept: 'form',
    input: replyTargetForm,
    handler: withServiceErrors(async ({ replyId }, context) => {
      const { postId } = await deleteReply(await getBackend(), viewerOf(context), replyId);
      return { redirect: `${withFlashToast(`${postPath(postId)}?from=${replyId}`, 'forum-reply-deleted')}#reply-${replyId}` };
    }),
  }),

  like: defineAction({
    accept: 'form',
    input: likeForm,
    handler: withServiceErrors(async ({ postId, like }, context) => {
      const state = await setLike(await getBackend(), viewerOf(context), postId, like);
      return { redirect: `${postPath(postId)}#likes`, ...state };
    }),
  }),

  report: defineAction({
    accept: 'form',
    input: reportForm,
    handler: withServiceErrors(async (report, context) => {
      const { postId } = await reportContent(await getBackend(), viewerOf(context), report);
      const isReply = report.targetType === 'reply';
      const path = isReply ? `${postPath(postId)}?from=${report.targetId}` : postPath(postId);
      return { redirect: withFlashToast(path, 'forum-reported') + (isReply ? `#reply-${report.targetId}` : '') };
    }),
  }),

  /** Admins: hide, unhide, lock, unlock, pin or unpin a discussion. */
  moderatePost: defineAction({
    accept: 'form',
    input: moderatePostForm,
    handler: withServiceErrors(async ({ postId, change, note }, context) => {
      await moderatePost(await getBackend(), viewerOf(context), postId, change, note);
      return { redirect: withFlashToast(postPath(postId), 'forum-moderated') };
    }),
  }),

  /** Admins: hide or unhide a reply. */
  moderateReply: defineAction({
    accept: 'form',
    input: moderateReplyForm,
    handler: withServiceErrors(async ({ replyId, change, note }, context) => {
      const { postId } = await moderateReply(await getBackend(), viewerOf(context), replyId, change, note);
      return { redirect: `${withFlashToast(`${postPath(postId)}?from=${replyId}`, 'forum-moderated')}#reply-${replyId}` };
    }),
  }),

  /** Admins, from /admin/reports: dismiss a report, or hide what it reports (settling its other reports). */
  settleReport: defineAction({
    accept: 'form',
    input: resolveReportForm,
    handler: withServiceErrors(async ({ reportId, outcome, note }, context) => {
      await settleReport(await getBackend(), viewerOf(context), reportId, outcome, note);
      return { redirect: withFlashToast('/admin/reports', 'forum-report-resolved') };
    }),
  }),
};
