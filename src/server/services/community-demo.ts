// Demo community rows for a first look (with the demo accounts, only on a first seed): the villages that
// demo-history.ts placed learners in become real villages (a name, a founder, open or invite-only, their
// members), the onboarded demo learners get leadership styles, the paid learner's village has Impact week
// under way, and a few impact entries are logged, some shared with the village. The free learner and the
// admin stay outside, to try joining a village. Challenges and entries go through the services, so they are
// what the app itself would have written.
import { VILLAGE_MAX_MEMBERS, VILLAGE_MIN_MEMBERS, type VillageAccess } from '#/domain/villages.ts';
import type { Backend } from '../backend.ts';
import { equal, limit, orderAsc } from '../store/query.ts';
import { recordAchievement } from './gamification/index.ts';
import { addImpactEntry, type ImpactInput } from './impact/impact-log.ts';
import { startChallenge } from './villages/group-challenges.ts';
import { newInviteCode } from './villages/village-rows.ts';

export interface CommunityDemoPeople {
  readonly paid: string;
  readonly corporate: string;
}

interface DemoVillage {
  readonly name: string;
  readonly description: string;
  readonly access: VillageAccess;
}

/** The demo accounts' village (demo-history.ts's DEMO_GROUPS), founded by the paid learner. */
export const DEMO_HOME_VILLAGE = 'demo-village-baobab';

const HOME: DemoVillage = {
  name: 'Accra change makers',
  description: 'Team leads from health, banking and local government in Accra, Kumasi and Nairobi. We meet online on Thursday evenings to share what worked and what did not.',
  access: 'open',
};

const OTHER_NAMES = [
  'Lagos new managers', 'Kigali health leads', 'Nairobi operations circle', 'Joburg first-time leaders', 'Dakar team builders',
  'Lusaka school heads', 'Addis product leads', 'Accra finance forum', 'Kumasi growing teams', 'Abuja public service leads',
  'Mombasa logistics leads', 'Cape Town coaching circle', 'Ibadan founders', 'Kampala NGO leads', 'Durban shift leaders',
];
const OTHER_DESCRIPTIONS = [
  'New managers learning together, one module a week, with a call on Sunday evenings.',
  'We lead teams in clinics and hospitals and share what keeps people well on long shifts.',
  'Operations and supply leads who swap what works for planning, handovers and hard conversations.',
];

function otherVillage(number: number): DemoVillage {
  return {
    name: OTHER_NAMES[(number - 1) % OTHER_NAMES.length] + (number > OTHER_NAMES.length ? ' II' : ''),
    description: OTHER_DESCRIPTIONS[number % OTHER_DESCRIPTIONS.length] ?? '',
    // Most are open, so the list on /build-village has something to join; every third is invite-only.
    access: number % 3 === 0 ? 'invite' : 'open',
  };
}

function daysAgo(now: Date, days: number): string {
  return new Date(now.getTime() - days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Makes a village row (with its member rows) for a village id learners were placed in; the first learner
 * (or `founderId`) founds it. Their profiles and board totals already name the village, so only the village
 * and membership rows are written.
 */
async function materialiseVillage(backend: Pick<Backend, 'store'>, villageId: string, village: DemoVillage, now: Date, founderId?: string): Promise<boolean> {
  const members = (await backend.store.findRows('users', [equal('villageId', villageId), orderAsc('$id'), limit(VILLAGE_MAX_MEMBERS)])).map((row) => row.$id);
  if (members.length === 0 || (await backend.store.getRow('villages', villageId))) return false;
  const founder = founderId && members.includes(founderId) ? founderId : (members[0] as string);
  await backend.store.transaction(async (tx) => {
    await tx.createRow('villages', villageId, { ...village, inviteCode: newInviteCode(), founderId: founder, memberCount: members.length, status: 'active' });
    for (const [position, userId] of members.entries()) {
      await tx.createRow('village_members', userId, { villageId, joinedAt: new Date(now.getTime() - (30 - position) * 86_400_000).toISOString() });
    }
    await recordAchievement(tx, { userId: founder, kind: 'village_founded' }, { now });
  });
  return true;
}

export async function seedCommunityDemo(backend: Pick<Backend, 'store'>, people: CommunityDemoPeople & { admin: string }, now: Date = new Date()): Promise<void> {
  const { store } = backend;
  await store.updateRow('users', people.admin, { personalityType: 'architect', country: 'Ghana' });
  await store.updateRow('users', people.paid, { personalityType: 'coach', country: 'Ghana' });
  await store.updateRow('users', people.corporate, { personalityType: 'visionary', country: 'Kenya' });

  await materialiseVillage(backend, DEMO_HOME_VILLAGE, HOME, now, people.paid);
  // The generated learners' villages (demo-village-1, -2, …), as many as the generated learners fill.
  for (let number = 1; await materialiseVillage(backend, `demo-village-${String(number)}`, otherVillage(number), now); number++);

  // A challenge needs a village of three (rule 30): with no generated learners (DEMO_LEARNERS=0) the demo
  // learners' village is still forming, and the page then says so instead.
  const home = await store.getRow('villages', DEMO_HOME_VILLAGE);
  if (home && home.memberCount >= VILLAGE_MIN_MEMBERS) await startChallenge(backend, people.paid, DEMO_HOME_VILLAGE, 'impact-week', { now });

  const entries: [string, Partial<ImpactInput>][] = [
    [people.paid, { date: daysAgo(now, 20), title: 'Monthly planning with the whole team', description: 'I asked each nurse to bring one improvement idea to our monthly planning. Two of them are now in place.', peopleAffected: 14, category: 'team' }],
    [people.paid, { date: daysAgo(now, 9), title: 'Handover notes moved to a shared form', description: 'Shift handovers now use one shared form instead of paper notes, so nothing is lost between shifts.', peopleAffected: 22, category: 'digital', evidenceUrl: 'https://example.org/handover-form' }],
    [people.paid, { date: daysAgo(now, 2), title: 'Fifteen-minute one-to-ones', description: 'I started short weekly one-to-ones with each of my six team leads. They now raise problems earlier.', peopleAffected: 6, category: 'coaching', shared: true }],
    [people.corporate, { date: daysAgo(now, 1), title: 'A rota the team designed', description: 'Instead of setting the holiday rota myself, I let the team design it. No complaints this year.', peopleAffected: 9, category: 'wellbeing', shared: true }],
  ];
  for (const [userId, entry] of entries) {
    await addImpactEntry(backend, userId, { title: '', description: '', date: daysAgo(now, 1), peopleAffected: 0, category: 'team', evidenceUrl: null, shared: false, ...entry }, { now });
  }
}
