// Webinars: a learner records attendance with the code (posted from /journey/webinars); an admin schedules
// and cancels them (posted from /admin/webinars). The services check the caller's role again (rules 24, 35).
import { defineAction } from 'astro:actions';
import { withFlashToast } from '#/domain/flash-toasts.ts';
import { getBackend } from '#/server/config.ts';
import { attendWebinarForm, scheduleWebinarForm, webinarIdForm } from '#/server/forms/journey-forms.ts';
import { attendWebinar, cancelWebinar, scheduleWebinar } from '#/server/services/journeys/webinars.ts';
import { requireUser, withServiceErrors } from './service-errors.ts';

export const webinars = {
  attend: defineAction({
    accept: 'form',
    input: attendWebinarForm,
    handler: withServiceErrors(async ({ webinarId, code }, context) => {
      const user = requireUser(context);
      await attendWebinar(await getBackend(), user.id, webinarId, code);
      return { redirect: withFlashToast('/journey/webinars', 'webinar-attended') };
    }),
  }),

  schedule: defineAction({
    accept: 'form',
    input: scheduleWebinarForm,
    handler: withServiceErrors(async (webinar, context) => {
      const user = requireUser(context);
      await scheduleWebinar(await getBackend(), user.id, webinar);
      return { redirect: withFlashToast('/admin/webinars', 'webinar-scheduled') };
    }),
  }),

  cancel: defineAction({
    accept: 'form',
    input: webinarIdForm,
    handler: withServiceErrors(async ({ webinarId }, context) => {
      const user = requireUser(context);
      await cancelWebinar(await getBackend(), user.id, webinarId);
      return { redirect: withFlashToast('/admin/webinars', 'webinar-cancelled') };
    }),
  }),
};
