// The knowledge-base search, in a worker: MiniSearch (the bulk of the search code) runs off the main thread
// and reaches the page without a dynamic import(), whose bundler helper would cost the page ~1 KB of
// JavaScript before any interaction. Protocol: the page posts the serialised index once, then queries.
import { loadFaqSearch, type FaqSearch, type FaqSearchHit } from './faq-search.ts';

/** What the page sends. */
export type FaqSearchRequest = { kind: 'index'; json: string } | { kind: 'query'; id: number; query: string };

/** What the worker answers to a query. */
export type FaqSearchReply = { id: number; hits: FaqSearchHit[] } | { id: number; error: string };

let find: FaqSearch | null = null;

self.addEventListener('message', (event: MessageEvent<FaqSearchRequest>) => {
  const request = event.data;
  if (request.kind === 'index') {
    find = loadFaqSearch(request.json);
    return;
  }
  const reply: FaqSearchReply = find
    ? { id: request.id, hits: find(request.query) }
    : { id: request.id, error: 'The search index has not arrived yet.' };
  self.postMessage(reply);
});
