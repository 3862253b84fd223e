// The offline outbox's rules (src/lib/outbox/outbox-rules.ts): one item per module answer and per send key
// (impact entries, forum replies, weekly reflections),
// kept per account; sent oldest first, one at a time; a sent item is dropped, a refused one keeps its text with
// the reason and is not sent again, an unreached or held one stays and stops the round; what an Action's
// answer means; what is posted (with the account it was kept for); answers kept by the older outbox carried over.
import { describe, expect, it } from 'vitest';
import {
  fieldsToSend,
  isOutboxItem,
  legacyModuleAnswers,
  memoryQueue,
  OUTBOX_KINDS,
  outboxItemId,
  outcomeOfStatus,
  reasonOf,
  sendWaiting,
  type OutboxItem,
  type SendOutcome,
} from '#/lib/outbox/outbox-rules.ts';
import { isSendKey } from '#/domain/send-keys.ts';

const KEY_A = '6f1c2e34-1111-4a7b-8c9d-0e1f2a3b4c5d';
const KEY_B = '6f1c2e34-2222-4a7b-8c9d-0e1f2a3b4c5d';

function item(kind: OutboxItem['kind'], fields: Record<string, string>, overrides: Partial<OutboxItem> = {}): OutboxItem {
  return { id: outboxItemId(kind, fields) ?? 'none', kind, accountId: 'ama', fields, label: 'A label', page: '/impact-log', keptAt: '2026-11-23T08:00:00.000Z', ...overrides };
}

describe('what an item is', () => {
  it('one per module for answers (the last typed replaces it), one per send key for entries, replies and reflections', () => {
    expect(outboxItemId('module-answer', { moduleId: 'm1', answer: 'x' })).toBe('module-answer:m1');
    expect(outboxItemId('impact-entry', { sendKey: KEY_A, title: 't' })).toBe(`impact-entry:${KEY_A}`);
    expect(outboxItemId('forum-reply', { sendKey: KEY_B, body: 'b' })).toBe(`forum-reply:${KEY_B}`);
    expect(outboxItemId('weekly-reflection', { sendKey: KEY_A, text: 'This week…' })).toBe(`weekly-reflection:${KEY_A}`);
    expect(outboxItemId('forum-reply', { body: 'no key' })).toBeNull();
    expect(outboxItemId('weekly-reflection', { text: 'no key' })).toBeNull();
  });

  it('each kind goes to the Action its form posts to', () => {
    expect(OUTBOX_KINDS).toEqual({
      'module-answer': { action: 'journey.completeModule' },
      'impact-entry': { action: 'impact.add' },
      'forum-reply': { action: 'forum.reply' },
      'weekly-reflection': { action: 'journey.reflect' },
    });
  });

  it('reads only well-formed items back from storage', () => {
    expect(isOutboxItem(item('impact-entry', { sendKey: KEY_A }))).toBe(true);
    expect(isOutboxItem(item('weekly-reflection', { sendKey: KEY_A, text: 'This week…' }, { page: '/journey/reflections' }))).toBe(true);
    expect(isOutboxItem({ ...item('impact-entry', { sendKey: KEY_A }), kind: 'weekly-poem' })).toBe(false);
    expect(isOutboxItem({ ...item('impact-entry', { sendKey: KEY_A }), fields: { peopleAffected: 3 } })).toBe(false);
    expect(isOutboxItem(null)).toBe(false);
  });

  it('posts the fields as typed with the account it was kept for, whatever an old field said', () => {
    const kept = item('forum-reply', { postId: 'p1', body: 'Hello', sendKey: KEY_A, outboxAccount: 'kofi' });
    expect(fieldsToSend(kept)).toEqual([['postId', 'p1'], ['body', 'Hello'], ['sendKey', KEY_A], ['outboxAccount', 'ama']]);
  });

  it('a send key is a UUID-like string, never free text', () => {
    expect(isSendKey(KEY_A)).toBe(true);
    expect(isSendKey('a'.repeat(32))).toBe(true);
    expect(isSendKey('short')).toBe(false);
    expect(isSendKey('x'.repeat(65))).toBe(false);
    expect(isSendKey('<script>alert(1)</script>xxxxxxxx')).toBe(false);
  });
});

describe('what an answer means', () => {
  it('2xx is sent; 401 holds it for its account; 408, 429, 5xx and no answer are tried later; other refusals keep the reason', () => {
    expect(outcomeOfStatus(200, '', '/journey/modules/m2')).toEqual({ kind: 'sent', redirect: '/journey/modules/m2' });
    expect(outcomeOfStatus(401, 'Sign in first.')).toEqual({ kind: 'held' });
    for (const status of [0, 408, 429, 500, 503]) expect(outcomeOfStatus(status, 'x')).toEqual({ kind: 'unreached' });
    expect(outcomeOfStatus(400, 'Write at least 40 characters.')).toEqual({ kind: 'refused', message: 'Write at least 40 characters.' });
    expect(outcomeOfStatus(403, 'This discussion is locked.')).toEqual({ kind: 'refused', message: 'This discussion is locked.' });
  });

  it('the reason is a field’s message for input errors, else the error’s message', () => {
    expect(reasonOf({ type: 'AstroActionInputError', message: 'Failed to validate', issues: [{ path: ['body'], message: 'Write a reply.' }] })).toBe('Write a reply.');
    expect(reasonOf({ code: 'FORBIDDEN', message: 'This discussion is locked.' })).toBe('This discussion is locked.');
    expect(reasonOf('oops')).toBe('');
  });
});

