// A person's own payments, for the receipts on /profile and the printable receipt page (rule 33). Deny by
// default: only the payer sees a payment, and someone else's reads exactly like none at all.
import { PAYMENT_STATUS_LABELS, type PaymentStatus } from '#/domain/payment-rules.ts';
import { isId } from '#/domain/ids.ts';
import type { Backend } from '../backend.ts';
import type { RowOf } from '../schema.ts';
import { equal, limit, notEqual, orderDesc } from '../store/query.ts';
import { ServiceError } from './service-error.ts';
import { paymentServiceMessages } from './payment-service.messages.ts';

const m = paymentServiceMessages('en');

export interface PaymentRecord {
  /** Our id: the receipt number. */
  id: string;
  /** When the payment was started (ISO 8601). */
  createdAt: string;
  /** When it made the person a paid member, or null. */
  paidAt: string | null;
  amount: number;
  currency: string;
  status: PaymentStatus;
  statusLabel: string;
  /** The payment provider's reference (its intent id), what its support would ask for. */
  reference: string;
  provider: 'test' | 'stripe';
  failureMessage: string | null;
}

function toRecord(row: RowOf<'payments'>): PaymentRecord {
  return {
    id: row.$id,
    createdAt: row.$createdAt,
    paidAt: row.fulfilledAt,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    statusLabel: PAYMENT_STATUS_LABELS[row.status],
    reference: row.providerIntentId,
    provider: row.provider,
    failureMessage: row.failureMessage,
  };
}

/**
 * The person's payments, newest first: every attempt that went somewhere (paid, failed, waiting); an intent
 * created by a click on Pay and never tried is not a payment yet and is left out.
 */
export async function listOwnPayments({ store }: Backend, actorId: string, userId: string): Promise<PaymentRecord[]> {
  if (actorId !== userId) throw new ServiceError('permission-denied', m.ownPaymentsOnly);
  const { rows } = await store.listRows('payments', [equal('userId', userId), notEqual('status', 'pending'), orderDesc('$createdAt'), limit(100)]);
  return rows.map(toRecord);
}

/** One of the person's own payments, or null (no such payment, or someone else's). */
export async function getOwnPayment({ store }: Backend, actorId: string, paymentId: string): Promise<PaymentRecord | null> {
  if (!isId(paymentId)) return null;
  const row = await store.getRow('payments', paymentId);
  return row && row.userId === actorId ? toRecord(row) : null;
}
