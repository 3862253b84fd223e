// The test provider's card form (rule 33), called from the upgrade page's island: confirm the caller's own
// payment intent with a test card, and answer the confirmation step some cards ask for. JSON Actions (the
// payment flow needs JavaScript in either mode: Stripe's Payment Element does too).
import { defineAction } from 'astro:actions';
import { z } from 'zod';
import { getBackend } from '#/server/config.ts';
import { answerTestConfirmationStep, confirmTestCardPayment } from '#/server/services/test-card-checkout.ts';
import { requireUser, withServiceErrors } from './service-errors.ts';

const clientSecret = z.string().min(1).max(100);

export const payments = {
  confirmTestCard: defineAction({
    accept: 'json',
    input: z.strictObject({ clientSecret, number: z.string().max(40), expiry: z.string().max(10), cvc: z.string().max(8) }),
    handler: withServiceErrors(async (input, context) => {
      const user = requireUser(context);
      return confirmTestCardPayment(await getBackend(), user.id, input);
    }),
  }),

  answerConfirmationStep: defineAction({
    accept: 'json',
    input: z.strictObject({ clientSecret, approve: z.boolean() }),
    handler: withServiceErrors(async (input, context) => {
      const user = requireUser(context);
      return answerTestConfirmationStep(await getBackend(), user.id, input);
    }),
  }),
};
