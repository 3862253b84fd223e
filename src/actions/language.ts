// The language switch (header, /language, /profile): a signed-in person's choice is kept on their profile, a
// visitor's in the `lang` cookie (both, for someone signed in, so the sign-in page after signing out agrees).
import { defineAction } from 'astro:actions';
import { languageRedirect } from '#/i18n/language-redirect.ts';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_SECONDS } from '#/i18n/language-cookie.ts';
import { getBackend } from '#/server/config.ts';
import { languageForm } from '#/server/forms/account-forms.ts';
import { setOwnLanguage } from '#/server/services/profiles.ts';
import { withServiceErrors } from './service-errors.ts';

export const language = {
  choose: defineAction({
    accept: 'form',
    input: languageForm,
    handler: withServiceErrors(async ({ language, next }, context) => {
      const user = context.locals.user;
      if (user) await setOwnLanguage(await getBackend(), user.id, user.id, language);
      context.cookies.set(LANGUAGE_COOKIE, language, {
        path: '/',
        maxAge: LANGUAGE_COOKIE_MAX_AGE_SECONDS,
        sameSite: 'lax',
        httpOnly: true,
        secure: context.url.protocol === 'https:',
      });
      return { redirect: languageRedirect(next, language) };
    }),
  }),
};
