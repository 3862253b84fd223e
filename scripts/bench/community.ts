// The community part of `npm run bench`: a full village (12 members, a group challenge under way, 100 entries
// shared with it) and a learner with 200 impact entries, written through the services into the seeded
// database; then /impact-log and the village page under the same load as the other signed-in pages.
import { IMPACT_CATEGORIES } from '../../src/domain/impact.ts';
import type { Store } from '../../src/server/store/port.ts';
import { adjustXp } from '../../src/server/services/gamification/index.ts';
import { addImpactEntry } from '../../src/server/services/impact/impact-log.ts';
import { startChallenge } from '../../src/server/services/villages/group-challenges.ts';
import { createVillage, joinVillage } from '../../src/server/services/villages/village-membership.ts';

/** Entries the benchmarked learner has; 20 show per page, totals come from their counter rows. */
const ENTRIES = 200;

/** Seeds the village of `viewerId` (who founds it) with 11 of `others`, and the viewer's impact log. */
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

/** The community pages to load, signed in as the village's founder. */
export function communityCases(base: string, headers: Record<string, string>, villageId: string): [string, string, Record<string, string>][] {
  return [
    ['on-demand /impact-log (signed in)', `${base}/impact-log`, headers],
    ['on-demand /villages/{id} (signed in)', `${base}/villages/${villageId}`, headers],
  ];
}
