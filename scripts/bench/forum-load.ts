// The forum part of `npm run bench`: the list, a category, an old page (by cursor), discussions (the busiest,
// with 2,000 replies, a later page of it, and a typical one) and search, each loaded with the bench's
// connections, signed in; then search timed one request at a time (what one learner waits). Beside the
// budgets: p99 ≤ 50 ms for every forum page, and search ≤ 50 ms.
import type { SeededForum } from './forum-seed.ts';

export interface LoadResult {
  requests: number;
  errors: number;
  perSecond: number;
  p50: number;
  p99: number;
}

export type Load = (url: string, headers: Record<string, string>) => Promise<LoadResult>;

const SEARCHES = ['team feedback', 'sacco repayment reminder', 'lead', 'zebra'];

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}

/** One learner searching: requests one after another, each timed from send to the last byte. */
async function timeOneByOne(url: string, headers: Record<string, string>, count: number): Promise<{ p50: number; p99: number }> {
  const times: number[] = [];
  for (let index = 0; index < count; index++) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p99: percentile(times, 0.99) };
}

export async function measureForum(load: Load, base: string, cookies: { admin: string; free: string }, forum: SeededForum, posts: number, replies: number): Promise<void> {
  const paid = { cookie: cookies.admin };
  const free = { cookie: cookies.free };
  const q = (text: string) => encodeURIComponent(text);
  const cases: [string, string, Record<string, string>][] = [
    ['/forum (admin, paid: every category)', `${base}/forum`, paid],
    ['/forum (free learner: no Book Club)', `${base}/forum`, free],
    ['/forum?category=general', `${base}/forum?category=general`, paid],
    ['/forum older page (cursor half way down)', `${base}/forum?after=bp${String(Math.floor(posts / 2)).padStart(8, '0')}`, paid],
    ['discussion with 2,000 replies', `${base}/forum/posts/${forum.busyPostId}`, paid],
    ['the same, replies 1,000 on (cursor)', `${base}/forum/posts/${forum.busyPostId}?after=${forum.deepReplyId}`, paid],
    ['a typical discussion', `${base}/forum/posts/${forum.typicalPostId}`, paid],
    ...SEARCHES.map((text): [string, string, Record<string, string>] => [`search “${text}”`, `${base}/forum?q=${q(text)}`, paid]),
  ];
  console.log(`\nForum: ${posts.toLocaleString('en-US')} discussions, ${replies.toLocaleString('en-US')} replies; signed in\n`);
  console.log('case'.padEnd(44) + 'req/s'.padStart(8) + 'p50 ms'.padStart(9) + 'p99 ms'.padStart(9) + 'errors'.padStart(8));
  let worst = 0;
  for (const [name, url, headers] of cases) {
    await load(url, headers); // warm-up pass is discarded
    const r = await load(url, headers);
    worst = Math.max(worst, r.p99);
    console.log(name.padEnd(44) + r.perSecond.toFixed(0).padStart(8) + r.p50.toFixed(1).padStart(9) + r.p99.toFixed(1).padStart(9) + String(r.errors).padStart(8));
  }
  console.log(`\nbudget: every forum page p99 ≤ 50 ms at the bench's connections → worst ${worst.toFixed(1)} ms`);
  console.log('\nsearch, one learner at a time (200 requests each, whole response):');
  let slowest = 0;
  for (const text of SEARCHES) {
    const timing = await timeOneByOne(`${base}/forum?q=${q(text)}`, paid, 200);
    slowest = Math.max(slowest, timing.p99);
    console.log(`  “${text}”`.padEnd(44) + `p50 ${timing.p50.toFixed(1)} ms`.padStart(14) + `p99 ${timing.p99.toFixed(1)} ms`.padStart(14));
  }
  console.log(`budget: search ≤ 50 ms → slowest p99 ${slowest.toFixed(1)} ms`);
}
