// The social sign-in endpoints' logic: begin (remember the flow in a cookie, send the browser to the
// provider), begin a link (the same, from /profile, for the signed-in person's account, through a page that
// moves on by itself: continue-page.ts) and callback (finish through the port; sign in by the provider
// account's link, or link or create the account, and set the session cookie exactly as a password sign-in
// does; or, for a link, record it). Every failure lands on /auth (a link's on /profile) with a message the
// page shows.
import type { AstroCookies } from 'astro';
import { destinationAfterSignIn } from '#/domain/after-sign-in.ts';
import { withFlashToast } from '#/domain/flash-toasts.ts';
import { safeNextPath } from '#/domain/route-policy.ts';
import type { SocialErrorKey } from '#/domain/social-sign-in-errors.ts';
import { SocialSignInError, type SocialErrorCode } from '../auth/social/port.ts';
import type { Backend } from '../backend.ts';
import { logWarning } from '../log.ts';
import { signOut, type RequestMeta } from '../services/accounts.ts';
import { assertSocialNotThrottled, linkSocialAccount, recordSocialFailure, signInWithSocial } from '../services/social-accounts.ts';
import { isServiceError } from '../services/service-error.ts';
import { continueToPage } from './continue-page.ts';
import { readSessionToken, setSessionCookie } from './session-cookie.ts';
import { clearSocialStateCookie, decodeSocialFlow, readSocialStateCookie, setSocialStateCookie } from './social-state-cookie.ts';

interface SocialRequest {
  url: URL;
  request: Request;
  cookies: AstroCookies;
  /** The client's address (`locals.clientAddress`). */
  ip: string;
  provider: string;
  /** The signed-in person's user id (`locals.user`), or null. */
  viewer: string | null;
}

const PROFILE = '/profile';

/** /profile with the error code of a link that did not complete. */
export function profilePageWithError(code: SocialErrorKey): string {
  return `${PROFILE}?${new URLSearchParams({ 'social-error': code }).toString()}`;
}

/** `/auth` with the error code and the `next` the person started with, so a retry keeps it. */
export function authPageWithError(code: SocialErrorKey, next: string | null | undefined): string {
  const params = new URLSearchParams({ 'social-error': code });
  const safe = safeNextPath(next);
  if (safe) params.set('next', safe);
  return `/auth?${params.toString()}`;
}

const ERROR_KEYS: Record<SocialErrorCode, SocialErrorKey> = {
  'unknown-provider': 'unknown',
  cancelled: 'cancelled',
  'invalid-response': 'failed',
  'email-not-verified': 'unverified',
};

function redirectTo(location: string): Response {
  return new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } });
}

function callbackUrlFor(backend: Backend, providerId: string): string {
  // Built from SITE_URL, never from the request's Host header, so a forged Host cannot move the callback.
  return new URL(`/api/auth/social/${encodeURIComponent(providerId)}/callback`, backend.settings.siteUrl).href;
}

/** Starts a flow at the provider: for a sign-in (`linkUserId` empty) or to link the signed-in person's account. */
async function beginFlow(backend: Backend, cookies: AstroCookies, provider: string, next: string, linkUserId: string): Promise<Response> {
  const failurePage = (code: SocialErrorKey) => (linkUserId ? profilePageWithError(code) : authPageWithError(code, next));
  try {
    const start = await backend.social.begin(provider, {
      callbackUrl: callbackUrlFor(backend, provider),
      failureUrl: new URL(failurePage('cancelled'), backend.settings.siteUrl).href,
    });
    setSocialStateCookie(cookies, backend.settings, { providerId: provider, state: start.state, next, startedAt: Date.now(), linkUserId });
    if (!linkUserId) return redirectTo(start.redirectUrl);
    // A link starts from a form post, and the page's form-action refuses a redirect to another origin.
    const label = backend.social.providers().find((candidate) => candidate.id === provider)?.label ?? provider;
    return continueToPage(start.redirectUrl, label);
  } catch (error) {
    if (!(error instanceof SocialSignInError)) throw error;
    logWarning('social sign-in could not start', { provider, code: error.code });
    return redirectTo(failurePage(error.code === 'invalid-response' ? 'unavailable' : ERROR_KEYS[error.code]));
  }
}

export async function beginSocialSignIn(backend: Backend, { url, cookies, provider }: SocialRequest): Promise<Response> {
  return beginFlow(backend, cookies, provider, safeNextPath(url.searchParams.get('next')) ?? '', '');
}

