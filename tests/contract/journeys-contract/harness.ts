// Shared setup for the journeys contract: learners and admins written straight into a fresh store, the
// real module catalogue, and a clock that moves forward so rule 24's waiting times pass.
import { moduleCatalogue } from '#/server/services/journeys/module-catalogue.ts';
import type { JourneyModule } from '#/domain/journey-modules.ts';
import type { NewRow } from '#/server/schema.ts';
import type { Store } from '#/server/store/port.ts';
import { addLearner } from '../engine-contract/harness.ts';

export { addLearner };

export async function addAdmin(store: Store, id: string): Promise<string> {
  return addLearner(store, id, { role: 'admin', displayName: `Admin ${id}` });
}

export async function addLearnerOn(store: Store, id: string, overrides: Partial<NewRow<'users'>> = {}): Promise<string> {
  return addLearner(store, id, { journey: 'kofi', timezone: 'Africa/Lagos', ...overrides });
}

/** The modules of a catalogue path, in order. */
export function pathModules(path: 'kofi' | 'sabrina'): JourneyModule[] {
  return moduleCatalogue().filter((module) => module.path === path);
}

/** A reflection answer long enough for rule 24. */
export const ANSWER = 'I tried the exercise with my team on Tuesday. Two people were unsure at first, but by Friday everyone had used it once.';

/** A moment `minutes` after `start`. */
export function later(start: Date, minutes: number): Date {
  return new Date(start.getTime() + minutes * 60_000);
}

export const T0 = new Date('2026-11-16T08:00:00Z');
