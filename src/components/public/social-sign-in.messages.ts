// The words of the social sign-in buttons and of a social sign-in that came back unfinished (the English of
// each code is the one in src/domain/social-sign-in-errors.ts), French in src/i18n/fr/social-sign-in.json.
import { defineMessages } from '#/i18n/define-messages.ts';
import fr from '#/i18n/fr/social-sign-in.json' with { type: 'json' };
import type { Locale } from '#/i18n/locales.ts';
import { params } from '#/i18n/message-transforms.ts';
import { SOCIAL_ERROR_MESSAGES, type SocialErrorKey } from '#/domain/social-sign-in-errors.ts';

export const socialSignInMessages = defineMessages(
  'social-sign-in',
  {
    or: 'or',
    otherWays: 'Other ways to sign in',
    continueWith: params('Continue with {provider}'),
    cancelled: SOCIAL_ERROR_MESSAGES.cancelled,
    failed: SOCIAL_ERROR_MESSAGES.failed,
    unverified: SOCIAL_ERROR_MESSAGES.unverified,
    expired: SOCIAL_ERROR_MESSAGES.expired,
    unavailable: SOCIAL_ERROR_MESSAGES.unavailable,
    unknown: SOCIAL_ERROR_MESSAGES.unknown,
    throttled: SOCIAL_ERROR_MESSAGES.throttled,
    notLinked: SOCIAL_ERROR_MESSAGES['not-linked'],
    taken: SOCIAL_ERROR_MESSAGES.taken,
    suspended: SOCIAL_ERROR_MESSAGES.suspended,
  },
  { fr },
);

/** The message for a `?social-error=` code in `locale`, or null for anything that is not one of ours. */
export function socialErrorIn(code: string | null | undefined, locale: Locale): string | null {
  if (!code || !Object.hasOwn(SOCIAL_ERROR_MESSAGES, code)) return null;
  const t = socialSignInMessages(locale);
  return (code as SocialErrorKey) === 'not-linked' ? t.notLinked : t[code as Exclude<SocialErrorKey, 'not-linked'>];
}
