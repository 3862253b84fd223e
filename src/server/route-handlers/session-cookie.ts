// The session cookie: HttpOnly, SameSite=Lax, Path=/ always; Secure with the __Host- prefix when the
// site is served over https (SITE_URL), as browsers then bind it to this exact origin.
import type { AstroCookies, AstroCookieSetOptions } from 'astro';
import type { Settings } from '../settings.ts';

export function sessionCookieName(settings: Pick<Settings, 'siteUrl'>): string {
  return settings.siteUrl.protocol === 'https:' ? '__Host-session' : 'session';
}

export function sessionCookieOptions(settings: Pick<Settings, 'siteUrl'>, expires: Date): AstroCookieSetOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    secure: settings.siteUrl.protocol === 'https:',
    path: '/',
    expires,
  };
}

export function readSessionToken(cookies: AstroCookies, settings: Pick<Settings, 'siteUrl'>): string | undefined {
  return cookies.get(sessionCookieName(settings))?.value || undefined;
}

export function setSessionCookie(cookies: AstroCookies, settings: Pick<Settings, 'siteUrl'>, token: string, expires: Date): void {
  cookies.set(sessionCookieName(settings), token, sessionCookieOptions(settings, expires));
}

export function clearSessionCookie(cookies: AstroCookies, settings: Pick<Settings, 'siteUrl'>): void {
  cookies.delete(sessionCookieName(settings), { path: '/', secure: settings.siteUrl.protocol === 'https:', httpOnly: true, sameSite: 'lax' });
}
