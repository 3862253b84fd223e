// The premium ecosystem's requests (rule 18): a place on a Peer-to-Peer Circle session, a Transformation
// Partner. Form Actions posted from their pages; the service checks the membership on the stored profile.
import { defineAction } from 'astro:actions';
import { withFlashToast } from '#/domain/flash-toasts.ts';
import { getBackend } from '#/server/config.ts';
import { circlePlaceForm, partnerForm } from '#/server/forms/community-forms.ts';
import { requestCirclePlace, requestPartner } from '#/server/services/ecosystem/ecosystem-requests.ts';
import { requireUser, withServiceErrors } from './service-errors.ts';

export const ecosystem = {
  requestCirclePlace: defineAction({
    accept: 'form',
    input: circlePlaceForm,
    handler: withServiceErrors(async (request, context) => {
      const user = requireUser(context);
      await requestCirclePlace(await getBackend(), user.id, request);
      return { redirect: withFlashToast('/ecosystem/peer-circles', 'circle-requested') };
    }),
  }),

  requestPartner: defineAction({
    accept: 'form',
    input: partnerForm,
    handler: withServiceErrors(async (request, context) => {
      const user = requireUser(context);
      await requestPartner(await getBackend(), user.id, request);
      return { redirect: withFlashToast('/ecosystem/transformation-partner', 'partner-requested') };
    }),
  }),
};
