// The learner's points, live: when their points row changes (server-sent events, or Appwrite Realtime), the
// browser asks for what happened since the version it last saw and shows each award, level, rank and badge as
// a toast. One Action for both modes, called from the app shell's script; only ever the caller's own awards.
import { defineAction } from 'astro:actions';
import { z } from 'zod';
import { pageLocale } from '#/i18n/page-locale.ts';
import { getBackend } from '#/server/config.ts';
import { awardsSince } from '#/server/services/gamification/index.ts';
import { requireUser, withServiceErrors } from './service-errors.ts';

export const points = {
  newAwards: defineAction({
    accept: 'json',
    input: z.object({ since: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER) }),
    handler: withServiceErrors(async ({ since }, context) => {
      const user = requireUser(context);
      return awardsSince(await getBackend(), user.id, user.id, since, pageLocale(context));
    }),
  }),
};
