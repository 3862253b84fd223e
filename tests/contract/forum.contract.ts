// The forum's contract: what discussions, replies, likes, the list, search, reports and moderation do on
// every backend.
// Written against the services and the Store port only; each backend's test file calls describeForumContract
// with a way to open a fresh, empty store.
import { describe } from 'vitest';
import { describeFeed } from './forum-contract/feed.ts';
import { describeModeration } from './forum-contract/moderation.ts';
import { describePosts } from './forum-contract/posts.ts';
import { describeReplies } from './forum-contract/replies.ts';
import { useFreshStore, type StoreCleanup, type StoreFactory } from './store-contract/harness.ts';

export function describeForumContract(name: string, makeStore: StoreFactory, cleanup?: StoreCleanup): void {
  // A post is a dozen requests to the fake Appwrite; some tests write 45 posts or 31 replies.
  describe(`Forum contract: ${name}`, { timeout: 60_000 }, () => {
    const store = useFreshStore(makeStore, cleanup);
    describePosts(store);
    describeReplies(store);
    describeFeed(store);
    describeModeration(store);
  });
}
