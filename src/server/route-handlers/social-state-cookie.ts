// The short-lived cookie that carries a social sign-in (or a link from /profile) from its start to the
// provider's callback: which provider, the adapter's opaque state (state, nonce, PKCE verifier), where to go
// afterwards, and for a link whose account it is for. HttpOnly
// (scripts never see the verifier), SameSite=Lax (it must come back on the provider's top-level redirect
// to us, which Strict would drop), scoped to the social routes, gone after ten minutes or one use.
import type { AstroCookies, AstroCookieSetOptions } from 'astro';
import { z } from 'zod';
import { safeNextPath } from '#/domain/route-policy.ts';
import type { Settings } from '../settings.ts';

export const SOCIAL_STATE_MAX_AGE_SECONDS = 10 * 60;
export const SOCIAL_STATE_PATH = '/api/auth/social';

export interface SocialFlow {
  providerId: string;
  /** The adapter's state from `begin`. */
  state: string;
  /** A safe same-site path, or '' for the after-sign-in rule's default. */
  next: string;
  /** When the flow started (ms since the epoch); a flow older than the cookie's life is refused. */
  startedAt: number;
  /**
   * Set when the signed-in person started "Link <provider>" on /profile: their user id, which the callback
   * checks is still the one signed in. Empty or absent for a sign-in.
   */
  linkUserId?: string;
}

const flowSchema = z.object({
  providerId: z.string().min(1).max(32),
  // May be empty: an adapter whose provider keeps the state itself (Appwrite's OAuth) has nothing to keep.
  state: z.string().max(2000),
  next: z.string().max(2000),
  startedAt: z.number().int(),
  linkUserId: z.string().max(36).default(''),
});

export function socialStateCookieName(settings: Pick<Settings, 'siteUrl'>): string {
  // __Secure- rather than __Host-: the cookie is scoped to a path, which __Host- forbids.
  return settings.siteUrl.protocol === 'https:' ? '__Secure-social-state' : 'social-state';
}

export function socialStateCookieOptions(settings: Pick<Settings, 'siteUrl'>): AstroCookieSetOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    secure: settings.siteUrl.protocol === 'https:',
    path: SOCIAL_STATE_PATH,
    maxAge: SOCIAL_STATE_MAX_AGE_SECONDS,
  };
}

export function encodeSocialFlow(flow: SocialFlow): string {
  return Buffer.from(JSON.stringify({ ...flow, next: safeNextPath(flow.next) ?? '' }), 'utf8').toString('base64url');
}

/** The flow in a cookie value, or null when it is missing, malformed, expired or for another provider. */
export function decodeSocialFlow(value: string | undefined, providerId: string, now = Date.now()): SocialFlow | null {
  if (!value) return null;
  let flow: SocialFlow;
  try {
    flow = flowSchema.parse(JSON.parse(Buffer.from(value, 'base64url').toString('utf8')));
  } catch {
    return null;
  }
  if (flow.providerId !== providerId) return null;
  const age = now - flow.startedAt;
  if (age < 0 || age > SOCIAL_STATE_MAX_AGE_SECONDS * 1000) return null;
  // The cookie is ours, but `next` is re-checked anyway: it ends up in a redirect.
  return { ...flow, next: safeNextPath(flow.next) ?? '' };
}

export function setSocialStateCookie(cookies: AstroCookies, settings: Pick<Settings, 'siteUrl'>, flow: SocialFlow): void {
  cookies.set(socialStateCookieName(settings), encodeSocialFlow(flow), socialStateCookieOptions(settings));
}

export function readSocialStateCookie(cookies: AstroCookies, settings: Pick<Settings, 'siteUrl'>): string | undefined {
  return cookies.get(socialStateCookieName(settings))?.value || undefined;
}

export function clearSocialStateCookie(cookies: AstroCookies, settings: Pick<Settings, 'siteUrl'>): void {
  const { maxAge: _unused, ...options } = socialStateCookieOptions(settings);
  void _unused;
  cookies.delete(socialStateCookieName(settings), options);
}
