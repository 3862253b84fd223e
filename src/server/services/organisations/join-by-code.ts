// Joining by code (rule 34): from the profile, or with a new account's sign-up. A wrong code is counted
// against the account (10 per 15 minutes), so codes cannot be guessed; a code of the wrong shape is a typo,
// answered at once and not counted.
import { isJoinCodeShape, joinRefusal, normaliseJoinCode } from '#/domain/organisations.ts';
import type { Backend } from '../../backend.ts';
import type { RowOf } from '../../schema.ts';
import type { StoreOps } from '../../store/port.ts';
import { equal, limit } from '../../store/query.ts';
import { releaseAttempt, reserveAttempt } from '../auth-throttle.ts';
import { ServiceError, waitInWords } from '../service-error.ts';
import { joinInTransaction } from './membership.ts';
import { organisationServiceMessages } from './organisation-service.messages.ts';

const m = organisationServiceMessages('en');

export const CODE_SHAPE_MESSAGE = m.codeShape;
export const UNKNOWN_CODE_MESSAGE = m.unknownCode;

function codeError(message: string, code: 'invalid-argument' | 'not-found' | 'failed-precondition' | 'too-many-requests' = 'invalid-argument'): ServiceError {
  return new ServiceError(code, message, { fields: { joinCode: message } });
}

/** The organisation a typed code names, or null. */
export async function organisationByCode(store: Pick<StoreOps, 'findRows'>, typed: string): Promise<RowOf<'organisations'> | null> {
  const code = normaliseJoinCode(typed);
  if (!isJoinCodeShape(code)) return null;
  const [row] = await store.findRows('organisations', [equal('joinCode', code), limit(1)]);
  return row ?? null;
}

/**
 * The organisation a new account's code names, checked before the account is made so a wrong code loses
 * nothing of what was typed (the sign-up itself is throttled per address). Refuses an unknown, inactive or
 * full organisation beside the code field.
 */
export async function organisationForSignUp(store: Pick<StoreOps, 'findRows'>, typed: string): Promise<RowOf<'organisations'>> {
  if (!isJoinCodeShape(normaliseJoinCode(typed))) throw codeError(CODE_SHAPE_MESSAGE);
  const organisation = await organisationByCode(store, typed);
  if (!organisation) throw codeError(UNKNOWN_CODE_MESSAGE, 'not-found');
  const refusal = joinRefusal(organisation);
  if (refusal) throw codeError(refusal, 'failed-precondition');
  return organisation;
}

/** Makes the person a corporate member of the organisation (after their sign-up, or from their profile). */
export async function joinOrganisation(store: Backend['store'], userId: string, organisationId: string, how: string): Promise<void> {
  await store.transaction((tx) => joinInTransaction(tx, { userId, organisationId, tier: 'corporate_member', action: 'organisation.member-joined', actorId: userId, reason: how }));
}

/** From the profile: joins the organisation the code names; returns its name. */
export async function joinByCode({ store }: Pick<Backend, 'store'>, userId: string, typed: string): Promise<{ organisationName: string }> {
  if (!isJoinCodeShape(normaliseJoinCode(typed))) throw codeError(CODE_SHAPE_MESSAGE);
  const user = await store.getRow('users', userId);
  if (!user) throw new ServiceError('unauthenticated', m.signInFirst);
  if (user.organisationId !== null) {
    throw codeError('You already belong to an organisation. Ask your team leader to remove you from it before joining another.', 'failed-precondition');
  }
  const reserved = await reserveAttempt(store, [{ kind: 'joinCode', value: userId }]);
  if (!reserved.ok) throw codeError(`Too many codes tried. Please wait ${waitInWords(reserved.waitSeconds)} and try again.`, 'too-many-requests');
  const organisation = await organisationByCode(store, typed);
  // A wrong code stays counted; a right one is given back.
  if (!organisation) throw codeError(UNKNOWN_CODE_MESSAGE, 'not-found');
  await releaseAttempt(store, reserved.reservation);
  try {
    await joinOrganisation(store, userId, organisation.$id, 'Join code');
  } catch (error) {
    if (error instanceof ServiceError && error.code === 'failed-precondition') throw codeError(error.message, 'failed-precondition');
    throw error;
  }
  return { organisationName: organisation.name };
}

/** The organisation a person belongs to, as their profile shows it; null when none. */
export async function ownOrganisation({ store }: Pick<Backend, 'store'>, userId: string): Promise<{ name: string; active: boolean; isLeader: boolean } | null> {
  const user = await store.getRow('users', userId);
  const organisation = user?.organisationId ? await store.getRow('organisations', user.organisationId) : null;
  if (!user || !organisation) return null;
  return { name: organisation.name, active: organisation.active, isLeader: user.transformationTier === 'corporate_leader' };
}
