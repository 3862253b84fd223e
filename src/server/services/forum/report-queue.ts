// The reports queue for admins (/admin/reports, rules 31, 35): open reports newest first, each with what was
// reported, by whom and why; an admin dismisses one, or hides what it is about, which settles every open
// report of that post or reply at once. Each settlement is written to the audit log in its transaction.
import type { ForumViewer } from '#/domain/forum-categories.ts';
import { excerptOf } from '#/domain/forum-excerpt.ts';
import { isId } from '#/domain/ids.ts';
import type { Backend } from '../../backend.ts';
import type { RowOf } from '../../schema.ts';
import { isStoreError, type StoreOps } from '../../store/port.ts';
import { cursorAfter, equal, limit, orderDesc } from '../../store/query.ts';
import { recordAudit } from '../audit-log.ts';
import { ServiceError } from '../service-error.ts';
import { tallyEvent } from '../summaries/index.ts';
import { requireModerator } from './access.ts';
import { authorCards, cardOf, type AuthorCard } from './authors.ts';
import { moderatePostIn, moderateReplyIn } from './moderation.ts';
import { forumServiceMessages } from './forum-service.messages.ts';

const m = forumServiceMessages('en');

export const REPORTS_PAGE_SIZE = 20;
/** Open reports of one target settled per transaction (Appwrite takes 100 operations in one). */
const SETTLE_BATCH = 40;

export type ReportStatus = RowOf<'forum_reports'>['status'];

export interface ReportView {
  readonly id: string;
  readonly targetType: RowOf<'forum_reports'>['targetType'];
  readonly targetId: string;
  readonly postId: string;
  /** The discussion's title (the reported post's, or the one the reply is in). */
  readonly postTitle: string;
  /** The first words of what was reported. */
  readonly excerpt: string;
  readonly targetAuthor: AuthorCard;
  /** Where the reported writing stands now. */
  readonly targetState: 'shown' | 'hidden' | 'deleted' | 'gone';
  readonly reporter: AuthorCard;
  readonly reason: string;
  readonly reportedAt: string;
  readonly status: ReportStatus;
  readonly outcome: RowOf<'forum_reports'>['outcome'];
  readonly resolvedBy: AuthorCard | null;
  readonly resolvedAt: string | null;
}

export interface ReportPage {
  readonly reports: readonly ReportView[];
  readonly nextCursor: string | null;
}

function stateOf(row: { hidden: boolean; deletedAt: string | null } | null): ReportView['targetState'] {
  if (row === null) return 'gone';
  if (row.deletedAt !== null) return 'deleted';
  return row.hidden ? 'hidden' : 'shown';
}

export async function listReports({ store }: Pick<Backend, 'store'>, admin: ForumViewer, status: ReportStatus, after: string | null = null): Promise<ReportPage> {
  requireModerator(admin);
  const query = [equal('status', status), orderDesc('reportedAt'), limit(REPORTS_PAGE_SIZE + 1)] as const;
  let rows: RowOf<'forum_reports'>[];
  try {
    rows = await store.findRows('forum_reports', isId(after) ? [...query, cursorAfter(after)] : [...query]);
  } catch (error) {
    if (!isStoreError(error, 'not-found')) throw error;
    rows = await store.findRows('forum_reports', [...query]);
  }
  const shown = rows.slice(0, REPORTS_PAGE_SIZE);
  const postIds = [...new Set(shown.map((row) => row.postId))];
  const replyIds = shown.filter((row) => row.targetType === 'reply').map((row) => row.targetId);
  const [posts, replies] = await Promise.all([
    postIds.length === 0 ? [] : store.findRows('forum_posts', [equal('$id', postIds), limit(postIds.length)]),
    replyIds.length === 0 ? [] : store.findRows('forum_replies', [equal('$id', replyIds), limit(replyIds.length)]),
  ]);
  const postsById = new Map(posts.map((post) => [post.$id, post]));
  const repliesById = new Map(replies.map((reply) => [reply.$id, reply]));
  const targetOf = (row: RowOf<'forum_reports'>) => (row.targetType === 'post' ? (postsById.get(row.targetId) ?? null) : (repliesById.get(row.targetId) ?? null));
  const cards = await authorCards(store, shown.flatMap((row) => [row.reporterId, targetOf(row)?.authorId ?? '', row.resolvedBy ?? ''].filter((id) => id !== '')));
  return {
    reports: shown.map((row) => {
      const target = targetOf(row);
      const post = postsById.get(row.postId);
      return {
        id: row.$id,
        targetType: row.targetType,
        targetId: row.targetId,
        postId: row.postId,
        postTitle: post?.title ?? 'A discussion that no longer exists',
        excerpt: target === null ? '' : row.targetType === 'post' && 'excerpt' in target ? target.excerpt : excerptOf(target.body),
        targetAuthor: cardOf(cards, target?.authorId ?? ''),
        targetState: stateOf(target),
        reporter: cardOf(cards, row.reporterId),
        reason: row.reason,
        reportedAt: row.reportedAt,
        status: row.status,
        outcome: row.outcome,
        resolvedBy: row.resolvedBy === null ? null : cardOf(cards, row.resolvedBy),
        resolvedAt: row.resolvedAt,
      };
    }),
    nextCursor: rows.length > REPORTS_PAGE_SIZE ? (shown.at(-1)?.$id ?? null) : null,
  };
}

