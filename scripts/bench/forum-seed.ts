// Fills the bench database with a forum at scale: 100,000 discussions and 1,000,000 replies by default
// (BENCH_FORUM_POSTS, BENCH_FORUM_REPLIES), written through the Store port in transactions of 5,000 rows, so
// the full-text index and every list index are kept exactly as the server keeps them. Text is drawn from a
// vocabulary of 1,200 leadership words drawn by Zipf's law past the stopwords (a deterministic generator):
// the commonest, "team", is in about half of all posts, the rarest in about one in a hundred, so search meets
// both kinds.
// One discussion (the "busy" one the post-page bench opens) holds 2,000 replies in threads; the rest share
// the others unevenly.
import type { NewRow } from '../../src/server/schema.ts';
import type { Store, StoreOps } from '../../src/server/store/port.ts';
import { FORUM_CATEGORY_IDS } from '../../src/domain/forum-categories.ts';
import { excerptOf } from '../../src/domain/forum-excerpt.ts';
import { searchableText } from '../../src/domain/forum-search.ts';
import { replySortKey } from '../../src/domain/forum-threads.ts';

const WORDS = (
  'team leader feedback meeting change resistance trust culture remote hybrid tool digital confidence innovation ' +
  'experiment data decision spreadsheet customer branch shift roster nurse teacher school hospital clinic bank ' +
  'sales warehouse delivery supplier invoice budget forecast target review coaching mentor mentee village challenge ' +
  'reflection module journey capstone burnout workload priority delegation accountability ownership silo conflict ' +
  'communication listening question answer story lesson mistake failure success celebrate recognition promotion ' +
  'hiring turnover retention onboarding training workshop webinar whatsapp email phone message report dashboard ' +
  'metric goal plan strategy vision purpose value principle habit routine standup retrospective sprint project ' +
  'deadline stakeholder manager director supervisor colleague peer junior senior graduate intern volunteer community ' +
  'accra lagos nairobi kampala kigali lusaka harare maputo dakar abidjan addis johannesburg durban kumasi ibadan ' +
  'morning evening weekly monthly quarter season holiday ramadan exam harvest market price stock cash mobile money ' +
  'agent field officer farmer cooperative sacco loan savings repayment reminder sms network bandwidth electricity ' +
  'generator laptop tablet printer software system upgrade migration backup security password training manual'
).split(' ');
/** The vocabulary: each word and a few of its forms (1,200 words), most common first. */
const VOCABULARY = ['', 's', 'ing', 'ed'].flatMap((ending) => WORDS.map((word) => `${word}${ending}`));

/** A small deterministic generator (mulberry32), so every bench run writes the same forum. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface ForumSeedOptions {
  readonly posts: number;
  readonly replies: number;
  /** Ids of the learners who write (bench accounts). */
  readonly authors: readonly string[];
  readonly now: Date;
}

export interface SeededForum {
  /** The discussion with the most replies (2,000 in threads). */
  readonly busyPostId: string;
  /** A discussion with a typical number of replies. */
  readonly typicalPostId: string;
  /** A reply id deep in the busy discussion (for a later page of replies). */
  readonly deepReplyId: string;
}

const BATCH = 5000;
const BUSY_REPLIES = 2000;

