// Row ids derived from what makes a row unique (a learner and a category, a learner and a session…), so a
// second writer of the same row collides on the id instead of creating a duplicate, and a read finds the row
// by id. Composite keys can be longer than the 36 characters ids allow, so they are hashed: a letter naming
// the table, then 32 hex digits of SHA-256. Every derived id of every table is made here, so they all agree.
import { hash } from 'node:crypto';

export function derivedRowId(prefix: string, parts: readonly string[]): string {
  // NUL never occurs in ids or keys, so ("ab", "c") and ("a", "bc") cannot hash alike.
  // The one-shot hash: about half the time of a Hash object, and an award derives four or five ids.
  return prefix + hash('sha256', parts.join('\u0000'), 'hex').slice(0, 32);
}
