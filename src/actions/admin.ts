// The admin area's writes (rule 35): a learner's XP, standing, suspension and sessions (/admin/user/{id}:
// posted first without `confirmed`, the Action only checks the form and answers what it would do; the page
// shows that as a confirmation step, whose form posts it again with `confirmed`), the site settings (/admin/settings) and a pathfinder retry
// (/admin/dashboard, /admin/pathfinder). Every one checks that its caller is an admin, whatever the route
// table said, and its service checks again against the store.
import { randomUUID } from 'node:crypto';
import { ActionError, defineAction, type ActionAPIContext } from 'astro:actions';
import { withFlashToast } from '#/domain/flash-toasts.ts';
import { getBackend } from '#/server/config.ts';
import {
  farmingForm,
  featuresForm,
  linksForm,
  priceForm,
  retryForm,
  signOutForm,
  standingForm,
  streakForm,
  suspensionForm,
  webhookForm,
  xpAdjustmentForm,
} from '#/server/forms/admin-forms.ts';
import { changeStanding } from '#/server/services/access.ts';
import { saveMembershipPrice } from '#/server/services/admin/admin-settings.ts';
import { reinstateLearner, signLearnerOutEverywhere, suspendLearner } from '#/server/services/admin/learner-sessions.ts';
import { retryPathfinderRequest } from '#/server/services/admin/pathfinder-admin.ts';
import { adjustLearnerXp, refuseOwnAdjustment } from '#/server/services/admin/xp-adjustment.ts';
import type { SessionUser } from '#/server/services/session-user.ts';
import { saveSiteSettings, type SiteSettingChange } from '#/server/services/site-settings.ts';
import { endLiveStreamsOf } from '#/server/singletons/live-streams-instance.ts';
import { ensurePathfinderDelivery } from '#/server/singletons/pathfinder-delivery-instance.ts';
import { requireUser, withServiceErrors } from './service-errors.ts';

/** The caller, if an admin; FORBIDDEN otherwise (UNAUTHORIZED when signed out). */
export function requireAdminCaller(context: ActionAPIContext): SessionUser {
  const user = requireUser(context);
  if (!user.isAdmin) throw new ActionError({ code: 'FORBIDDEN', message: 'Only an admin can do this.' });
  return user;
}

const learnerPage = (userId: string) => `/admin/user/${encodeURIComponent(userId)}`;

