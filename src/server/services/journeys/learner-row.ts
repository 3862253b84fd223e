// The acting learner's row, read at the start of each journey service call: deny by default, so an id with
// no learner behind it (a deleted account with a live session) gets a clear refusal, not a crash.
import type { RowOf } from '../../schema.ts';
import type { StoreOps } from '../../store/port.ts';
import { ServiceError } from '../service-error.ts';
import { journeyRefusalsMessages } from '#/domain/journey-refusals.messages.ts';

/** Refusals in English, from their definitions: the reader's language is chosen on the way out of the Action. */
const m = journeyRefusalsMessages('en');

export async function requireLearner(ops: Pick<StoreOps, 'getRow'>, userId: string): Promise<RowOf<'users'>> {
  const user = await ops.getRow('users', userId);
  if (!user) throw new ServiceError('unauthenticated', m.signInAgain);
  return user;
}

/** An admin's row, or permission-denied (admin pages act through services that check again). */
export async function requireAdmin(ops: Pick<StoreOps, 'getRow'>, userId: string): Promise<RowOf<'users'>> {
  const user = await ops.getRow('users', userId);
  if (user?.role !== 'admin') throw new ServiceError('permission-denied', m.onlyAdmin);
  return user;
}

/** A refusal shown next to one field of the form (what was typed is kept). */
export function fieldRefusal(field: string, message: string): ServiceError {
  return new ServiceError('invalid-argument', message, { fields: { [field]: message } });
}
