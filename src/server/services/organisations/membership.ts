// Joining and leaving an organisation, each inside the caller's transaction so the person's row, the seat
// count, their board totals (the organisation board: syncBoardMembership) and the audit entry change together.
// Membership status and tier are written here and nowhere a learner can post to (rule 34).
import { corporateStanding, isCorporateTier, joinRefusal, NO_FREE_SEATS_MESSAGE, standingAfterLeaving, type CorporateTier } from '#/domain/organisations.ts';
import type { RowOf } from '../../schema.ts';
import { isStoreError, type StoreOps } from '../../store/port.ts';
import { recordAudit } from '../audit-log.ts';
import { syncBoardMembership } from '../gamification/index.ts';
import { ServiceError } from '../service-error.ts';
import { tallyEvent } from '../summaries/index.ts';
import { isOnHold, tallyHoldChange } from './held-members.ts';
import { paidThemselves } from './standing.ts';
import { organisationServiceMessages } from './organisation-service.messages.ts';

const m = organisationServiceMessages('en');

/** Who made the change and why, for the audit log. */
export interface Change {
  readonly actorId: string;
  readonly reason: string | null;
  readonly now?: Date;
}

export type JoinOutcome = 'joined' | 'promoted' | 'already-member';

export async function organisationOrFail(tx: Pick<StoreOps, 'getRow'>, organisationId: string): Promise<RowOf<'organisations'>> {
  const organisation = await tx.getRow('organisations', organisationId);
  if (!organisation) throw new ServiceError('not-found', m.noOrganisation);
  return organisation;
}

function standingOf(user: RowOf<'users'>) {
  return { organisationId: user.organisationId, membershipStatus: user.membershipStatus, transformationTier: user.transformationTier };
}

/**
 * Writes the person's new standing and moves the admin dashboard's counters (paid members, tiers, members on
 * hold) with it, in the same transaction, as every change of membership or tier does.
 */
export async function writeStanding(
  tx: StoreOps,
  user: RowOf<'users'>,
  after: { organisationId?: string | null; membershipStatus?: RowOf<'users'>['membershipStatus']; transformationTier?: RowOf<'users'>['transformationTier'] },
): Promise<void> {
  const wasOnHold = await isOnHold(tx, user);
  await tx.updateRow('users', user.$id, after);
  const before = { role: user.role, membershipStatus: user.membershipStatus, transformationTier: user.transformationTier };
  await tallyEvent(tx, { kind: 'standing-changed', before, after: { ...before, ...pick(after) } }, user.$id);
  await tallyHoldChange(tx, wasOnHold, { ...user, ...after });
}

function pick(after: { membershipStatus?: RowOf<'users'>['membershipStatus']; transformationTier?: RowOf<'users'>['transformationTier'] }) {
  return {
    ...(after.membershipStatus === undefined ? {} : { membershipStatus: after.membershipStatus }),
    ...(after.transformationTier === undefined ? {} : { transformationTier: after.transformationTier }),
  };
}

/**
 * Makes the person a member (or leader) of the organisation: paid, with the corporate tier, one seat taken,
 * on its board. Someone already in it who is to lead is made a leader (no new seat); someone in another
 * organisation is refused. Refused too while it is inactive (unless an admin adds them) or has no free seat
 * (the seat is one bounded increment, so two people cannot take the last seat together).
 */
export async function joinInTransaction(
  tx: StoreOps,
  input: { userId: string; organisationId: string; tier: CorporateTier; action: string; byAdmin?: boolean } & Change,
): Promise<JoinOutcome> {
  const user = await tx.getRow('users', input.userId);
  if (!user) throw new ServiceError('not-found', m.noPerson);
  const organisation = await organisationOrFail(tx, input.organisationId);
  const at = input.now ?? new Date();
  if (user.organisationId === organisation.$id) {
    if (input.tier !== 'corporate_leader' || user.transformationTier === 'corporate_leader') return 'already-member';
    const after = corporateStanding('corporate_leader');
    await writeStanding(tx, user, after);
    await recordAudit(tx, { actorId: input.actorId, action: input.action, targetType: 'user', targetId: user.$id, before: standingOf(user), after: { organisationId: organisation.$id, ...after }, reason: input.reason, at });
    return 'promoted';
  }
  if (user.organisationId !== null) {
    throw new ServiceError('failed-precondition', m.otherOrganisation);
  }
  // An admin may staff an inactive organisation (setting it up before it starts); seats bind everyone.
  const refusal = joinRefusal(input.byAdmin ? { ...organisation, active: true } : organisation);
  if (refusal) throw new ServiceError('failed-precondition', refusal);
  try {
    await tx.incrementColumn('organisations', organisation.$id, 'memberCount', 1, organisation.seatLimit === null ? {} : { max: organisation.seatLimit });
  } catch (error) {
    if (isStoreError(error, 'out-of-range')) throw new ServiceError('failed-precondition', NO_FREE_SEATS_MESSAGE);
    throw error;
  }
  const after = { organisationId: organisation.$id, ...corporateStanding(input.tier) };
  await writeStanding(tx, user, after);
  await syncBoardMembership(tx, user.$id, at);
  await recordAudit(tx, { actorId: input.actorId, action: input.action, targetType: 'user', targetId: user.$id, before: standingOf(user), after, reason: input.reason, at });
  return 'joined';
}

/**
 * Takes the person out of the organisation: their corporate tier ends and they are free again, unless they
 * paid themselves (then individual paid); their seat is freed and they leave its board.
 */
export async function leaveInTransaction(tx: StoreOps, input: { userId: string; organisationId: string; action: string } & Change): Promise<void> {
  const user = await tx.getRow('users', input.userId);
  if (!user || user.organisationId !== input.organisationId) throw new ServiceError('not-found', m.notMember);
  const at = input.now ?? new Date();
  // Someone placed in the organisation without a corporate tier (by hand) keeps the standing they have.
  const standing = isCorporateTier(user.transformationTier) ? standingAfterLeaving(await paidThemselves(tx, user.$id)) : {};
  const after = { organisationId: null, ...standing };
  await writeStanding(tx, user, after);
  await tx.incrementColumn('organisations', input.organisationId, 'memberCount', -1, { min: 0 }).catch((error: unknown) => {
    // A count already at 0 (rows moved by hand) stays at 0 rather than blocking the removal.
    if (!isStoreError(error, 'out-of-range')) throw error;
  });
  await syncBoardMembership(tx, user.$id, at);
  await recordAudit(tx, { actorId: input.actorId, action: input.action, targetType: 'user', targetId: user.$id, before: standingOf(user), after, reason: input.reason, at });
}
