// The forum (rule 31): posts, replies, likes, reports and the per-author counts the limits read.
// Part of the one schema (src/server/schema.ts spreads these tables in), kept in a file of its own so that
// each feature's tables read together.
import { FORUM_CATEGORY_IDS } from '#/domain/forum-categories.ts';
import { FIELD_LIMITS } from '#/domain/forum-limits.ts';
import type { TableSpec } from '../schema.ts';

/** What a forum report is about, where it stands, and how an admin settled it. */
export const FORUM_REPORT_TARGETS = ['post', 'reply'] as const;
export const FORUM_REPORT_STATUSES = ['open', 'resolved'] as const;
export const FORUM_REPORT_OUTCOMES = ['dismissed', 'hidden'] as const;

/**
 * Forum text columns hold more than the form accepts (FIELD_LIMITS): over 16,381 characters Appwrite keeps a
 * column as TEXT, outside MariaDB's 64 KB row limit, and rendered HTML can be several times its markdown.
 */
const FORUM_TEXT_SIZE = 20_000;
const FORUM_HTML_SIZE = 100_000;

export const FORUM_TABLES = {
  forum_posts: {
    name: 'Forum posts',
    columns: {
      authorId: { type: 'string', size: 36, required: true },
      categoryId: { type: 'enum', elements: FORUM_CATEGORY_IDS, required: true },
      title: { type: 'string', size: FIELD_LIMITS.title.max, required: true },
      /** The markdown as the author typed it. */
      body: { type: 'text', size: FORUM_TEXT_SIZE, required: true },
      /** The body rendered and sanitised when it was written (services/forum/markdown.ts), so a read renders nothing. */
      bodyHtml: { type: 'text', size: FORUM_HTML_SIZE, required: true },
      /** The first words of the body, for the forum list (src/domain/forum-excerpt.ts). */
      excerpt: { type: 'string', size: 200, required: true },
      /** Title and body, for the fulltext index that search uses. */
      searchText: { type: 'text', size: FORUM_TEXT_SIZE, required: true },
      postedAt: { type: 'datetime', required: true },
      /** The post's own time, then each reply's: the list shows newest activity first. */
      lastActivityAt: { type: 'datetime', required: true },
      editedAt: { type: 'datetime', required: false },
      /** Soft delete by the author: the thread stays readable behind a placeholder. */
      deletedAt: { type: 'datetime', required: false },
      pinned: { type: 'boolean', required: true, default: false },
      locked: { type: 'boolean', required: true, default: false },
      hidden: { type: 'boolean', required: true, default: false },
      /** In the forum's lists: neither hidden nor deleted (kept by the service, so the lists' index can lead with it). */
      listed: { type: 'boolean', required: true, default: true },
      replyCount: { type: 'integer', required: true, default: 0, min: 0 },
      likeCount: { type: 'integer', required: true, default: 0, min: 0 },
    },
    indexes: [
      // The lists and search walk these newest activity first and stop after a page (pinned posts, a handful,
      // are skipped on the way): never a sort of every post, never an offset.
      { key: 'forum_posts_feed', type: 'key', columns: ['listed', 'lastActivityAt'], orders: ['asc', 'desc'] },
      { key: 'forum_posts_category_feed', type: 'key', columns: ['categoryId', 'listed', 'lastActivityAt'], orders: ['asc', 'asc', 'desc'] },
      { key: 'forum_posts_pinned', type: 'key', columns: ['pinned', 'listed', 'lastActivityAt'], orders: ['asc', 'asc', 'desc'] },
      { key: 'forum_posts_author', type: 'key', columns: ['authorId', 'postedAt'], orders: ['asc', 'desc'] },
      { key: 'forum_posts_hidden', type: 'key', columns: ['hidden', 'lastActivityAt'], orders: ['asc', 'desc'] },
      { key: 'forum_posts_search', type: 'fulltext', columns: ['searchText'] },
    ],
  },
  forum_replies: {
    name: 'Forum replies',
    columns: {
      postId: { type: 'string', size: 36, required: true },
      authorId: { type: 'string', size: 36, required: true },
      /** The reply that started the thread this one answers; null when it answers the post. */
      parentReplyId: { type: 'string', size: 36, required: false },
      body: { type: 'text', size: FORUM_TEXT_SIZE, required: true },
      bodyHtml: { type: 'text', size: FORUM_HTML_SIZE, required: true },
      /** Orders a post's replies thread by thread (src/domain/forum-threads.ts). */
      sortKey: { type: 'string', size: 160, required: true },
      postedAt: { type: 'datetime', required: true },
      deletedAt: { type: 'datetime', required: false },
      hidden: { type: 'boolean', required: true, default: false },
    },
    indexes: [
      { key: 'forum_replies_thread', type: 'key', columns: ['postId', 'sortKey'] },
      { key: 'forum_replies_author', type: 'key', columns: ['authorId', 'postedAt'], orders: ['asc', 'desc'] },
    ],
  },
  forum_likes: {
    name: 'Forum likes',
    columns: {
      // One per learner and post: the row id is derived from both (services/forum/row-keys.ts).
      postId: { type: 'string', size: 36, required: true },
      userId: { type: 'string', size: 36, required: true },
      likedAt: { type: 'datetime', required: true },
    },
    indexes: [{ key: 'forum_likes_post_user', type: 'unique', columns: ['postId', 'userId'] }],
  },
  forum_reports: {
    name: 'Forum reports',
    columns: {
      // One per learner and post or reply: the row id is derived from the three.
      targetType: { type: 'enum', elements: FORUM_REPORT_TARGETS, required: true },
      targetId: { type: 'string', size: 36, required: true },
      /** The post itself, or the post the reply belongs to (for the link). */
      postId: { type: 'string', size: 36, required: true },
      reporterId: { type: 'string', size: 36, required: true },
      reason: { type: 'string', size: FIELD_LIMITS.reportReason.max, required: true },
      reportedAt: { type: 'datetime', required: true },
      status: { type: 'enum', elements: FORUM_REPORT_STATUSES, required: true, default: 'open' },
      outcome: { type: 'enum', elements: FORUM_REPORT_OUTCOMES, required: false },
      resolvedBy: { type: 'string', size: 36, required: false },
      resolvedAt: { type: 'datetime', required: false },
    },
    indexes: [
      { key: 'forum_reports_queue', type: 'key', columns: ['status', 'reportedAt'], orders: ['asc', 'desc'] },
      { key: 'forum_reports_target', type: 'key', columns: ['targetId', 'status'] },
    ],
  },
  forum_authors: {
    name: 'Forum authors',
    columns: {
      // One per learner who posted (row id = user id): what they have posted, counted as it happens. Every
      // post or reply bumps it first thing in its transaction, so on Appwrite two at once from one learner
      // collide at commit and the second runs again, seeing the first (the hourly limit holds).
      posts: { type: 'integer', required: true, default: 0, min: 0 },
      replies: { type: 'integer', required: true, default: 0, min: 0 },
    },
    indexes: [],
  },
} as const satisfies Record<string, TableSpec>;
