// A pathfinder session request from the landing page's form (an island, so a JSON Action). The request is
// stored first, then the delivery worker is woken to forward it; the browser is told where to book.
import { defineAction } from 'astro:actions';
import { z } from 'zod';
import { getBackend } from '#/server/config.ts';
import { submitPathfinderRequest } from '#/server/services/pathfinder-requests.ts';
import { ensurePathfinderDelivery } from '#/server/singletons/pathfinder-delivery-instance.ts';
import { requestMeta, withServiceErrors } from './service-errors.ts';

export const pathfinder = {
  request: defineAction({
    accept: 'json',
    // The fields' own rules (and the spec's messages) are the shared pathfinder schema, which the service
    // applies with today's date; here only the shape of the body is checked.
    input: z.record(z.string().max(40), z.unknown()),
    handler: withServiceErrors(async (input, context) => {
      const backend = await getBackend();
      const stored = await submitPathfinderRequest(backend, input, { ip: requestMeta(context).ip });
      ensurePathfinderDelivery(backend).wake();
      return { redirect: stored.redirect };
    }),
  }),
};
