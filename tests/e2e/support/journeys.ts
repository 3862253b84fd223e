// Test helpers for the journey specs: the real module catalogue, and the few writes a person cannot make in
// a test's time (moving a module's opening back so rule 24's wait has passed; moving a webinar's start to a
// moment already passed, which no one can schedule; putting two learners in one village, which the villages
// feature does through its own screens).
import type { JourneyModule } from '#/domain/journey-modules.ts';
import { moduleCatalogue } from '#/server/services/journeys/module-catalogue.ts';
import { progressRowId } from '#/server/services/journeys/row-keys.ts';
import { equal, limit } from '#/server/store/query.ts';
import { withBackend } from './accounts.ts';

export function pathModules(path: 'kofi' | 'sabrina'): JourneyModule[] {
  return moduleCatalogue().filter((module) => module.path === path);
}

/** Moves the learner's first opening of a module back by `minutes`, as if they had been reading since. */
export async function backdateOpening(userId: string, moduleId: string, minutes: number): Promise<void> {
  await withBackend(async ({ store }) => {
    const id = progressRowId(userId, moduleId);
    const row = await store.getRow('module_progress', id);
    if (!row) throw new Error(`${moduleId} was never opened by ${userId}`);
    await store.updateRow('module_progress', id, { openedAt: new Date(Date.parse(row.openedAt) - minutes * 60_000).toISOString() });
  });
}

/** Moves the start of the webinar titled `title` to `startsAt`, as if its time had come. */
export async function moveWebinarStart(title: string, startsAt: Date): Promise<void> {
  await withBackend(async ({ store }) => {
    const [row] = await store.findRows('webinars', [equal('title', title), limit(1)]);
    if (!row) throw new Error(`no webinar is titled ${title}`);
    await store.updateRow('webinars', row.$id, { startsAt: startsAt.toISOString() });
  });
}

export async function putInVillage(villageId: string, ...userIds: string[]): Promise<void> {
  await withBackend(async ({ store }) => {
    for (const userId of userIds) await store.updateRow('users', userId, { villageId });
  });
}

export async function balanceOf(userId: string): Promise<number> {
  return withBackend(async ({ store }) => (await store.getRow('user_points', userId))?.points ?? 0);
}

/** A reflection answer long enough for rule 24. */
export const MODULE_ANSWER =
  'I watched my team this week and saw that two of them avoid the new stock tablet when I am around. I will use it myself, in front of them, mistakes and all.';

/**
 * Takes a learner through Kofi's path with the services (each module opened two hours ago), has their capstone
 * approved by `adminId`, and returns the certificate's id: the state a finished learner's pages are in.
 */
export async function finishKofisPath(userId: string, adminId: string): Promise<string> {
  const { completeModule, openModule } = await import('#/server/services/journeys/modules.ts');
  const { approveCapstone, submitCapstone } = await import('#/server/services/journeys/capstones.ts');
  return withBackend(async (backend) => {
    await backend.store.updateRow('users', userId, { journey: 'kofi' });
    const opened = new Date(Date.now() - 2 * 3600_000);
    for (const module of pathModules('kofi')) {
      await openModule(backend, userId, module.id, opened);
      await completeModule(backend, userId, module.id, MODULE_ANSWER);
    }
    const capstone = await submitCapstone(backend, userId, {
      title: 'One shared order book for the dispatch desk',
      summary: 'We replaced three paper order books with one shared sheet that riders update from their phones.',
      evidence: 'Before: seven hours a week copying orders and nine late deliveries a month. After six weeks: two hours a week and three late deliveries.',
      evidenceUrl: 'https://example.org/evidence',
    });
    const approval = await approveCapstone(backend, adminId, capstone.$id);
    if (!approval.certificateId) throw new Error('the certificate was not issued');
    return approval.certificateId;
  });
}
