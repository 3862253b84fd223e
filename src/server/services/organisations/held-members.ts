// The dashboard's count of corporate members on hold (rule 34: corporate tiers are paid only while the
// organisation is active). Deactivating writes no member row, so their rows still say paid; the counter
// heldMembers says how many of those are on hold right now, and "paid members" subtracts it. It moves with:
// - deactivating or reactivating an organisation: by its members on hold, counted then from its rows;
// - any write of one person's standing (joining, leaving, a leader change, an admin's change, a payment):
//   by whether they were on hold before and are after (corporateHoldOf, the same test the session makes).
import type { RowOf } from '../../schema.ts';
import type { StoreOps } from '../../store/port.ts';
import { cursorAfter, equal, limit, orderAsc } from '../../store/query.ts';
import { tallyEvent } from '../summaries/index.ts';
import { corporateHoldOf } from './standing.ts';

type Standing = Pick<RowOf<'users'>, '$id' | 'organisationId' | 'membershipStatus' | 'transformationTier'>;

/** Members read per page when an organisation's members on hold are counted. */
const PAGE = 1000;

/** Whether the person is on hold now (reads the organisation, and their payments only when it is inactive). */
export function isOnHold(tx: Pick<StoreOps, 'getRow' | 'findRows'>, standing: Standing): Promise<boolean> {
  return corporateHoldOf(tx, standing as RowOf<'users'>);
}

/** Moves the counter by one person's change: `wasOnHold` read before the write, the standing after it. */
export async function tallyHoldChange(tx: StoreOps, wasOnHold: boolean, after: Standing): Promise<void> {
  const now = await isOnHold(tx, after);
  if (now !== wasOnHold) await tallyEvent(tx, { kind: 'hold-changed', count: now ? 1 : -1 }, after.$id);
}

/**
 * How many of the organisation's members would be on hold while it is inactive: corporate tiers, paid by
 * their row, without a payment of their own. Reads its members a page at a time and their payments per page.
 */
export async function membersOnHoldIfInactive(tx: Pick<StoreOps, 'findRows'>, organisationId: string): Promise<number> {
  let held = 0;
  let after: string | null = null;
  for (;;) {
    const members: RowOf<'users'>[] = await tx.findRows('users', [
      equal('organisationId', organisationId),
      equal('transformationTier', ['corporate_member', 'corporate_leader']),
      equal('membershipStatus', 'paid'),
      orderAsc('$id'),
      limit(PAGE),
      ...(after ? [cursorAfter(after)] : []),
    ]);
    const ids = members.map((member) => member.$id);
    if (ids.length > 0) {
      const payments = await tx.findRows('payments', [equal('userId', ids), equal('status', 'succeeded'), limit(5000)]);
      const payers = new Set(payments.map((payment) => payment.userId));
      held += ids.filter((id) => !payers.has(id)).length;
    }
    if (members.length < PAGE) return held;
    after = members.at(-1)?.$id ?? null;
  }
}
