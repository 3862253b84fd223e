// The /profile page's forms: edit profile, change password, sign out everywhere. One handler for the
// plain HTML posts; each result is a redirect with a toast, or the messages to show beside the fields.
import type { AstroCookies } from 'astro';
import { getBackend } from '../config.ts';
import { fieldErrors, firstPasswordForm, passwordForm, profileForm } from '../forms/account-forms.ts';
import { changePassword, hasPassword, setFirstPassword, signOutEverywhere } from '../services/accounts.ts';
import { updateOwnProfile } from '../services/profiles.ts';
import { isServiceError } from '../services/service-error.ts';
import type { SessionUser } from '../services/session-user.ts';
import { formText } from './form-text.ts';
import { clearSessionCookie, setSessionCookie } from './session-cookie.ts';
import { withFlashToast } from '#/domain/flash-toasts.ts';

export type ProfileIntent = 'profile' | 'password' | 'sign-out-everywhere';

export type ProfileFormOutcome =
  | { ok: true; redirect: string }
  | { ok: false; intent: ProfileIntent; errors: Record<string, string>; values: Record<string, string> };

interface ProfileRequestContext {
  request: Request;
  cookies: AstroCookies;
  /** The client's address (`locals.clientAddress`). */
  ip: string;
  user: SessionUser;
}

export async function handleProfilePost({ request, cookies, ip, user }: ProfileRequestContext): Promise<ProfileFormOutcome> {
  const backend = await getBackend();
  // A body that is not a form (a script posting JSON, say) reads as an empty form and gets field messages.
  const form = await request.formData().catch(() => new FormData());
  const intent = formText(form, 'intent') as ProfileIntent;

  if (intent === 'sign-out-everywhere') {
    await signOutEverywhere(backend, user.id);
    clearSessionCookie(cookies, backend.settings);
    return { ok: true, redirect: '/auth' };
  }

  if (intent === 'password' && !(await hasPassword(backend, user.id))) {
    const parsed = firstPasswordForm.safeParse({ newPassword: formText(form, 'newPassword') });
    if (!parsed.success) return { ok: false, intent, errors: fieldErrors(parsed.error), values: {} };
    const session = await setFirstPassword(backend, user.id, parsed.data.newPassword, {
      ip,
      userAgent: request.headers.get('user-agent'),
    });
    setSessionCookie(cookies, backend.settings, session.token, session.expiresAt);
    return { ok: true, redirect: withFlashToast('/profile', 'password-set') };
  }

  if (intent === 'password') {
    const parsed = passwordForm.safeParse({ currentPassword: formText(form, 'currentPassword'), newPassword: formText(form, 'newPassword') });
    if (!parsed.success) return { ok: false, intent, errors: fieldErrors(parsed.error), values: {} };
    try {
      const session = await changePassword(backend, user.id, parsed.data, {
        ip,
        userAgent: request.headers.get('user-agent'),
      });
      setSessionCookie(cookies, backend.settings, session.token, session.expiresAt);
      return { ok: true, redirect: withFlashToast('/profile', 'password-changed') };
    } catch (error) {
      if (isServiceError(error, 'invalid-credential')) return { ok: false, intent, errors: error.fields, values: {} };
      throw error;
    }
  }

  const values = {
    displayName: formText(form, 'displayName'),
    bio: formText(form, 'bio'),
    country: formText(form, 'country'),
    timezone: formText(form, 'timezone'),
  };
  const parsed = profileForm.safeParse(values);
  if (!parsed.success) return { ok: false, intent: 'profile', errors: fieldErrors(parsed.error), values };
  await updateOwnProfile(backend, user.id, user.id, parsed.data);
  return { ok: true, redirect: withFlashToast('/profile', 'profile-saved') };
}
