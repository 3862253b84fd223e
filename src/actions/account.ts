// Signing in, creating an account and signing out: each a form Action that works without JavaScript (the
// /auth page renders its outcome) and that the page's script also calls in the background.
import { defineAction } from 'astro:actions';
import { destinationAfterSignIn } from '#/domain/after-sign-in.ts';
import { getBackend } from '#/server/config.ts';
import { signInForm, signUpForm } from '#/server/forms/account-forms.ts';
import { clearSessionCookie, readSessionToken, setSessionCookie } from '#/server/route-handlers/session-cookie.ts';
import { signIn, signOut, signUp } from '#/server/services/accounts.ts';
import { requestMeta, withServiceErrors } from './service-errors.ts';

export const account = {
  signIn: defineAction({
    accept: 'form',
    input: signInForm,
    handler: withServiceErrors(async ({ email, password, next }, context) => {
      const backend = await getBackend();
      const previous = readSessionToken(context.cookies, backend.settings);
      const session = await signIn(backend, { email, password }, requestMeta(context), previous);
      setSessionCookie(context.cookies, backend.settings, session.token, session.expiresAt);
      return { redirect: destinationAfterSignIn({ next, onboardingCompleted: session.onboardingCompleted }) };
    }),
  }),

  signUp: defineAction({
    accept: 'form',
    input: signUpForm,
    handler: withServiceErrors(async ({ next, ...input }, context) => {
      const backend = await getBackend();
      const previous = readSessionToken(context.cookies, backend.settings);
      const session = await signUp(backend, input, requestMeta(context), previous);
      setSessionCookie(context.cookies, backend.settings, session.token, session.expiresAt);
      return { redirect: destinationAfterSignIn({ next, onboardingCompleted: false }) };
    }),
  }),

  /** Ends this browser's session on the server (the old cookie stops working at once). Harmless when signed out. */
  signOut: defineAction({
    accept: 'form',
    handler: async (_input, context) => {
      const backend = await getBackend();
      await signOut(backend, readSessionToken(context.cookies, backend.settings));
      clearSessionCookie(context.cookies, backend.settings);
      return { redirect: '/' };
    },
  }),
};
