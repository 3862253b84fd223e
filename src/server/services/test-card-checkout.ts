// The embedded test provider's card form, server side (rule 33): the payer's test card confirms their own
// intent, as Stripe.js confirms one with Stripe. Only the intent's own payer may confirm it (its client secret
// alone is not enough here), the card is checked as Stripe's form checks it, and nothing but its last four
// digits is kept. With Stripe, cards never reach this server: Stripe's Payment Element takes them.
import { checkCard, type CardInput } from '#/domain/test-cards.ts';
import type { Backend } from '../backend.ts';
import { intentIdOfClientSecret, isPaymentProviderError, type TestCheckout, type TestConfirmation } from '../payments/port.ts';
import { paymentOfIntent } from './payment-fulfilment.ts';
import { ServiceError } from './service-error.ts';
import { paymentServiceMessages } from './payment-service.messages.ts';

const m = paymentServiceMessages('en');

async function checkoutFor({ store, payments }: Backend, actorId: string, clientSecret: string): Promise<TestCheckout> {
  if (!payments.testCheckout) throw new ServiceError('failed-precondition', m.providerForm);
  const intentId = intentIdOfClientSecret(clientSecret);
  const row = intentId === null ? null : await paymentOfIntent(store, intentId);
  // Someone else's payment reads exactly like no payment at all.
  if (!row || row.userId !== actorId) throw new ServiceError('not-found', m.noPayment);
  return payments.testCheckout;
}

async function answer(step: () => Promise<TestConfirmation>): Promise<TestConfirmation> {
  try {
    return await step();
  } catch (error) {
    if (isPaymentProviderError(error, 'not-found')) throw new ServiceError('not-found', m.noPayment);
    if (isPaymentProviderError(error, 'unexpected-state')) throw new ServiceError('failed-precondition', error.message);
    throw error;
  }
}

/** Pays the caller's intent with a test card: succeeded, a confirmation step to answer, or declined with the reason. */
export async function confirmTestCardPayment(
  backend: Backend,
  actorId: string,
  input: CardInput & { clientSecret: string },
  now = new Date(),
): Promise<TestConfirmation> {
  const checkout = await checkoutFor(backend, actorId, input.clientSecret);
  const card = checkCard(input, now);
  if (!card.ok) throw new ServiceError('invalid-argument', m.checkCard, { fields: card.fields });
  return answer(() => checkout.confirmCard(input.clientSecret, card));
}

/** The caller's answer to the confirmation step a card like 4000 0025 0000 3155 asks for. */
export async function answerTestConfirmationStep(
  backend: Backend,
  actorId: string,
  input: { clientSecret: string; approve: boolean },
): Promise<TestConfirmation> {
  const checkout = await checkoutFor(backend, actorId, input.clientSecret);
  return answer(() => checkout.completeAuthentication(input.clientSecret, input.approve));
}
