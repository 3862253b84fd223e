// Who may act on an organisation, checked in every service call from the person's stored row (never from
// what a page or form says): an admin for /admin/organisations, the organisation's own corporate leader for
// /team. Anything else is refused, and another organisation's rows are "not found" to a leader.
import type { RowOf } from '../../schema.ts';
import type { StoreOps } from '../../store/port.ts';
import { ServiceError } from '../service-error.ts';
import { organisationServiceMessages } from './organisation-service.messages.ts';

const m = organisationServiceMessages('en');

export async function requireAdmin(store: Pick<StoreOps, 'getRow'>, actorId: string): Promise<RowOf<'users'>> {
  const actor = await store.getRow('users', actorId);
  if (!actor) throw new ServiceError('unauthenticated', m.signInFirst);
  if (actor.role !== 'admin') throw new ServiceError('permission-denied', m.adminsOnly);
  return actor;
}

export interface LeaderContext {
  readonly leader: RowOf<'users'>;
  readonly organisation: RowOf<'organisations'>;
}

/** The acting corporate leader and the organisation they lead, or a refusal. */
export async function requireLeader(store: Pick<StoreOps, 'getRow'>, actorId: string): Promise<LeaderContext> {
  const leader = await store.getRow('users', actorId);
  if (!leader) throw new ServiceError('unauthenticated', m.signInFirst);
  if (leader.transformationTier !== 'corporate_leader') throw new ServiceError('permission-denied', m.leadersOnly);
  const organisation = leader.organisationId === null ? null : await store.getRow('organisations', leader.organisationId);
  if (!organisation) throw new ServiceError('failed-precondition', m.leadNone);
  return { leader, organisation };
}