export const admin = {
  adjustXp: defineAction({
    accept: 'form',
    input: xpAdjustmentForm,
    handler: withServiceErrors(async (input, context) => {
      const caller = requireAdminCaller(context);
      refuseOwnAdjustment(caller.id, input.userId);
      if (!input.confirmed) return { confirm: { ...input, key: input.key ?? randomUUID() } };
      await adjustLearnerXp(await getBackend(), caller.id, { ...input, key: input.key ?? randomUUID() });
      return { redirect: withFlashToast(learnerPage(input.userId), 'admin-xp-adjusted') };
    }),
  }),

  changeStanding: defineAction({
    accept: 'form',
    input: standingForm,
    handler: withServiceErrors(async ({ userId, field, value, changes, reason, confirmed }, context) => {
      const caller = requireAdminCaller(context);
      if (!confirmed) return { confirm: { userId, field, value, reason } };
      await changeStanding(await getBackend(), { adminId: caller.id }, userId, changes, reason);
      return { redirect: withFlashToast(learnerPage(userId), 'admin-standing-changed') };
    }),
  }),

  suspend: defineAction({
    accept: 'form',
    input: suspensionForm,
    handler: withServiceErrors(async ({ userId, reason, confirmed }, context) => {
      const caller = requireAdminCaller(context);
      if (!confirmed) return { confirm: { userId, reason } };
      await suspendLearner(await getBackend(), caller.id, userId, reason, { endLiveStreams: endLiveStreamsOf });
      return { redirect: withFlashToast(learnerPage(userId), 'admin-suspended') };
    }),
  }),

  reinstate: defineAction({
    accept: 'form',
    input: suspensionForm,
    handler: withServiceErrors(async ({ userId, reason, confirmed }, context) => {
      const caller = requireAdminCaller(context);
      if (!confirmed) return { confirm: { userId, reason } };
      await reinstateLearner(await getBackend(), caller.id, userId, reason);
      return { redirect: withFlashToast(learnerPage(userId), 'admin-reinstated') };
    }),
  }),

  signOutEverywhere: defineAction({
    accept: 'form',
    input: signOutForm,
    handler: withServiceErrors(async ({ userId, reason, confirmed }, context) => {
      const caller = requireAdminCaller(context);
      if (!confirmed) return { confirm: { userId, reason: reason ?? '' } };
      await signLearnerOutEverywhere(await getBackend(), caller.id, userId, reason, { endLiveStreams: endLiveStreamsOf });
      return { redirect: withFlashToast(learnerPage(userId), 'admin-signed-out') };
    }),
  }),

  retryPathfinder: defineAction({
    accept: 'form',
    input: retryForm,
    handler: withServiceErrors(async ({ requestId }, context) => {
      const caller = requireAdminCaller(context);
      const backend = await getBackend();
      await retryPathfinderRequest(backend, caller.id, requestId);
      ensurePathfinderDelivery(backend).wake();
      return { redirect: withFlashToast('/admin/pathfinder', 'admin-pathfinder-retried') };
    }),
  }),

  savePrice: defineAction({
    accept: 'form',
    input: priceForm,
    handler: withServiceErrors(async ({ amount, currency, reason }, context) => {
      const caller = requireAdminCaller(context);
      await saveMembershipPrice(await getBackend(), caller.id, { major: amount, currency }, reason);
      return { redirect: withFlashToast('/admin/settings', 'admin-settings-saved') };
    }),
  }),

  saveLinks: defineAction({
    accept: 'form',
    input: linksForm,
    handler: withServiceErrors(async ({ contactEmail, bookingUrl, reason }, context) => {
      const caller = requireAdminCaller(context);
      const changes: SiteSettingChange[] = [
        { name: 'contactEmail', value: contactEmail || null },
        { name: 'bookingUrl', value: bookingUrl || null },
      ];
      await saveSiteSettings(await getBackend(), caller.id, changes, reason);
      return { redirect: withFlashToast('/admin/settings', 'admin-settings-saved') };
    }),
  }),

  saveWebhook: defineAction({
    accept: 'form',
    input: webhookForm,
    handler: withServiceErrors(async ({ webhookUrl, choice, reason }, context) => {
      const caller = requireAdminCaller(context);
      if (choice !== 'keep') {
        const value = choice === 'environment' ? null : { url: choice === 'set' ? webhookUrl : null };
        const backend = await getBackend();
        await saveSiteSettings(backend, caller.id, [{ name: 'pathfinderWebhookUrl', value }], reason);
        // Requests kept while there was no webhook go out now rather than at the worker's next idle check.
        ensurePathfinderDelivery(backend).wake();
      }
      return { redirect: withFlashToast('/admin/settings', 'admin-settings-saved') };
    }),
  }),

  saveStreak: defineAction({
    accept: 'form',
    input: streakForm,
    handler: withServiceErrors(async ({ days, multiplier, reset, reason }, context) => {
      const caller = requireAdminCaller(context);
      await saveSiteSettings(await getBackend(), caller.id, [{ name: 'streak', value: reset ? null : { days, multiplier } }], reason);
      return { redirect: withFlashToast('/admin/settings', 'admin-settings-saved') };
    }),
  }),

  saveFarming: defineAction({
    accept: 'form',
    input: farmingForm,
    handler: withServiceErrors(async ({ reflectionMin, moduleAnswerMin, moduleTimePercent, webinarWindowHours, reset, reason }, context) => {
      const caller = requireAdminCaller(context);
      const value = reset ? null : { reflectionMin, moduleAnswerMin, moduleTimeShare: moduleTimePercent / 100, webinarWindowHours };
      await saveSiteSettings(await getBackend(), caller.id, [{ name: 'farming', value }], reason);
      return { redirect: withFlashToast('/admin/settings', 'admin-settings-saved') };
    }),
  }),

  saveFeatures: defineAction({
    accept: 'form',
    input: featuresForm,
    handler: withServiceErrors(async ({ forumOpenToFree, groupChallenges, reason }, context) => {
      const caller = requireAdminCaller(context);
      const value = { forumOpenToFree: forumOpenToFree === true, groupChallenges: groupChallenges === true };
      await saveSiteSettings(await getBackend(), caller.id, [{ name: 'features', value }], reason);
      return { redirect: withFlashToast('/admin/settings', 'admin-settings-saved') };
    }),
  }),
};
