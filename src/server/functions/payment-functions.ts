// The spec's two payment functions (rules 3, 4, 33), as callables: create-payment-intent takes nothing
// (the price is the site's) and answers `{ clientSecret }`; process-payment takes `{ paymentIntentId, userId }`
// and answers `{ status, membershipStatus }`. Each checks its caller and its input, then calls one service.
import { z } from 'zod';
import { CallableError } from '#/domain/callable-errors.ts';
import { isId } from '#/domain/ids.ts';
import { completeMembershipPayment, startMembershipPayment } from '../services/payment-checkout.ts';
import { requireCaller, type CallableHandler } from './callable.ts';

/** No amount, currency or anything else: an empty object (or null) is the only valid request. */
const noInput = z.union([z.null(), z.strictObject({})]);

const processInput = z.strictObject({
  // Stripe's ids are letters, digits and underscores (pi_…); the test provider's too.
  paymentIntentId: z.string().regex(/^[A-Za-z0-9_]{1,255}$/),
  userId: z.string().refine(isId),
});

export const createPaymentIntent: CallableHandler = async (data, context) => {
  const user = requireCaller(context);
  if (!noInput.safeParse(data).success) {
    throw new CallableError('invalid-argument', 'The membership price is set by the site: send no amount, currency or other fields.');
  }
  return startMembershipPayment(context.backend, user.id);
};

export const processPayment: CallableHandler = async (data, context) => {
  const user = requireCaller(context);
  const parsed = processInput.safeParse(data);
  if (!parsed.success) throw new CallableError('invalid-argument', 'Send the paymentIntentId and your userId, and nothing else.');
  return completeMembershipPayment(context.backend, user.id, parsed.data);
};
