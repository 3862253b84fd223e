// The premium ecosystem's requests (rule 18's Peer-to-Peer Circles and Transformation Partner): a paid member
// asks for a place on an upcoming circle session, or for a transformation partner; each request is stored for
// admins, who list them at /admin/requests. One request per learner and session (and one partner request per
// learner): the row id is derived from them, so a double submit finds the first instead of making a second.
import { findUpcomingSession, type CircleDefinition } from '#/domain/circles.ts';
import type { Backend } from '../../backend.ts';
import type { RowOf } from '../../schema.ts';
import { isStoreError } from '../../store/port.ts';
import { equal, limit, offset, orderDesc, type Query } from '../../store/query.ts';
import { derivedRowId } from '../derived-row-id.ts';
import { ServiceError } from '../service-error.ts';
import { paidNow } from '../organisations/standing.ts';
import { circleCatalogue } from './circle-catalogue.ts';
import { communityServiceMessages } from '../villages/community-service.messages.ts';

const m = communityServiceMessages('en');

export type EcosystemRequest = RowOf<'ecosystem_requests'>;

export const PAID_ONLY = m.paidOnly;
export const ADMINS_ONLY = m.adminsOnly;
/** Requests per page of the admin list. */
export const REQUESTS_PAGE = 50;

export interface PartnerRequest {
  readonly organisation: string;
  readonly jobTitle: string | null;
  readonly teamSize: number | null;
  readonly goals: string;
  readonly availability: string | null;
}

function circleRequestId(userId: string, sessionId: string): string {
  return derivedRowId('r', [userId, 'circle', sessionId]);
}

function partnerRequestId(userId: string): string {
  return derivedRowId('r', [userId, 'partner']);
}

/** Paid members only, checked on the stored profile (never on what a form says); a corporate membership on hold is not paid. */
async function requirePaid(store: Backend['store'], userId: string): Promise<void> {
  const user = await store.getRow('users', userId);
  if (!user) throw new ServiceError('not-found', m.noLearner);
  if (!(await paidNow(store, user))) throw new ServiceError('permission-denied', PAID_ONLY);
}

export async function requestCirclePlace(
  { store }: Pick<Backend, 'store'>,
  actorId: string,
  request: { sessionId: string; message: string | null },
  options: { now?: Date; circles?: readonly CircleDefinition[] } = {},
): Promise<EcosystemRequest> {
  await requirePaid(store, actorId);
  const found = findUpcomingSession(options.circles ?? circleCatalogue(), request.sessionId, options.now ?? new Date());
  if (!found) {
    throw new ServiceError('invalid-argument', m.upcomingSession, { fields: { sessionId: m.upcomingSession } });
  }
  try {
    return await store.createRow('ecosystem_requests', circleRequestId(actorId, found.session.id), {
      kind: 'circle_place',
      userId: actorId,
      sessionId: found.session.id,
      message: request.message,
    });
  } catch (error) {
    if (!isStoreError(error, 'conflict')) throw error;
    throw new ServiceError('invalid-argument', m.alreadyAsked, { fields: { sessionId: m.alreadyAsked } });
  }
}

export async function requestPartner({ store }: Pick<Backend, 'store'>, actorId: string, request: PartnerRequest): Promise<EcosystemRequest> {
  await requirePaid(store, actorId);
  try {
    return await store.createRow('ecosystem_requests', partnerRequestId(actorId), { kind: 'transformation_partner', userId: actorId, ...request });
  } catch (error) {
    if (!isStoreError(error, 'conflict')) throw error;
    throw new ServiceError('invalid-argument', m.haveRequest);
  }
}

/** The learner's own requests (their circle places and their partner request). */
export async function myEcosystemRequests({ store }: Pick<Backend, 'store'>, userId: string): Promise<{ circlePlaces: EcosystemRequest[]; partner: EcosystemRequest | null }> {
  const [circlePlaces, partner] = await Promise.all([
    store.findRows('ecosystem_requests', [equal('userId', userId), equal('kind', 'circle_place'), limit(100)]),
    store.getRow('ecosystem_requests', partnerRequestId(userId)),
  ]);
  return { circlePlaces, partner };
}

export interface RequestListing {
  readonly request: EcosystemRequest;
  readonly displayName: string;
  readonly email: string | null;
}

/** Requests newest first for admins, with who sent them (and their email, to reply). */
export async function listEcosystemRequests(
  { store, auth }: Pick<Backend, 'store' | 'auth'>,
  actorId: string,
  view: { kind?: EcosystemRequest['kind'] | null; page?: number } = {},
): Promise<{ requests: RequestListing[]; hasMore: boolean }> {
  const actor = await store.getRow('users', actorId);
  if (actor?.role !== 'admin') throw new ServiceError('permission-denied', ADMINS_ONLY);
  const page = Math.max(1, Math.floor(view.page ?? 1));
  const filters: Query<'ecosystem_requests'>[] = view.kind ? [equal('kind', view.kind)] : [];
  const rows = await store.findRows('ecosystem_requests', [...filters, orderDesc('$createdAt'), limit(REQUESTS_PAGE + 1), offset((page - 1) * REQUESTS_PAGE)]);
  const shown = rows.slice(0, REQUESTS_PAGE);
  const ids = [...new Set(shown.map((row) => row.userId))];
  const people = ids.length > 0 ? await store.findRows('users', [equal('$id', ids), limit(ids.length)]) : [];
  const names = new Map(people.map((person) => [person.$id, person.displayName]));
  const emails = new Map(await Promise.all(ids.map(async (id) => [id, await auth.emailOf(id)] as const)));
  return {
    requests: shown.map((request) => ({ request, displayName: names.get(request.userId) ?? 'A learner', email: emails.get(request.userId) ?? null })),
    hasMore: rows.length > REQUESTS_PAGE,
  };
}
