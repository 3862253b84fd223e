// Module answers typed with no signal (README "Installable and offline"): kept in this browser, per account,
// until they reach the server, which completes a module once only — a second send of the same answer is
// refused as already done and pays nothing, so a retry can never pay twice. A refusal keeps the answer (the
// module page puts it back in its field, with the reason), so nothing typed is lost.

export interface PendingAnswer {
  readonly moduleId: string;
  readonly title: string;
  readonly answer: string;
  readonly keptAt: string;
  /** The server's reason, once it refused this answer (too short, too early …). */
  readonly refused?: string;
}

/** How one send ended: reached and done, refused by the server, or not reached (try again later). */
export type SendOutcome = { readonly kind: 'sent'; readonly redirect: string | null } | { readonly kind: 'refused'; readonly message: string } | { readonly kind: 'unreached' };

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const keyFor = (accountId: string) => `pending-module-answers:${accountId}`;

export function pendingAnswers(storage: StorageLike, accountId: string): PendingAnswer[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(keyFor(accountId)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((p): p is PendingAnswer => typeof p?.moduleId === 'string' && typeof p?.answer === 'string') : [];
  } catch {
    return [];
  }
}

function write(storage: StorageLike, accountId: string, answers: readonly PendingAnswer[]): void {
  if (answers.length === 0) storage.removeItem(keyFor(accountId));
  else storage.setItem(keyFor(accountId), JSON.stringify(answers));
}

/** Keeps (or replaces) the answer to one module. */
export function keepAnswer(storage: StorageLike, accountId: string, answer: Omit<PendingAnswer, 'refused'>): void {
  write(storage, accountId, [...pendingAnswers(storage, accountId).filter((p) => p.moduleId !== answer.moduleId), answer]);
}

export function dropAnswer(storage: StorageLike, accountId: string, moduleId: string): void {
  write(storage, accountId, pendingAnswers(storage, accountId).filter((p) => p.moduleId !== moduleId));
}

export interface SendResult {
  readonly answer: PendingAnswer;
  readonly outcome: SendOutcome;
}

/**
 * Sends every kept answer not yet refused, one at a time: a sent one is dropped, a refused one keeps its text
 * with the reason, an unreached one stays for the next try (and the rest wait with it).
 */
export async function sendPendingAnswers(storage: StorageLike, accountId: string, send: (answer: PendingAnswer) => Promise<SendOutcome>): Promise<SendResult[]> {
  const results: SendResult[] = [];
  for (const answer of pendingAnswers(storage, accountId).filter((p) => p.refused === undefined)) {
    const outcome = await send(answer);
    results.push({ answer, outcome });
    if (outcome.kind === 'unreached') break;
    if (outcome.kind === 'sent') dropAnswer(storage, accountId, answer.moduleId);
    else write(storage, accountId, pendingAnswers(storage, accountId).map((p) => (p.moduleId === answer.moduleId ? { ...p, refused: outcome.message } : p)));
  }
  return results;
}
