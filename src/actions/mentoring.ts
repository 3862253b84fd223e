// Peer mentoring: the mentor logs a session, the mentee confirms or declines it (posted from
// /journey/mentoring). The service decides who may do what (rule 24); the form cannot name the actor.
import { defineAction } from 'astro:actions';
import { withFlashToast } from '#/domain/flash-toasts.ts';
import { getBackend } from '#/server/config.ts';
import { logSessionForm, sessionIdForm } from '#/server/forms/journey-forms.ts';
import { logSession, respondToSession } from '#/server/services/journeys/mentoring.ts';
import { requireUser, withServiceErrors } from './service-errors.ts';

export const mentoring = {
  log: defineAction({
    accept: 'form',
    input: logSessionForm,
    handler: withServiceErrors(async (session, context) => {
      const user = requireUser(context);
      await logSession(await getBackend(), user.id, session);
      return { redirect: withFlashToast('/journey/mentoring', 'session-logged') };
    }),
  }),

  confirm: defineAction({
    accept: 'form',
    input: sessionIdForm,
    handler: withServiceErrors(async ({ sessionId }, context) => {
      const user = requireUser(context);
      await respondToSession(await getBackend(), user.id, sessionId, 'confirm');
      return { redirect: withFlashToast('/journey/mentoring', 'session-confirmed') };
    }),
  }),

  decline: defineAction({
    accept: 'form',
    input: sessionIdForm,
    handler: withServiceErrors(async ({ sessionId }, context) => {
      const user = requireUser(context);
      await respondToSession(await getBackend(), user.id, sessionId, 'decline');
      return { redirect: withFlashToast('/journey/mentoring', 'session-declined') };
    }),
  }),
};
