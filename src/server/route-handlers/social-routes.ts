// The two social sign-in endpoints' logic: begin (remember the flow in a cookie, send the browser to the
// provider) and callback (finish through the port, link or create the account, set the session cookie
// exactly as a password sign-in does). Every failure lands on /auth with a message the page shows.
import type { AstroCookies } from 'astro';
import { destinationAfterSignIn } from '#/domain/after-sign-in.ts';
import { safeNextPath } from '#/domain/route-policy.ts';
import type { SocialErrorKey } from '#/domain/social-sign-in-errors.ts';
import { SocialSignInError, type SocialErrorCode } from '../auth/social/port.ts';
import type { Backend } from '../backend.ts';
import { logWarning } from '../log.ts';
import { signOut, type RequestMeta } from '../services/accounts.ts';
import { assertSocialNotThrottled, recordSocialFailure, signInWithSocial } from '../services/social-accounts.ts';
import { isServiceError } from '../services/service-error.ts';
import { readSessionToken, setSessionCookie } from './session-cookie.ts';
import { clearSocialStateCookie, decodeSocialFlow, readSocialStateCookie, setSocialStateCookie } from './social-state-cookie.ts';

interface SocialRequest {
  url: URL;
  request: Request;
  cookies: AstroCookies;
  /** The client's address (`locals.clientAddress`). */
  ip: string;
  provider: string;
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

export async function beginSocialSignIn(backend: Backend, { url, cookies, provider }: SocialRequest): Promise<Response> {
  const next = safeNextPath(url.searchParams.get('next')) ?? '';
  try {
    const start = await backend.social.begin(provider, {
      callbackUrl: callbackUrlFor(backend, provider),
      failureUrl: new URL(authPageWithError('cancelled', next), backend.settings.siteUrl).href,
    });
    setSocialStateCookie(cookies, backend.settings, { providerId: provider, state: start.state, next, startedAt: Date.now() });
    return redirectTo(start.redirectUrl);
  } catch (error) {
    if (!(error instanceof SocialSignInError)) throw error;
    logWarning('social sign-in could not start', { provider, code: error.code });
    return redirectTo(authPageWithError(error.code === 'invalid-response' ? 'unavailable' : ERROR_KEYS[error.code], next));
  }
}

export async function completeSocialSignIn(backend: Backend, { url, request, cookies, ip, provider }: SocialRequest): Promise<Response> {
  const flow = decodeSocialFlow(readSocialStateCookie(cookies, backend.settings), provider);
  // One use only: whatever happens next, this flow is over.
  clearSocialStateCookie(cookies, backend.settings);
  const meta: RequestMeta = { ip, userAgent: request.headers.get('user-agent') };
  if (!flow) return redirectTo(authPageWithError('expired', null));
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
    throw error;
  }
}
