// The language of the page a script runs in: the `lang` its layout wrote on <html> (en, or fr on a French
// page), English where there is no document (a unit test, a worker) or an unknown language.
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales.ts';

export function documentLocale(): Locale {
  const lang = (globalThis as { document?: { documentElement?: { lang?: string } } }).document?.documentElement?.lang?.slice(0, 2);
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}
