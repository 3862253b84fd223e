// The community part of `npm run bench` (issue 11): a full village (12 members, a group challenge under way,
// 100 entries shared with it) and a learner with 200 impact entries, written through the services into the
// seeded database; then /impact-log and the village page signed in at 50 connections (req/s, p50, p99; budget
// p99 ≤ 50 ms) and their first responses (≤ 14 KB gzip).
import { IMPACT_CATEGORIES } from '../../src/domain/impact.ts';
import type { Store } from '../../src/server/store/port.ts';
import { adjustXp } from '../../src/server/services/gamification/index.ts';
import { addImpactEntry } from '../../src/server/services/impact/impact-log.ts';
import { startChallenge } from '../../src/server/services/villages/group-challenges.ts';
import { createVillage, joinVillage } from '../../src/server/services/villages/village-membership.ts';
import { FIRST_RESPONSE_BUDGET_BYTES, formatBytes, verdict } from './budgets.ts';
import { gzipWireBytesSignedIn } from './signed-in-bytes.ts';

/** Entries the benchmarked learner's village holds; 20 show per page, totals come from their counter rows. */
const ENTRIES = 200;

/** Seeds the village of `viewerId` (who founds it) with 11 of `others`, and the village's impact logs. */
export async function seedCommunityBench(store: Store, viewerId: string, others: readonly string[]): Promise<{ villageId: string }> {
  const backend = { store };
  const started = Date.now();
  const { villageId } = await createVillage(backend, viewerId, { name: 'Bench village', description: 'Twelve learners under load.', access: 'open' });
  for (const member of others.slice(0, 11)) await joinVillage(backend, member, villageId);
  // Starting a challenge takes rank 2 (501 XP); the seeded balance of the benchmarked learner may be lower.
  if (((await store.getRow('user_points', viewerId))?.points ?? 0) < 501) {
    await adjustXp(backend, { userId: viewerId, amount: 1500, reason: 'Bench: rank 2 to start a challenge', actor: 'operator' });
  }
  await startChallenge(backend, viewerId, villageId, 'a-hundred-lives');
  for (let i = 0; i < ENTRIES; i++) {
    const author = i % 2 === 0 ? viewerId : (others[i % 11] ?? viewerId);
    await addImpactEntry(backend, author, {
      date: new Date(Date.now() - (i % 300) * 86_400_000).toISOString().slice(0, 10),
      title: `Entry ${i}: weekly huddle with owners`,
      description: 'Every action from the huddle now has an owner and a date; the team raises problems earlier.',
      peopleAffected: (i % 7) + 1,
      category: IMPACT_CATEGORIES[i % IMPACT_CATEGORIES.length] ?? 'team',
      evidenceUrl: i % 3 === 0 ? 'https://example.org/evidence' : null,
      shared: true,
    });
  }
  console.log(`seeded a village of 12 and ${ENTRIES} impact entries in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { villageId };
}

interface Loaded {
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

/** Prints the community pages' figures; `load` is the bench's autocannon run. */
export async function measureCommunity(
  base: string,
  cookie: Record<string, string>,
  villageId: string,
  load: (url: string, headers: Record<string, string>) => Promise<Loaded>,
): Promise<void> {
  console.log('\nCommunity (same columns: req/s, p50 ms, p99 ms, errors)');
  // /profile is the yardstick: a signed-in page with one read, measured in the same conditions.
  const rows: [string, string][] = [
    ['yardstick /profile (signed in)', `${base}/profile`],
    ['on-demand /impact-log (signed in)', `${base}/impact-log`],
    ['on-demand /villages/{id} (signed in)', `${base}/villages/${villageId}`],
  ];
  for (const [name, url] of rows) {
    await load(url, cookie); // warm-up pass is discarded
    const r = await load(url, cookie);
    const within = verdict(r.p99, 50, 'at-most', (n) => `${n.toFixed(1)} ms`);
    console.log(name.padEnd(44) + r.perSecond.toFixed(0).padStart(8) + r.p50.toFixed(1).padStart(9) + r.p99.toFixed(1).padStart(9) + String(r.errors).padStart(8) + `   p99 budget 50 ms: ${within}`);
  }
  for (const [name, url] of rows.slice(1)) {
    const bytes = await gzipWireBytesSignedIn(url, cookie);
    console.log(`${name.replace('on-demand ', '').replace(' (signed in)', '')} first response: ${formatBytes(bytes)} gzip (budget ${formatBytes(FIRST_RESPONSE_BUDGET_BYTES)}: ${verdict(bytes, FIRST_RESPONSE_BUDGET_BYTES, 'at-most', formatBytes)})`);
  }
}