export async function seedForum(store: Store, options: ForumSeedOptions): Promise<SeededForum> {
  const random = generator(20261122);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  // Zipf: the word of rank r is drawn with weight 1/(r + 20), the first twenty ranks being the stopwords
  // a search never looks for.
  const cumulative: number[] = [];
  VOCABULARY.reduce((sum, _, rank) => (cumulative.push(sum + 1 / (rank + 21)), sum + 1 / (rank + 21)), 0);
  const totalWeight = cumulative[cumulative.length - 1] as number;
  const zipfWord = () => {
    const target = random() * totalWeight;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((cumulative[middle] as number) < target) low = middle + 1;
      else high = middle;
    }
    return VOCABULARY[low] as string;
  };
  const words = (count: number) => Array.from({ length: count }, zipfWord).join(' ');
  const sentence = (count: number) => {
    const text = words(count);
    return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
  };
  const span = 365 * 24 * 60 * 60 * 1000;
  const start = options.now.getTime() - span;
  const postIds: string[] = [];
  const postTimes: number[] = [];

  const inBatches = async (total: number, write: (tx: StoreOps, index: number) => Promise<void>) => {
    for (let from = 0; from < total; from += BATCH) {
      await store.transaction(async (tx) => {
        for (let index = from; index < Math.min(total, from + BATCH); index++) await write(tx, index);
      });
    }
  };

  await inBatches(options.posts, async (tx, index) => {
    const at = start + Math.floor((index / options.posts) * span);
    const title = sentence(4 + Math.floor(random() * 6)).slice(0, 120);
    const body = `${sentence(20 + Math.floor(random() * 60))}\n\n${sentence(10 + Math.floor(random() * 40))}`;
    const iso = new Date(at).toISOString();
    const row: NewRow<'forum_posts'> = {
      authorId: pick(options.authors),
      categoryId: FORUM_CATEGORY_IDS[index % FORUM_CATEGORY_IDS.length] as (typeof FORUM_CATEGORY_IDS)[number],
      title,
      body,
      bodyHtml: body.split('\n\n').map((paragraph) => `<p>${paragraph}</p>`).join('\n'),
      excerpt: excerptOf(body),
      searchText: searchableText(title, body),
      postedAt: iso,
      lastActivityAt: iso,
      pinned: index % 25_000 === 7,
    };
    postIds.push((await tx.createRow('forum_posts', `bp${String(index).padStart(8, '0')}`, row)).$id);
    postTimes.push(at);
  });

  // The busy discussion is a recent one, so it also sits on the first page of the list.
  const busy = options.posts - 3;
  const typical = Math.floor(options.posts / 2);
  const replyCounts = new Map<number, number>();
  const lastActivity = new Map<number, number>();
  const starters = new Map<number, { $id: string; sortKey: string }[]>();
  let deepReplyId = '';
  await inBatches(options.replies, async (tx, index) => {
    // A fifth of the replies go to recent discussions, most spread over all of them, and 2,000 to the busy one.
    const post = index < BUSY_REPLIES ? busy : random() < 0.2 ? options.posts - 1 - Math.floor(random() * 2000) : Math.floor(random() * options.posts);
    const count = (replyCounts.get(post) ?? 0) + 1;
    replyCounts.set(post, count);
    const at = Math.min(options.now.getTime(), (postTimes[post] as number) + count * 60_000);
    lastActivity.set(post, Math.max(lastActivity.get(post) ?? 0, at));
    const threads = starters.get(post) ?? [];
    const starter = threads.length > 0 && random() < 0.4 ? (threads[threads.length - 1 - Math.floor(random() * Math.min(3, threads.length))] ?? null) : null;
    const id = `br${String(index).padStart(8, '0')}`;
    const iso = new Date(at).toISOString();
    const body = sentence(8 + Math.floor(random() * 40));
    const row: NewRow<'forum_replies'> = {
      postId: postIds[post] as string,
      authorId: pick(options.authors),
      parentReplyId: starter?.$id ?? null,
      body,
      bodyHtml: `<p>${body}</p>`,
      sortKey: replySortKey(id, iso, starter === null ? null : { id: starter.$id, parentReplyId: null, sortKey: starter.sortKey }),
      postedAt: iso,
    };
    await tx.createRow('forum_replies', id, row);
    if (starter === null) {
      threads.push({ $id: id, sortKey: row.sortKey });
      starters.set(post, threads.slice(-3));
    }
    if (post === busy && count === 1000) deepReplyId = id;
  });

  const touched = [...replyCounts.keys()];
  for (let from = 0; from < touched.length; from += BATCH) {
    await store.transaction(async (tx) => {
      for (const post of touched.slice(from, from + BATCH)) {
        await tx.updateRow('forum_posts', postIds[post] as string, {
          replyCount: replyCounts.get(post) ?? 0,
          lastActivityAt: new Date(lastActivity.get(post) ?? (postTimes[post] as number)).toISOString(),
        });
      }
    });
  }
  return { busyPostId: postIds[busy] as string, typicalPostId: postIds[typical] as string, deepReplyId };
}