describe('sending what waits', () => {
  const entry = (key: string, keptAt: string) => item('impact-entry', { sendKey: key, title: key }, { keptAt });

  it('sends oldest first and drops what was sent', async () => {
    const queue = memoryQueue([entry(KEY_B, '2026-11-23T09:00:00.000Z'), entry(KEY_A, '2026-11-23T08:00:00.000Z')]);
    const sent: string[] = [];
    await sendWaiting(queue, 'ama', async (one) => {
      sent.push(one.fields.sendKey ?? '');
      return { kind: 'sent', redirect: null };
    });
    expect(sent).toEqual([KEY_A, KEY_B]);
    expect(queue.items.size).toBe(0);
  });

  it('sends only the account’s own items, never another account’s', async () => {
    const queue = memoryQueue([entry(KEY_A, '2026-11-23T08:00:00.000Z'), { ...entry(KEY_B, '2026-11-23T08:00:00.000Z'), accountId: 'kofi' }]);
    const sentFor: string[] = [];
    await sendWaiting(queue, 'ama', async (one) => {
      sentFor.push(one.accountId);
      return { kind: 'sent', redirect: null };
    });
    expect(sentFor).toEqual(['ama']);
    expect([...queue.items.values()].map((one) => one.accountId)).toEqual(['kofi']);
  });

  it('a refused item keeps its text with the reason and is not sent again', async () => {
    const queue = memoryQueue([entry(KEY_A, '2026-11-23T08:00:00.000Z'), entry(KEY_B, '2026-11-23T09:00:00.000Z')]);
    const outcomes: SendOutcome[] = [{ kind: 'refused', message: 'Choose a date that is not in the future.' }, { kind: 'sent', redirect: null }];
    await sendWaiting(queue, 'ama', async () => outcomes.shift() ?? { kind: 'unreached' });
    expect([...queue.items.values()]).toEqual([{ ...entry(KEY_A, '2026-11-23T08:00:00.000Z'), refused: 'Choose a date that is not in the future.' }]);
    let calls = 0;
    await sendWaiting(queue, 'ama', async () => {
      calls += 1;
      return { kind: 'sent', redirect: null };
    });
    expect(calls).toBe(0);
  });

  it('an unreached or held item stays, and so does everything after it', async () => {
    for (const stop of [{ kind: 'unreached' }, { kind: 'held' }] as const) {
      const queue = memoryQueue([entry(KEY_A, '2026-11-23T08:00:00.000Z'), entry(KEY_B, '2026-11-23T09:00:00.000Z')]);
      let calls = 0;
      const results = await sendWaiting(queue, 'ama', async () => {
        calls += 1;
        return stop;
      });
      expect(calls).toBe(1);
      expect(results.map((result) => result.outcome)).toEqual([stop]);
      expect(queue.items.size).toBe(2);
    }
  });

  it('an item another sender removed meanwhile is not brought back by a refusal', async () => {
    const kept = entry(KEY_A, '2026-11-23T08:00:00.000Z');
    const queue = memoryQueue([kept]);
    await sendWaiting(queue, 'ama', async () => {
      await queue.remove(kept.id);
      return { kind: 'refused', message: 'Already done.' };
    });
    expect(queue.items.size).toBe(0);
  });
});

describe('answers kept by the earlier outbox', () => {
  it('become module-answer items of the account, refusals included; anything broken is nothing', () => {
    const old = JSON.stringify([
      { moduleId: 'm1', title: 'Module one', answer: 'An answer', keptAt: '2026-11-20T10:00:00.000Z' },
      { moduleId: 'm2', title: 'Module two', answer: 'Too short', keptAt: '2026-11-20T11:00:00.000Z', refused: 'Write at least 40 characters.' },
      { nonsense: true },
    ]);
    expect(legacyModuleAnswers(old, 'ama')).toEqual([
      { id: 'module-answer:m1', kind: 'module-answer', accountId: 'ama', fields: { moduleId: 'm1', answer: 'An answer' }, label: 'Module one', page: '/journey/modules/m1', keptAt: '2026-11-20T10:00:00.000Z' },
      { id: 'module-answer:m2', kind: 'module-answer', accountId: 'ama', fields: { moduleId: 'm2', answer: 'Too short' }, label: 'Module two', page: '/journey/modules/m2', keptAt: '2026-11-20T11:00:00.000Z', refused: 'Write at least 40 characters.' },
    ]);
    expect(legacyModuleAnswers('{not json', 'ama')).toEqual([]);
    expect(legacyModuleAnswers(null, 'ama')).toEqual([]);
  });
});
