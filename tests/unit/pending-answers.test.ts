// Answers typed offline (src/lib/pending-answers.ts): kept per account, replaced per module, sent one at a
// time; a sent answer is dropped, a refused one keeps its text with the reason and is not sent again, an
// unreached one stays and stops the round (the signal is gone); broken storage reads as nothing kept.
import { describe, expect, it } from 'vitest';
import { dropAnswer, keepAnswer, pendingAnswers, sendPendingAnswers, type PendingAnswer, type SendOutcome } from '#/lib/pending-answers.ts';

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
}

const answer = (moduleId: string, text = `An answer to ${moduleId}`) => ({ moduleId, title: `Module ${moduleId}`, answer: text, keptAt: '2026-11-23T03:00:00.000Z' });

describe('keeping answers', () => {
  it('keeps one answer per module and per account', () => {
    const storage = memoryStorage();
    keepAnswer(storage, 'ama', answer('m1', 'first try'));
    keepAnswer(storage, 'ama', answer('m1', 'second try'));
    keepAnswer(storage, 'ama', answer('m2'));
    keepAnswer(storage, 'kofi', answer('m1'));
    expect(pendingAnswers(storage, 'ama').map((p) => [p.moduleId, p.answer])).toEqual([['m1', 'second try'], ['m2', 'An answer to m2']]);
    expect(pendingAnswers(storage, 'kofi')).toHaveLength(1);
    dropAnswer(storage, 'ama', 'm1');
    dropAnswer(storage, 'ama', 'm2');
    expect(pendingAnswers(storage, 'ama')).toEqual([]);
    expect([...storage.data.keys()]).toEqual(['pending-module-answers:kofi']);
  });

  it('reads broken or foreign storage as nothing kept', () => {
    const storage = memoryStorage();
    storage.setItem('pending-module-answers:ama', '{not json');
    expect(pendingAnswers(storage, 'ama')).toEqual([]);
    storage.setItem('pending-module-answers:ama', JSON.stringify([{ moduleId: 1 }, 'x', answer('m1')]));
    expect(pendingAnswers(storage, 'ama').map((p) => p.moduleId)).toEqual(['m1']);
  });
});

describe('sending what waits', () => {
  it('drops a sent answer, keeps a refused one with its reason and never resends it', async () => {
    const storage = memoryStorage();
    keepAnswer(storage, 'ama', answer('m1'));
    keepAnswer(storage, 'ama', answer('m2', 'short'));
    const outcomes: Record<string, SendOutcome> = { m1: { kind: 'sent', redirect: '/journey/modules/m2' }, m2: { kind: 'refused', message: 'Write at least 100 characters.' } };
    const sent: string[] = [];
    const send = async (p: PendingAnswer) => {
      sent.push(p.moduleId);
      return outcomes[p.moduleId]!;
    };
    const results = await sendPendingAnswers(storage, 'ama', send);
    expect(results.map((r) => r.outcome.kind)).toEqual(['sent', 'refused']);
    expect(pendingAnswers(storage, 'ama')).toEqual([{ ...answer('m2', 'short'), refused: 'Write at least 100 characters.' }]);
    expect(await sendPendingAnswers(storage, 'ama', send)).toEqual([]);
    expect(sent).toEqual(['m1', 'm2']);
  });

  it('stops at the first answer that cannot reach the server, keeping it and the rest', async () => {
    const storage = memoryStorage();
    keepAnswer(storage, 'ama', answer('m1'));
    keepAnswer(storage, 'ama', answer('m2'));
    const sent: string[] = [];
    const results = await sendPendingAnswers(storage, 'ama', async (p) => {
      sent.push(p.moduleId);
      return { kind: 'unreached' };
    });
    expect(results.map((r) => r.outcome.kind)).toEqual(['unreached']);
    expect(sent).toEqual(['m1']);
    expect(pendingAnswers(storage, 'ama').map((p) => p.moduleId)).toEqual(['m1', 'm2']);
  });
});
