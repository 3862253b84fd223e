// Row ids of forum rows that are unique per pair (a learner's like of a post, a learner's report of a post or
// reply, a learner's reply sent with a send key), derived from the pair so a second like or report collides on the id instead of needing a query.
// Hashed, as the engine's are, because two ids together exceed Appwrite's 36-character id rule.
import { derivedRowId as hashedId } from '../derived-row-id.ts';

export function likeRowId(postId: string, userId: string): string {
  return hashedId('l', [postId, userId]);
}

export function reportRowId(targetType: string, targetId: string, reporterId: string): string {
  return hashedId('r', [targetType, targetId, reporterId]);
}

/** A reply sent with a send key: a repeat of the key by the same author collides on this id. */
export function replyRowId(authorId: string, sendKey: string): string {
  return hashedId('p', [authorId, sendKey]);
}
