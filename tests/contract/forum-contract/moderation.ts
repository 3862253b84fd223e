// Contract for moderation and the reports queue (rules 31, 35): only admins moderate; hiding takes a post
// out of the lists and away from everyone but admins and its author, locking stops replies, pinning puts it on
// top; settling a report dismisses it or hides what it reports (settling its other reports); every change is
// in the audit log, with who, what, when and the note, and a change that changes nothing writes nothing.
import { describe, expect, it } from 'vitest';
import type { Store } from '#/server/store/port.ts';
import { equal, limit } from '#/server/store/query.ts';
import { readDiscussion } from '#/server/services/forum/discussion.ts';
import { readFeed } from '#/server/services/forum/feed.ts';
import { moderatePost, moderateReply } from '#/server/services/forum/moderation.ts';
import { editPost } from '#/server/services/forum/posts.ts';
import { listReports, openReportCount, settleReport } from '#/server/services/forum/report-queue.ts';
import { reportContent } from '#/server/services/forum/reports.ts';
import { replyToDiscussion } from '#/server/services/forum/replies.ts';
import { addPerson, expectRefusal, minute, seedPost } from './harness.ts';

export function describeModeration(store: () => Store): void {
  const backend = () => ({ store: store() });
  const all = { categoryId: null, query: '', after: null } as const;
  const audit = async (targetId: string) =>
    (await store().findRows('audit_log', [equal('targetId', targetId), limit(50)])).map((row) => ({
      actorId: row.actorId,
      action: row.action,
      before: row.before === null ? null : JSON.parse(row.before),
      after: row.after === null ? null : JSON.parse(row.after),
      reason: row.reason,
    }));

  describe('moderation', () => {
    it('only admins moderate, and nothing changes when a learner tries', async () => {
      await addPerson(store(), 'ada');
      const bola = await addPerson(store(), 'bola', 'paid');
      const postId = await seedPost(store(), 'ada', 0);
      for (const change of ['hide', 'lock', 'pin'] as const) {
        expect((await expectRefusal(moderatePost(backend(), bola, postId, change, null), 'permission-denied')).message).toBe('Only admins can moderate the forum.');
      }
      expect(await store().getRow('forum_posts', postId)).toMatchObject({ hidden: false, locked: false, pinned: false });
      expect(await audit(postId)).toEqual([]);
    });

    it('hiding takes a post out of the lists; only admins and its author still open it; every change is audited', async () => {
      const ada = await addPerson(store(), 'ada');
      const bola = await addPerson(store(), 'bola');
      const admin = await addPerson(store(), 'boss', 'admin');
      const postId = await seedPost(store(), 'ada', 0);
      expect(await moderatePost(backend(), admin, postId, 'hide', 'Advertising.', minute(5))).toEqual({ postId, changed: true });
      expect(await moderatePost(backend(), admin, postId, 'hide', null, minute(6))).toEqual({ postId, changed: false });
      expect((await readFeed(backend(), bola, all)).discussions).toEqual([]);
      await expectRefusal(readDiscussion(backend(), bola, postId), 'not-found');
      expect((await readDiscussion(backend(), ada, postId)).post.hidden).toBe(true);
      expect((await readDiscussion(backend(), admin, postId)).post.hidden).toBe(true);
      await expectRefusal(replyToDiscussion(backend(), ada, postId, { body: 'Hello?', parentReplyId: null }, minute(7)), 'permission-denied');
      await moderatePost(backend(), admin, postId, 'unhide', 'Checked: fine.', minute(8));
      expect((await readFeed(backend(), bola, all)).discussions.map((post) => post.id)).toEqual([postId]);
      expect(await audit(postId)).toEqual([
        { actorId: 'boss', action: 'forum.post.hide', before: { hidden: false, listed: true }, after: { hidden: true, listed: false }, reason: 'Advertising.' },
        { actorId: 'boss', action: 'forum.post.unhide', before: { hidden: true, listed: false }, after: { hidden: false, listed: true }, reason: 'Checked: fine.' },
      ]);
    });

    it('a hidden post cannot be edited: its author is told why, anyone else finds nothing, and it stays as it was', async () => {
      const ada = await addPerson(store(), 'ada');
      const bola = await addPerson(store(), 'bola');
      const admin = await addPerson(store(), 'boss', 'admin');
      const postId = await seedPost(store(), 'ada', 0);
      await moderatePost(backend(), admin, postId, 'hide', 'Off topic.', minute(5));
      const before = await store().getRow('forum_posts', postId);
      const changes = { title: 'Quietly rewritten', body: 'Nothing to see here.' };
      const refusal = await expectRefusal(editPost(backend(), ada, postId, changes, minute(6)), 'permission-denied');
      expect(refusal.message).toBe('A moderator hid this post, so it cannot be edited.');
      await expectRefusal(editPost(backend(), bola, postId, changes, minute(7)), 'not-found');
      expect(await store().getRow('forum_posts', postId)).toEqual(before);
    });

    it('locking stops new replies; pinning puts a discussion on top of the first page', async () => {
      const ada = await addPerson(store(), 'ada');
      const admin = await addPerson(store(), 'boss', 'admin');
      const older = await seedPost(store(), 'ada', 0);
      await seedPost(store(), 'ada', 10);
      await moderatePost(backend(), admin, older, 'lock', null, minute(20));
      expect((await expectRefusal(replyToDiscussion(backend(), ada, older, { body: 'Can I?', parentReplyId: null }, minute(21)), 'permission-denied')).message).toMatch(/locked/);
      await moderatePost(backend(), admin, older, 'pin', null, minute(22));
      expect((await readFeed(backend(), ada, all)).pinned.map((post) => post.id)).toEqual([older]);
      expect((await audit(older)).map((entry) => entry.action)).toEqual(['forum.post.lock', 'forum.post.pin']);
    });

    it('hiding a reply shows a placeholder to learners, the reply to admins, and takes it off the count', async () => {
      const ada = await addPerson(store(), 'ada');
      const admin = await addPerson(store(), 'boss', 'admin');
      const postId = await seedPost(store(), 'ada', 0);
      const { replyId } = await replyToDiscussion(backend(), ada, postId, { body: 'Something rude.', parentReplyId: null }, minute(1));
      await moderateReply(backend(), admin, replyId, 'hide', 'Rude.', minute(2));
      const learner = await readDiscussion(backend(), ada, postId);
      expect(learner.threads[0]?.starter).toMatchObject({ state: 'hidden', bodyHtml: null });
      expect(learner.post.replyCount).toBe(0);
      expect((await readDiscussion(backend(), admin, postId)).threads[0]?.starter).toMatchObject({ state: 'shown', hidden: true, bodyHtml: '<p>Something rude.</p>' });
      expect((await audit(replyId)).map((entry) => [entry.action, entry.reason])).toEqual([['forum.reply.hide', 'Rude.']]);
    });
  });

  describe('the reports queue', () => {
    it('lists open reports newest first with what was reported and why; only for admins', async () => {
      await addPerson(store(), 'ada');
      const bola = await addPerson(store(), 'bola');
      const chidi = await addPerson(store(), 'chidi');
      const admin = await addPerson(store(), 'boss', 'admin');
      const postId = await seedPost(store(), 'ada', 0);
      await reportContent(backend(), bola, { targetType: 'post', targetId: postId, reason: 'Selling something.' }, minute(1));
      await reportContent(backend(), chidi, { targetType: 'post', targetId: postId, reason: 'Spam, twice a day.' }, minute(2));
      await expectRefusal(listReports(backend(), bola, 'open'), 'permission-denied');
      const { reports } = await listReports(backend(), admin, 'open');
      expect(reports.map((report) => [report.reporter.displayName, report.reason, report.targetState, report.postTitle])).toEqual([
        ['Person chidi', 'Spam, twice a day.', 'shown', 'Discussion at minute 0'],
        ['Person bola', 'Selling something.', 'shown', 'Discussion at minute 0'],
      ]);
      expect(await openReportCount(backend())).toBe(2);
    });

    it('hiding from a report hides the post and settles all its open reports; dismissing settles one; both audited', async () => {
      await addPerson(store(), 'ada');
      const bola = await addPerson(store(), 'bola');
      const chidi = await addPerson(store(), 'chidi');
      const admin = await addPerson(store(), 'boss', 'admin');
      const spam = await seedPost(store(), 'ada', 0);
      const fine = await seedPost(store(), 'ada', 1);
      await reportContent(backend(), bola, { targetType: 'post', targetId: spam, reason: 'Selling something.' }, minute(2));
      await reportContent(backend(), chidi, { targetType: 'post', targetId: spam, reason: 'Spam.' }, minute(3));
      await reportContent(backend(), bola, { targetType: 'post', targetId: fine, reason: 'I disagree with it.' }, minute(4));
      const { reports } = await listReports(backend(), admin, 'open');
      const first = reports.find((report) => report.reason === 'Spam.');
      const disagree = reports.find((report) => report.targetId === fine);
      expect(await settleReport(backend(), admin, first?.id, 'hidden', null, minute(5))).toEqual({ postId: spam });
      await settleReport(backend(), admin, disagree?.id, 'dismissed', 'Disagreeing is allowed.', minute(6));
      await expectRefusal(settleReport(backend(), admin, disagree?.id, 'hidden', null, minute(7)), 'invalid-argument');
      expect(await store().getRow('forum_posts', spam)).toMatchObject({ hidden: true, listed: false });
      expect(await store().getRow('forum_posts', fine)).toMatchObject({ hidden: false });
      expect((await listReports(backend(), admin, 'open')).reports).toEqual([]);
      const settled = (await listReports(backend(), admin, 'resolved')).reports;
      expect(settled.map((report) => [report.reason, report.outcome, report.resolvedBy?.displayName])).toEqual([
        ['I disagree with it.', 'dismissed', 'Person boss'],
        ['Spam.', 'hidden', 'Person boss'],
        ['Selling something.', 'hidden', 'Person boss'],
      ]);
      expect((await audit(spam)).map((entry) => [entry.action, entry.reason])).toEqual([['forum.post.hide', 'Report: Spam.']]);
      expect((await audit(first?.id ?? '')).map((entry) => [entry.action, entry.after.otherReportsSettled])).toEqual([['forum.report.hidden', 1]]);
      expect((await audit(disagree?.id ?? '')).map((entry) => [entry.action, entry.reason])).toEqual([['forum.report.dismissed', 'Disagreeing is allowed.']]);
    });
  });
}