/** Marks open reports of a target settled, up to a batch; returns how many. */
async function settleOpen(tx: StoreOps, targetId: string, admin: ForumViewer, outcome: 'dismissed' | 'hidden', now: Date, except: string): Promise<number> {
  const open = await tx.findRows('forum_reports', [equal('targetId', targetId), equal('status', 'open'), limit(SETTLE_BATCH)]);
  const others = open.filter((report) => report.$id !== except);
  for (const report of others) await tx.updateRow('forum_reports', report.$id, { status: 'resolved', outcome, resolvedBy: admin.id, resolvedAt: now.toISOString() });
  await tallyEvent(tx, { kind: 'forum-reports-settled', count: others.length }, targetId);
  return others.length;
}

/**
 * Settles a report: `dismissed` (nothing wrong) or `hidden` (what it reports is hidden, and every other open
 * report of it settled too). Returns the discussion's id. A report already settled is refused.
 */
export async function settleReport(
  { store }: Pick<Backend, 'store'>,
  admin: ForumViewer,
  reportId: unknown,
  outcome: 'dismissed' | 'hidden',
  note: string | null,
  now = new Date(),
): Promise<{ postId: string }> {
  requireModerator(admin);
  if (!isId(reportId)) throw new ServiceError('not-found', m.reportMissing);
  const result = await store.transaction(async (tx) => {
    const report = await tx.getRow('forum_reports', reportId);
    if (report === null) throw new ServiceError('not-found', m.reportMissing);
    if (report.status !== 'open') throw new ServiceError('invalid-argument', m.reportSettled);
    let also = 0;
    if (outcome === 'hidden') {
      if (report.targetType === 'post') {
        const post = await tx.getRow('forum_posts', report.targetId);
        if (post !== null) await moderatePostIn(tx, admin, post, 'hide', note ?? `Report: ${report.reason}`, now);
      } else {
        const reply = await tx.getRow('forum_replies', report.targetId);
        if (reply !== null) await moderateReplyIn(tx, admin, reply, 'hide', note ?? `Report: ${report.reason}`, now);
      }
      also = await settleOpen(tx, report.targetId, admin, 'hidden', now, report.$id);
    }
    const after = { status: 'resolved' as const, outcome, resolvedBy: admin.id, resolvedAt: now.toISOString() };
    await tx.updateRow('forum_reports', report.$id, after);
    await tallyEvent(tx, { kind: 'forum-reports-settled', count: 1 }, report.postId);
    await recordAudit(tx, {
      actorId: admin.id,
      action: `forum.report.${outcome}`,
      targetType: 'forum_report',
      targetId: report.$id,
      before: { status: report.status },
      after: { ...after, otherReportsSettled: also },
      reason: note,
      at: now,
    });
    return { postId: report.postId, targetId: report.targetId, more: also === SETTLE_BATCH };
  });
  // Hundreds of reports of one post are settled in further transactions, each within Appwrite's limit.
  let more = result.more;
  while (more) {
    more = await store.transaction(async (tx) => (await settleOpen(tx, result.targetId, admin, 'hidden', now, '')) === SETTLE_BATCH);
  }
  return { postId: result.postId };
}

/** How many reports wait, up to `cap` (the admin menu shows "20+" beyond). */
export async function openReportCount({ store }: Pick<Backend, 'store'>, cap = 20): Promise<number> {
  return (await store.findRows('forum_reports', [equal('status', 'open'), limit(cap)])).length;
}
