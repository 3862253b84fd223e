// The capstone: the learner submits it (posted from /journey/capstone); an admin approves it or returns it
// with feedback (posted from /admin/capstones). The service checks the admin role again (rules 24, 35).
import { defineAction } from 'astro:actions';
import { withFlashToast } from '#/domain/flash-toasts.ts';
import { getBackend } from '#/server/config.ts';
import { capstoneForm, capstoneIdForm, returnCapstoneForm } from '#/server/forms/journey-forms.ts';
import { approveCapstone, returnCapstone, submitCapstone } from '#/server/services/journeys/capstones.ts';
import { requireUser, withServiceErrors } from './service-errors.ts';

export const capstones = {
  submit: defineAction({
    accept: 'form',
    input: capstoneForm,
    handler: withServiceErrors(async (submission, context) => {
      const user = requireUser(context);
      await submitCapstone(await getBackend(), user.id, submission);
      return { redirect: withFlashToast('/journey/capstone', 'capstone-submitted') };
    }),
  }),

  approve: defineAction({
    accept: 'form',
    input: capstoneIdForm,
    handler: withServiceErrors(async ({ capstoneId }, context) => {
      const user = requireUser(context);
      await approveCapstone(await getBackend(), user.id, capstoneId);
      return { redirect: withFlashToast('/admin/capstones', 'capstone-approved') };
    }),
  }),

  returnWithFeedback: defineAction({
    accept: 'form',
    input: returnCapstoneForm,
    handler: withServiceErrors(async ({ capstoneId, feedback }, context) => {
      const user = requireUser(context);
      await returnCapstone(await getBackend(), user.id, capstoneId, feedback);
      return { redirect: withFlashToast('/admin/capstones', 'capstone-returned') };
    }),
  }),
};
