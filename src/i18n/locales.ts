// The languages the platform speaks, and how a request's language is chosen when the person has not picked one.
// Pure: no Astro, no Node, so pages, middleware, islands and tests share it.

export const LOCALES = ['en', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language named in itself, as a switch offers it (a French speaker looks for "Français", not "French"). */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', fr: 'Français' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The best of our languages for an `Accept-Language` header (`fr-CI,fr;q=0.9,en;q=0.8`): the highest-weighted
 * range whose primary language we speak; English when none is, or the header is absent or malformed.
 */
export function negotiateLocale(acceptLanguage: string | null | undefined): Locale {
  if (!acceptLanguage) return DEFAULT_LOCALE;
  let best: { locale: Locale; weight: number } | null = null;
  for (const part of acceptLanguage.slice(0, 500).split(',')) {
    const [range = '', ...parameters] = part.trim().split(';');
    const primary = range.trim().toLowerCase().split('-')[0];
    if (!isLocale(primary)) continue;
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    if (!Number.isFinite(weight) || weight <= 0) continue;
    if (!best || weight > best.weight) best = { locale: primary, weight };
  }
  return best?.locale ?? DEFAULT_LOCALE;
}

/** The language a prerendered page is in, from its path: `/fr` and `/fr/…` are French, the rest English. */
export function localeOfPath(pathname: string): Locale {
  return pathname === '/fr' || pathname.startsWith('/fr/') ? 'fr' : DEFAULT_LOCALE;
}

/**
 * A visitor page's path in another language: `/knowledge-base/x` ↔ `/fr/knowledge-base/x`. Only the pages
 * that exist in both languages (the prerendered visitor site) are asked for.
 */
export function pathInLocale(pathname: string, locale: Locale): string {
  const english = localeOfPath(pathname) === 'fr' ? pathname.slice(3) || '/' : pathname;
  if (locale === DEFAULT_LOCALE) return english.startsWith('/') ? english : `/${english}`;
  return english === '/' ? '/fr/' : `/fr${english}`;
}
