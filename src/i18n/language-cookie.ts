// The cookie that remembers a visitor's chosen language on pages rendered for them (the sign-in page, the
// pathfinder form's answer …). A signed-in person's choice lives on their profile; this is for before that.
import { isLocale, type Locale } from './locales.ts';

export const LANGUAGE_COOKIE = 'lang';
/** A year: a language is not a per-visit choice. */
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The language a `lang` cookie value names, or null for none or a value that is not one of ours. */
export function languageFromCookie(value: string | undefined): Locale | null {
  return isLocale(value) ? value : null;
}

/** The `lang` pair in a raw `Cookie` header; built once, since every prerendered page's request asks (chosen-language.ts). */
const LANGUAGE_IN_HEADER = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`);

/** The language a request's raw `Cookie` header chooses (for answers made before the app, which parses cookies itself). */
export function languageFromCookieHeader(header: string | undefined): Locale | null {
  return header === undefined ? null : languageFromCookie(LANGUAGE_IN_HEADER.exec(header)?.[1]);
}
