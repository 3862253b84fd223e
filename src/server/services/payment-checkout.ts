// Paying for membership, as the spec's two callable functions do it (rules 3, 4, 33):
// - start: a signed-in free member gets a client secret for an intent at the site's price (no amount ever
//   comes from the browser); a retried or double-clicked start gets the same intent back;
// - complete: the server asks the provider about the intent and fulfils only what truly paid, for this person.
import { type MembershipStatus } from '#/domain/user-flags.ts';
import { membershipMetadata, type PaymentStatus } from '#/domain/payment-rules.ts';
import { sameMoney } from '#/domain/money.ts';
import type { Backend } from '../backend.ts';
import { isPaymentProviderError, type PaymentIntent } from '../payments/port.ts';
import { isStoreError } from '../store/port.ts';
import { equal, limit, orderDesc } from '../store/query.ts';
import { getMembershipPrice } from './membership-price.ts';
import { fulfilIntent, paymentOfIntent } from './payment-fulfilment.ts';
import { ServiceError } from './service-error.ts';
import { paidNow } from './organisations/standing.ts';
import { paymentServiceMessages } from './payment-service.messages.ts';

const m = paymentServiceMessages('en');

/** What the browser is told when the provider cannot be reached: nothing happened, and what to do. */
export const PROVIDER_DOWN_MESSAGE = m.providerDown;

/** Intents the payer can still pay: a failed card leaves the intent open for another card, as Stripe does. */
const PAYABLE = new Set<PaymentIntent['status']>(['requires_payment_method', 'requires_confirmation', 'requires_action']);

/** Runs a provider call, turning "cannot be reached" into the message people see, and anything else into a failure. */
async function askProvider<R>(call: () => Promise<R>): Promise<R> {
  try {
    return await call();
  } catch (error) {
    if (isPaymentProviderError(error, 'unavailable')) throw new ServiceError('unavailable', PROVIDER_DOWN_MESSAGE);
    throw error;
  }
}

async function requireFreeMember({ store }: Backend, userId: string): Promise<void> {
  const user = await store.getRow('users', userId);
  if (!user) throw new ServiceError('unauthenticated', m.signInFirst);
  // A corporate member whose organisation is inactive is not paid meanwhile (rule 34), and may pay themselves.
  if (await paidNow(store, user)) throw new ServiceError('failed-precondition', m.alreadyPaid);
}

/**
 * Starts (or resumes) paying for membership: the client secret of an intent for the current price. An open
 * intent of this person at this price is resumed, so a declined card is retried on the same intent and a
 * double click makes one intent; otherwise a new one is created with an idempotency key derived from the
 * attempt number and the price, so two simultaneous starts get one intent from the provider.
 */
export async function startMembershipPayment(backend: Backend, actorId: string): Promise<{ clientSecret: string }> {
  await requireFreeMember(backend, actorId);
  const { store, payments } = backend;
  const price = await getMembershipPrice(backend);
  const provider = payments.browser.provider;
  const { total, rows } = await store.listRows('payments', [equal('userId', actorId), orderDesc('$createdAt'), limit(20)]);

  for (const row of rows) {
    if (row.provider !== provider || !sameMoney(row, price) || row.fulfilledAt !== null) continue;
    if (row.status === 'succeeded' || row.status === 'canceled' || row.status === 'processing') continue;
    const intent = await askProvider(() => payments.retrieveIntent(row.providerIntentId));
    if (intent === null) continue;
    if (PAYABLE.has(intent.status)) return { clientSecret: intent.clientSecret };
    if (intent.status === 'succeeded') {
      // Paid earlier but never completed (tab closed, webhook not yet here): complete it now, never charge twice.
      await fulfilIntent(backend, intent, 'process-payment');
      throw new ServiceError('failed-precondition', m.alreadyPaid);
    }
  }

  const created = await askProvider(() =>
    payments.createIntent({
      amount: price.amount,
      currency: price.currency,
      idempotencyKey: `membership:${actorId}:${total + 1}:${price.amount}${price.currency}`,
      metadata: membershipMetadata(actorId, price),
    }),
  );
  try {
    await store.createRow('payments', null, {
      userId: actorId,
      provider,
      providerIntentId: created.id,
      amount: price.amount,
      currency: price.currency,
      status: 'pending',
    });
  } catch (error) {
    // The simultaneous start that got the same intent recorded it first.
    if (!isStoreError(error, 'conflict')) throw error;
  }
  return { clientSecret: created.clientSecret };
}

export interface CompletedPayment {
  status: PaymentStatus;
  membershipStatus: MembershipStatus;
}

/**
 * Completes a payment the browser says has gone through (process-payment). `userId` must be the caller; the
 * intent must be theirs; the provider is asked what happened, and only a succeeded intent for the price they
 * were asked makes them paid (once). A payment still processing is answered as such (the webhook finishes it).
 */
export async function completeMembershipPayment(
  backend: Backend,
  actorId: string,
  input: { paymentIntentId: string; userId: string },
): Promise<CompletedPayment> {
  if (input.userId !== actorId) throw new ServiceError('permission-denied', m.ownPaymentOnly);
  const { store, payments } = backend;
  const row = await paymentOfIntent(store, input.paymentIntentId);
  if (row && row.userId !== actorId) throw new ServiceError('permission-denied', m.someoneElses);
  const intent = await askProvider(() => payments.retrieveIntent(input.paymentIntentId));
  if (intent === null) throw new ServiceError('not-found', m.noPayment);

  const result = await fulfilIntent(backend, intent, 'process-payment');
  if (result.kind !== 'refused') return { status: 'succeeded', membershipStatus: 'paid' };
  const { reason, message } = result.verdict;
  if (reason === 'wrong-user') throw new ServiceError('permission-denied', message);
  if (reason === 'processing') {
    const user = await store.getRow('users', actorId);
    return { status: 'processing', membershipStatus: user?.membershipStatus ?? 'free' };
  }
  throw new ServiceError('failed-precondition', message);
}
