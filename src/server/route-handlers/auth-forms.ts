// The /auth page's two forms (sign in, create account) as one server-side handler, used by the plain
// HTML post (works without JavaScript) and by the page's script (JSON), so both paths behave the same.
import type { AstroCookies } from 'astro';
import { destinationAfterSignIn } from '#/domain/after-sign-in.ts';
import { getBackend } from '../config.ts';
import { fieldErrors, signInForm, signUpForm } from '../forms/account-forms.ts';
import { signIn, signOut, signUp, type RequestMeta } from '../services/accounts.ts';
import { isServiceError } from '../services/service-error.ts';
import { formText } from './form-text.ts';
import { readSessionToken, setSessionCookie } from './session-cookie.ts';

export type AuthMode = 'sign-in' | 'sign-up';

export type AuthFormOutcome =
  | { ok: true; redirect: string }
  | {
      ok: false;
      mode: AuthMode;
      status: number;
      /** Messages next to fields. */
      errors: Record<string, string>;
      /** A message for the whole form (wrong credentials, throttling). */
      formError: string | null;
      /** What the person typed, to put back in the form (never the password). */
      values: Record<string, string>;
      next: string;
    };

interface AuthRequestContext {
  request: Request;
  cookies: AstroCookies;
  /** The client's address (`locals.clientAddress`). */
  ip: string;
}

export async function handleAuthPost({ request, cookies, ip }: AuthRequestContext): Promise<AuthFormOutcome> {
  const backend = await getBackend();
  // A body that is not a form (a script posting JSON, say) reads as an empty form and gets field messages.
  const form = await request.formData().catch(() => new FormData());
  const mode: AuthMode = formText(form, 'intent') === 'sign-up' ? 'sign-up' : 'sign-in';
  const next = formText(form, 'next');
  const values = { email: formText(form, 'email'), displayName: formText(form, 'displayName') };
  const meta: RequestMeta = { ip, userAgent: request.headers.get('user-agent') };
  const invalid = (status: number, errors: Record<string, string>, formError: string | null = null): AuthFormOutcome => ({
    ok: false,
    mode,
    status,
    errors,
    formError,
    values,
    next,
  });

  try {
    if (mode === 'sign-up') {
      const parsed = signUpForm.safeParse({
        displayName: formText(form, 'displayName'),
        email: formText(form, 'email'),
        password: formText(form, 'password'),
        timezone: formText(form, 'timezone'),
      });
      if (!parsed.success) return invalid(400, fieldErrors(parsed.error));
      const session = await signUp(backend, parsed.data, meta);
      await signOut(backend, readSessionToken(cookies, backend.settings));
      setSessionCookie(cookies, backend.settings, session.token, session.expiresAt);
      return { ok: true, redirect: destinationAfterSignIn({ next, onboardingCompleted: false }) };
    }
    const parsed = signInForm.safeParse({ email: formText(form, 'email'), password: formText(form, 'password') });
    if (!parsed.success) return invalid(400, fieldErrors(parsed.error));
    const session = await signIn(backend, parsed.data, meta);
    // A session this browser already had is ended: each sign-in leaves exactly one fresh token behind.
    await signOut(backend, readSessionToken(cookies, backend.settings));
    setSessionCookie(cookies, backend.settings, session.token, session.expiresAt);
    const user = await backend.store.getRow('users', session.userId);
    return { ok: true, redirect: destinationAfterSignIn({ next, onboardingCompleted: !!user?.onboardingCompletedAt }) };
  } catch (error) {
    if (!isServiceError(error)) throw error;
    switch (error.code) {
      case 'email-already-in-use':
        return invalid(409, error.fields);
      case 'too-many-requests':
        return invalid(429, {}, error.message);
      case 'invalid-credential':
        return invalid(401, {}, error.message);
      default:
        return invalid(400, error.fields, error.message);
    }
  }
}
