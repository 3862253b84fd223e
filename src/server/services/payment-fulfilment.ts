// Fulfilment: the one transaction that turns a succeeded payment into a paid membership (rules 4, 21).
// It runs however the news arrives (the browser's process-payment call, the signed webhook, an Appwrite
// Function), and it is idempotent: the payment row's `fulfilledAt` is read and written in the same
// transaction as the membership, the audit entry and (for a webhook) the processed event, so however many
// times and however concurrently it runs, membership is switched on once and one audit entry says so.
import { isId } from '#/domain/ids.ts';
import { formatMoney } from '#/domain/money.ts';
import { judgeIntent, paymentStatusOf, type IntentVerdict } from '#/domain/payment-rules.ts';
import type { Backend } from '../backend.ts';
import type { PaymentIntent } from '../payments/port.ts';
import type { Columns, RowOf } from '../schema.ts';
import type { StoreOps } from '../store/port.ts';
import { equal } from '../store/query.ts';
import { recordAudit, SYSTEM_ACTOR } from './audit-log.ts';
import { readMembershipPrice } from './membership-price.ts';
import { isOnHold, tallyHoldChange } from './organisations/held-members.ts';
import { tallyEvent } from './summaries/index.ts';

/** How the server learnt that the intent succeeded. */
export type FulfilmentSource = 'process-payment' | 'webhook';

/** A webhook event to record as processed in the same transaction (so a redelivery changes nothing). */
export interface EventToRecord {
  readonly id: string;
  readonly type: string;
}

export type FulfilmentResult =
  | { readonly kind: 'fulfilled' | 'already-fulfilled'; readonly userId: string }
  | { readonly kind: 'refused'; readonly verdict: Extract<IntentVerdict, { ok: false }>; readonly userId: string | null };

/** The payment row of a provider intent, read through `tx`. */
export async function paymentOfIntent(tx: Pick<StoreOps, 'listRows'>, intentId: string): Promise<RowOf<'payments'> | null> {
  return (await tx.listRows('payments', [equal('providerIntentId', intentId)])).rows[0] ?? null;
}

/** Records a processed webhook event through `tx`. */
export async function recordEvent(
  tx: StoreOps,
  event: EventToRecord,
  outcome: Columns<'payment_events'>['outcome'],
  intentId: string | null,
  detail: string | null = null,
): Promise<void> {
  await tx.createRow('payment_events', null, { eventId: event.id, type: event.type, providerIntentId: intentId, outcome, detail: detail?.slice(0, 500) ?? null });
}

/**
 * Makes the intent's payer a paid member if the intent pays for membership (judgeIntent), once. `intent` must
 * come from the provider (retrieved, or in a verified webhook), never from a browser.
 */
export async function fulfilIntent(
  { store, payments }: Backend,
  intent: PaymentIntent,
  source: FulfilmentSource,
  event: EventToRecord | null = null,
  now = new Date(),
): Promise<FulfilmentResult> {
  return store.transaction(async (tx): Promise<FulfilmentResult> => {
    const row = await paymentOfIntent(tx, intent.id);
    // The row holds what the server asked for; an intent it never recorded (its row write failed after the
    // provider answered) is held to the price now and to the payer its metadata names.
    const expected = row
      ? { userId: row.userId, price: { amount: row.amount, currency: row.currency } }
      : { userId: intent.metadata.userId ?? '', price: await readMembershipPrice(tx) };
    const verdict = judgeIntent(intent, expected);
    if (!verdict.ok) {
      if (row && row.fulfilledAt === null && verdict.reason !== 'wrong-user') {
        await tx.updateRow('payments', row.$id, { status: paymentStatusOf(intent), failureMessage: intent.lastError });
      }
      if (event) await recordEvent(tx, event, 'refused', intent.id, verdict.message);
      return { kind: 'refused', verdict, userId: row?.userId ?? null };
    }
    if (row?.fulfilledAt) {
      if (event) await recordEvent(tx, event, 'already_fulfilled', intent.id);
      return { kind: 'already-fulfilled', userId: row.userId };
    }
    // An id that cannot be a user's (metadata written elsewhere) is no one, rather than a store error.
    const user = isId(expected.userId) ? await tx.getRow('users', expected.userId) : null;
    if (!user) {
      const refused = { ok: false, reason: 'wrong-user', message: 'The person this payment was for no longer has an account.' } as const;
      if (event) await recordEvent(tx, event, 'refused', intent.id, refused.message);
      return { kind: 'refused', verdict: refused, userId: null };
    }
    // Read before this payment counts as their own: a corporate member on hold who pays comes off hold.
    const wasOnHold = await isOnHold(tx, user);
    const paidRow = { status: 'succeeded', failureMessage: null, fulfilledAt: now.toISOString() } as const;
    if (row) await tx.updateRow('payments', row.$id, paidRow);
    else {
      await tx.createRow('payments', null, {
        ...paidRow,
        userId: user.$id,
        provider: payments.browser.provider,
        providerIntentId: intent.id,
        amount: expected.price.amount,
        currency: expected.price.currency.toUpperCase(),
      });
    }
    const before = { membershipStatus: user.membershipStatus, transformationTier: user.transformationTier };
    // A corporate member who also pays keeps the corporate tier (an admin manages it); anyone else becomes an
    // individual paid member.
    const corporate = user.membershipStatus === 'paid' && (user.transformationTier === 'corporate_member' || user.transformationTier === 'corporate_leader');
    const after = { membershipStatus: 'paid', transformationTier: corporate ? user.transformationTier : 'individual_paid' } as const;
    await tx.updateRow('users', user.$id, after);
    // The dashboard's revenue and paid members move with the payment.
    await tallyEvent(tx, { kind: 'payment-fulfilled', at: now, amount: expected.price.amount, currency: expected.price.currency }, user.$id);
    await tallyEvent(tx, { kind: 'standing-changed', before: user, after: { ...user, ...after } }, user.$id);
    await tallyHoldChange(tx, wasOnHold, { ...user, ...after });
    await recordAudit(tx, {
      actorId: source === 'webhook' ? SYSTEM_ACTOR : user.$id,
      action: 'membership.paid',
      targetType: 'user',
      targetId: user.$id,
      before,
      after,
      reason: `Payment ${intent.id} of ${formatMoney(expected.price)} succeeded (${source === 'webhook' ? 'signed provider webhook' : 'process-payment'}).`,
      at: now,
    });
    if (event) await recordEvent(tx, event, 'fulfilled', intent.id);
    return { kind: 'fulfilled', userId: user.$id };
  });
}
