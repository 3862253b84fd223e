// Whether a corporate member counts as paid right now (rule 34: while their organisation is active). Nothing
// is written when an organisation is deactivated; the session reads this instead, so deactivating and
// reactivating an organisation of any size is one row's change.
import { corporateHold, isCorporateTier } from '#/domain/organisations.ts';
import { deriveFlags } from '#/domain/user-flags.ts';
import type { RowOf } from '../../schema.ts';
import type { StoreOps } from '../../store/port.ts';
import { equal, limit } from '../../store/query.ts';

/** Whether the person paid for membership themselves: a succeeded payment of theirs. */
export async function paidThemselves(store: Pick<StoreOps, 'findRows'>, userId: string): Promise<boolean> {
  const rows = await store.findRows('payments', [equal('userId', userId), equal('status', 'succeeded'), limit(1)]);
  return rows.length > 0;
}

/**
 * Whether the person's corporate membership is on hold: a corporate tier in an organisation that exists and
 * is inactive, with no payment of their own. Reads nothing for anyone else (most requests), and the
 * payments only when the organisation is inactive.
 */
export async function corporateHoldOf(store: Pick<StoreOps, 'getRow' | 'findRows'>, user: RowOf<'users'>): Promise<boolean> {
  if (!isCorporateTier(user.transformationTier) || user.membershipStatus !== 'paid' || user.organisationId === null) return false;
  const organisation = await store.getRow('organisations', user.organisationId);
  // A corporate tier with no organisation row (set by an operator by hand) stays as the columns say.
  if (organisation === null || organisation.active) return false;
  return corporateHold({ tier: user.transformationTier, organisationActive: false, paidThemselves: await paidThemselves(store, user.$id) });
}

/**
 * Whether the person counts as paid right now, as their session says (`isPaid`): paid membership, and not a
 * corporate one on hold. Services that gate paid features on the stored profile ask this, never the column alone.
 */
export async function paidNow(store: Pick<StoreOps, 'getRow' | 'findRows'>, user: RowOf<'users'>): Promise<boolean> {
  return deriveFlags({ ...user, corporateHold: await corporateHoldOf(store, user) }).isPaid;
}
