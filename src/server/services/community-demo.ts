// Demo community rows for a first look (with the demo accounts, only on a first seed): the onboarded demo
// learners' leadership styles, one village of three (founded by the paid learner, with the admin and the
// corporate learner), an Impact week challenge under way and a few impact entries, some shared with the
// village. The free learner stays outside, to try onboarding and joining a village. Written through the
// services, so everything is as the app itself would have written it.
import type { Backend } from '../backend.ts';
import { addImpactEntry, type ImpactInput } from './impact/impact-log.ts';
import { startChallenge } from './villages/group-challenges.ts';
import { createVillage, joinVillage } from './villages/village-membership.ts';

export interface CommunityDemoPeople {
  readonly admin: string;
  readonly paid: string;
  readonly corporate: string;
}

function daysAgo(now: Date, days: number): string {
  return new Date(now.getTime() - days * 86_400_000).toISOString().slice(0, 10);
}

export async function seedCommunityDemo(backend: Pick<Backend, 'store'>, people: CommunityDemoPeople, now: Date = new Date()): Promise<void> {
  const { store } = backend;
  await store.updateRow('users', people.admin, { personalityType: 'architect', country: 'Ghana' });
  await store.updateRow('users', people.paid, { personalityType: 'coach', country: 'Ghana' });
  await store.updateRow('users', people.corporate, { personalityType: 'visionary', country: 'Kenya' });

  const { villageId } = await createVillage(backend, people.paid, {
    name: 'Accra change makers',
    description: 'Team leads from health, banking and local government in Accra and Kumasi. We meet online on Thursday evenings to share what worked and what did not.',
    access: 'open',
  });
  await joinVillage(backend, people.admin, villageId);
  await joinVillage(backend, people.corporate, villageId);
  await startChallenge(backend, people.paid, villageId, 'impact-week', { now });

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
