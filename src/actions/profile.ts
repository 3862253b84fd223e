// The learner's own profile: edit it, change (or set a first) password, sign out everywhere. Form Actions
// posted from /profile; each acts only for the signed-in person, whatever the form says.
import { defineAction } from 'astro:actions';
import { withFlashToast } from '#/domain/flash-toasts.ts';
import { getBackend } from '#/server/config.ts';
import { boardVisibilityForm, firstPasswordForm, passwordForm, profileForm } from '#/server/forms/account-forms.ts';
import { clearSessionCookie, setSessionCookie } from '#/server/route-handlers/session-cookie.ts';
import { changePassword, setFirstPassword, signOutEverywhere } from '#/server/services/accounts.ts';
import { setLeaderboardOptOut } from '#/server/services/gamification/index.ts';
import { updateOwnProfile } from '#/server/services/profiles.ts';
import { endLiveStreamsOf } from '#/server/singletons/live-streams-instance.ts';
import { requestMeta, requireUser, withServiceErrors } from './service-errors.ts';

export const profile = {
  save: defineAction({
    accept: 'form',
    input: profileForm,
    handler: withServiceErrors(async (changes, context) => {
      const user = requireUser(context);
      await updateOwnProfile(await getBackend(), user.id, user.id, changes);
      return { redirect: withFlashToast('/profile', 'profile-saved') };
    }),
  }),

  /** A new password, given the current one; every other device is signed out and this one gets a new session. */
  changePassword: defineAction({
    accept: 'form',
    input: passwordForm,
    handler: withServiceErrors(async (input, context) => {
      const user = requireUser(context);
      const backend = await getBackend();
      const session = await changePassword(backend, user.id, input, requestMeta(context));
      setSessionCookie(context.cookies, backend.settings, session.token, session.expiresAt);
      return { redirect: withFlashToast('/profile', 'password-changed') };
    }),
  }),

  /** A first password for an account made by social sign-in (refused when the account already has one). */
  setPassword: defineAction({
    accept: 'form',
    input: firstPasswordForm,
    handler: withServiceErrors(async ({ newPassword }, context) => {
      const user = requireUser(context);
      const backend = await getBackend();
      const session = await setFirstPassword(backend, user.id, newPassword, requestMeta(context));
      setSessionCookie(context.cookies, backend.settings, session.token, session.expiresAt);
      return { redirect: withFlashToast('/profile', 'password-set') };
    }),
  }),

  /** Hide from (or show again on) the leadership boards (rule 26): the learner's own rows and counts move at once. */
  setBoardVisibility: defineAction({
    accept: 'form',
    input: boardVisibilityForm,
    handler: withServiceErrors(async ({ hidden }, context) => {
      const user = requireUser(context);
      await setLeaderboardOptOut(await getBackend(), user.id, user.id, hidden);
      return { redirect: withFlashToast('/profile', hidden ? 'boards-hidden' : 'boards-shown') };
    }),
  }),

  signOutEverywhere: defineAction({
    accept: 'form',
    handler: withServiceErrors(async (_input, context) => {
      const user = requireUser(context);
      const backend = await getBackend();
      await signOutEverywhere(backend, user.id);
      // This person's open live streams in this process end now too (the other tabs leave for /auth).
      endLiveStreamsOf(user.id);
      clearSessionCookie(context.cookies, backend.settings);
      return { redirect: '/auth' };
    }),
  }),
};