/**
 * "Link <provider>" on /profile (a form post, so the origin check guards it): the same flow, for the account
 * of whoever is signed in now; the callback links the provider account to it instead of signing in.
 */
export async function beginSocialLink(backend: Backend, { cookies, provider, viewer }: SocialRequest): Promise<Response> {
  if (!viewer) return redirectTo(`/auth?next=${encodeURIComponent(PROFILE)}`);
  return beginFlow(backend, cookies, provider, '', viewer);
}

export async function completeSocialSignIn(backend: Backend, { url, request, cookies, ip, provider, viewer }: SocialRequest): Promise<Response> {
  const flow = decodeSocialFlow(readSocialStateCookie(cookies, backend.settings), provider);
  // One use only: whatever happens next, this flow is over.
  clearSocialStateCookie(cookies, backend.settings);
  const meta: RequestMeta = { ip, userAgent: request.headers.get('user-agent') };
  if (!flow) return redirectTo(authPageWithError('expired', null));
  if (flow.linkUserId) return completeSocialLink(backend, { url, provider, viewer, meta, linkUserId: flow.linkUserId, state: flow.state });
  try {
    await assertSocialNotThrottled(backend, meta);
    let result;
    try {
      result = await backend.social.complete(provider, { callbackUrl: url, state: flow.state });
    } catch (error) {
      if (error instanceof SocialSignInError && error.code !== 'unknown-provider') await recordSocialFailure(backend, meta);
      throw error;
    }
    const outcome = await signInWithSocial(backend, result, meta);
    // As with a password sign-in, a session this browser already had is ended.
    await signOut(backend, readSessionToken(cookies, backend.settings));
    setSessionCookie(cookies, backend.settings, outcome.session.token, outcome.session.expiresAt);
    return redirectTo(destinationAfterSignIn({ next: flow.next, onboardingCompleted: outcome.onboardingCompleted }));
  } catch (error) {
    if (error instanceof SocialSignInError) {
      logWarning('social sign-in failed', { provider, code: error.code });
      return redirectTo(authPageWithError(ERROR_KEYS[error.code], flow.next));
    }
    if (isServiceError(error, 'too-many-requests')) return redirectTo(authPageWithError('throttled', flow.next));
    if (isServiceError(error, 'invalid-credential')) return redirectTo(authPageWithError('unverified', flow.next));
    if (isServiceError(error, 'permission-denied')) return redirectTo(authPageWithError('not-linked', flow.next));
    if (isServiceError(error, 'failed-precondition')) return redirectTo(authPageWithError('suspended', flow.next));
    throw error;
  }
}

/** The callback of a link started on /profile: records the link for the person still signed in, or says why not. */
async function completeSocialLink(
  backend: Backend,
  input: { url: URL; provider: string; viewer: string | null; meta: RequestMeta; linkUserId: string; state: string },
): Promise<Response> {
  const { url, provider, viewer, meta, linkUserId, state } = input;
  // The account is the one that started the link, and still the one signed in in this browser.
  if (viewer !== linkUserId) return redirectTo(viewer ? profilePageWithError('expired') : authPageWithError('expired', PROFILE));
  try {
    await assertSocialNotThrottled(backend, meta);
    let result;
    try {
      result = await backend.social.complete(provider, { callbackUrl: url, state });
    } catch (error) {
      if (error instanceof SocialSignInError && error.code !== 'unknown-provider') await recordSocialFailure(backend, meta);
      throw error;
    }
    await linkSocialAccount(backend, result, linkUserId, meta);
    return redirectTo(withFlashToast(PROFILE, 'provider-linked'));
  } catch (error) {
    if (error instanceof SocialSignInError) {
      logWarning('social link failed', { provider, code: error.code });
      // Linking does not need the provider to vouch for the email: the person is signed in here already.
      return redirectTo(profilePageWithError(error.code === 'email-not-verified' ? 'failed' : ERROR_KEYS[error.code]));
    }
    if (isServiceError(error, 'too-many-requests')) return redirectTo(profilePageWithError('throttled'));
    if (isServiceError(error, 'permission-denied')) return redirectTo(profilePageWithError('taken'));
    if (isServiceError(error, 'invalid-argument')) return redirectTo(profilePageWithError('failed'));
    throw error;
  }
}
