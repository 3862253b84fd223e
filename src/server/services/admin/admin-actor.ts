// Every admin service names its actor and checks, from the store, that they are an admin now (deny by
// default): the route table and the Action have checked the session already, but a role taken away a moment
// ago, or a suspended admin, must not act on a stale page.
import { isId } from '#/domain/ids.ts';
import type { RowOf } from '../../schema.ts';
import type { StoreOps } from '../../store/port.ts';
import { ServiceError } from '../service-error.ts';
import { adminServiceMessages } from './admin-services.messages.ts';

export async function requireAdmin(store: Pick<StoreOps, 'getRow'>, actorId: string): Promise<RowOf<'users'>> {
  const actor = isId(actorId) ? await store.getRow('users', actorId) : null;
  if (actor?.role !== 'admin' || actor.suspendedAt !== null) throw new ServiceError('permission-denied', adminServiceMessages('en').onlyAdmin);
  return actor;
}
