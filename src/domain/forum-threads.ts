// Replies are threaded one level deep (rule 31): a reply answers the post (it starts a thread) or one of
// those replies (it joins that thread); an answer to an answer joins the same thread. Each reply carries a
// sort key that puts every thread's replies together, in time order, after the reply that started it, and
// the threads in the order they were started, so one indexed column orders a post's replies for paging.

/** What a reply needs to know about the reply it answers. */
export interface ThreadParent {
  readonly id: string;
  /** Null for a reply that started its thread. */
  readonly parentReplyId: string | null;
  readonly sortKey: string;
}

/**
 * A reply's sort key: `<thread start time>~<thread's first reply id>`, then for an answer
 * `~<its own time>~<its own id>`. ISO times have a fixed width, so text order is time order; a thread's
 * first reply is a prefix of its answers' keys, so it comes first.
 */
export function replySortKey(id: string, postedAt: string, parent: ThreadParent | null): string {
  const own = `${postedAt}~${id}`;
  if (parent === null) return own;
  const threadKey = parent.parentReplyId === null ? parent.sortKey : parent.sortKey.split('~').slice(0, 2).join('~');
  return `${threadKey}~${own}`;
}

/** The id of the reply that starts the thread a new answer to `parent` joins. */
export function threadStarterId(parent: ThreadParent): string {
  return parent.parentReplyId ?? parent.id;
}

export interface Threaded<R> {
  /** The reply that started the thread; null when it is on an earlier page. */
  readonly starter: R | null;
  readonly answers: readonly R[];
}

/** A page of replies in sort-key order, grouped into threads (a page may begin in the middle of one). */
export function groupIntoThreads<R extends { readonly id: string; readonly parentReplyId: string | null }>(replies: readonly R[]): Threaded<R>[] {
  const threads: { starter: R | null; answers: R[]; id: string }[] = [];
  for (const reply of replies) {
    const current = threads[threads.length - 1];
    if (reply.parentReplyId === null) threads.push({ starter: reply, answers: [], id: reply.id });
    else if (current !== undefined && current.id === reply.parentReplyId) current.answers.push(reply);
    else threads.push({ starter: null, answers: [reply], id: reply.parentReplyId });
  }
  return threads.map(({ starter, answers }) => ({ starter, answers }));
}
