// Keeps the learner name index (table learner_search_terms) in step with display names: one row per word,
// written in the same transaction as the name, so the admin's search finds a learner by any word of their
// name through an index range. Row ids are derived from the learner and the word, so writing a name twice
// changes nothing.
import { createHash } from 'node:crypto';
import { nameTerms } from '#/domain/name-terms.ts';
import type { StoreOps } from '../../store/port.ts';
import { equal, limit } from '../../store/query.ts';

/** The row of one word of a learner's name (exported for the bench's batched seed). */
export function termRowId(userId: string, term: string): string {
  return 'n' + createHash('sha256').update(`${userId}\u0000${term}`).digest('hex').slice(0, 32);
}

/** Makes the index hold exactly the words of `displayName` for the learner. */
export async function indexLearnerName(tx: StoreOps, userId: string, displayName: string): Promise<void> {
  const wanted = new Set(nameTerms(displayName));
  const existing = await tx.findRows('learner_search_terms', [equal('userId', userId), limit(100)]);
  for (const row of existing) {
    if (wanted.has(row.term)) wanted.delete(row.term);
    else await tx.deleteRow('learner_search_terms', row.$id);
  }
  for (const term of wanted) await tx.createRow('learner_search_terms', termRowId(userId, term), { userId, term });
}
