// Keeps the learner name index (table learner_search_terms) in step with display names: a row per word and a
// row per two words of the name (src/domain/name-terms.ts `nameSearchKeys`), written in the same transaction
// as the name, so the admin's search finds a learner by any words of their name through one index range.
// Row ids are derived from the learner and the key, so writing a name twice changes nothing.
import { nameSearchKeys } from '#/domain/name-terms.ts';
import type { RowOf } from '../../schema.ts';
import { derivedRowId } from '../derived-row-id.ts';
import type { StoreOps } from '../../store/port.ts';
import { equal, limit } from '../../store/query.ts';

/** The row of one key of a learner's name (exported for the bench's batched seed). */
export function termRowId(userId: string, term: string): string {
  return derivedRowId('n', [userId, term]);
}

/** What makes a learner's rows hold exactly the keys of `displayName`: rows to delete, rows to create. */
export interface NameKeyChanges {
  readonly userId: string;
  readonly deletes: readonly string[];
  readonly creates: readonly string[];
}

export function nameKeyChanges(userId: string, displayName: string, existing: readonly Pick<RowOf<'learner_search_terms'>, '$id' | 'term'>[]): NameKeyChanges {
  const wanted = new Set(nameSearchKeys(displayName));
  const deletes: string[] = [];
  for (const row of existing) {
    if (wanted.has(row.term)) wanted.delete(row.term);
    else deletes.push(row.$id);
  }
  return { userId, deletes, creates: [...wanted] };
}

/** Writes the changes (inside the caller's transaction). */
export async function applyNameKeyChanges(tx: StoreOps, changes: NameKeyChanges): Promise<void> {
  for (const id of changes.deletes) await tx.deleteRow('learner_search_terms', id);
  for (const term of changes.creates) await tx.createRow('learner_search_terms', termRowId(changes.userId, term), { userId: changes.userId, term });
}

/** Makes the index hold exactly the keys of `displayName` for the learner. */
export async function indexLearnerName(tx: StoreOps, userId: string, displayName: string): Promise<void> {
  const existing = await tx.findRows('learner_search_terms', [equal('userId', userId), limit(100)]);
  await applyNameKeyChanges(tx, nameKeyChanges(userId, displayName, existing));
}
