// Chooses the language of the response (`locals.locale`): a prerendered page's from its path (`/fr/…`); for a
// page rendered on request, the signed-in person's choice, else the visitor's `lang` cookie, else the
// browser's `Accept-Language`.
import { defineMiddleware } from 'astro:middleware';
import { languageFromCookie, LANGUAGE_COOKIE } from '#/i18n/language-cookie.ts';
import { localeOfPath, negotiateLocale } from '#/i18n/locales.ts';

export const chooseLocale = defineMiddleware((context, next) => {
  context.locals.locale = context.isPrerendered
    ? localeOfPath(context.url.pathname)
    : (context.locals.user?.language ??
      languageFromCookie(context.cookies.get(LANGUAGE_COOKIE)?.value) ??
      negotiateLocale(context.request.headers.get('accept-language')));
  return next();
});
