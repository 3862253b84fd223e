// The forum's forms are checked at the edge (the Actions' zod inputs): every text field has a length limit
// and a message that says what to do; ids that could name nothing are refused before any service runs.
import { describe, expect, it } from 'vitest';
import { editPostForm, likeForm, moderatePostForm, newPostForm, replyForm, reportForm } from '#/server/forms/forum-forms.ts';
import { fieldErrors } from '#/server/forms/form-fields.ts';

function messages(result: { success: boolean; error?: unknown }): Record<string, string> {
  return result.success ? {} : fieldErrors(result.error as Parameters<typeof fieldErrors>[0]);
}

describe('the new discussion form', () => {
  it('takes a category, a title of 5 to 120 characters and a post of 10 to 10,000, trimmed', () => {
    expect(newPostForm.parse({ categoryId: 'general', title: '  Stand-ups  ', body: ' We meet at eight every day. ' })).toEqual({
      categoryId: 'general',
      title: 'Stand-ups',
      body: 'We meet at eight every day.',
    });
  });

  it('says what is wrong with each field', () => {
    expect(messages(newPostForm.safeParse({ categoryId: 'gossip', title: 'Hi', body: null }))).toEqual({
      categoryId: 'Choose a category.',
      title: 'Write at least 5 characters in the title.',
      body: 'Write at least 10 characters in the post.',
    });
    expect(messages(newPostForm.safeParse({ categoryId: 'general', title: 'x'.repeat(121), body: 'y'.repeat(10_001) }))).toEqual({
      title: 'Use at most 120 characters in the title.',
      body: 'Use at most 10,000 characters in the post.',
    });
  });

  it('refuses control characters in the title, keeps tabs and line breaks in the post', () => {
    expect(messages(newPostForm.safeParse({ categoryId: 'general', title: 'Bell \u0007 title', body: 'Line one\n\tindented\r\nline two' }))).toEqual({
      title: 'Remove the invisible control characters.',
    });
  });
});

describe('the other forum forms', () => {
  it('edit: the post id must be an id, with the same title and body rules', () => {
    expect(messages(editPostForm.safeParse({ postId: '../../admin', title: 'A fine title', body: 'A fine body text.' }))).toEqual({ postId: 'That discussion does not exist.' });
  });

  it('reply: 2 to 5,000 characters; a parent that is not an id answers the discussion', () => {
    expect(replyForm.parse({ postId: 'p1', parentReplyId: 'not an id!', body: 'OK, agreed.' })).toEqual({ postId: 'p1', parentReplyId: null, body: 'OK, agreed.', sendKey: null, outboxAccount: null });
    // The send key is a UUID-like key or none: anything else is no key, never a refusal of the reply.
    const key = '6f1c2e34-1111-4a7b-8c9d-0e1f2a3b4c5d';
    expect(replyForm.parse({ postId: 'p1', body: 'OK, agreed.', sendKey: key, outboxAccount: 'ama' })).toMatchObject({ sendKey: key, outboxAccount: 'ama' });
    expect(replyForm.parse({ postId: 'p1', body: 'OK, agreed.', sendKey: 'not a key' })).toMatchObject({ sendKey: null });
    expect(messages(replyForm.safeParse({ postId: 'p1', parentReplyId: '', body: 'y'.repeat(5_001) }))).toEqual({ body: 'Use at most 5,000 characters in the reply.' });
  });

  it('report: a post or a reply, with a reason of 5 to 500 characters', () => {
    expect(messages(reportForm.safeParse({ targetType: 'user', targetId: 'p1', reason: 'Spam' }))).toEqual({
      targetType: 'Choose what to report.',
      reason: 'Write at least 5 characters to say what is wrong.',
    });
  });

  it('like: true or false only', () => {
    expect(likeForm.parse({ postId: 'p1', like: 'true' })).toEqual({ postId: 'p1', like: true });
    expect(likeForm.safeParse({ postId: 'p1', like: 'twice' }).success).toBe(false);
  });

  it('moderation: one of the known changes, with an optional note for the audit log', () => {
    expect(moderatePostForm.parse({ postId: 'p1', change: 'hide', note: '' })).toEqual({ postId: 'p1', change: 'hide', note: null });
    expect(moderatePostForm.safeParse({ postId: 'p1', change: 'delete', note: null }).success).toBe(false);
  });
});
