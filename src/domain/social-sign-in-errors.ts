// Why a social sign-in came back to /auth (or a link to /profile), as a short code in the URL
// (`?social-error=<code>`) and the message the page shows for it. Codes rather than messages keep the URL from carrying text someone
// else wrote onto our page.
export const SOCIAL_ERROR_MESSAGES = {
  cancelled: 'Sign-in was cancelled at the provider. You can try again or use your email and password.',
  failed: 'That sign-in did not complete. Please try again.',
  unverified: 'The provider did not confirm that your email address is verified, so we cannot sign you in with it. Verify it there, or sign in with your password.',
  expired: 'That sign-in took too long or was started in another browser. Please try again.',
  unavailable: 'That provider cannot be reached right now. Please try again later, or sign in with your password.',
  unknown: 'That sign-in option is not available.',
  throttled: 'Too many attempts. Please wait a few minutes and try again.',
  'not-linked':
    'An account with this email already exists, and this provider account is not linked to it. Sign in with your password, then link the provider from your profile.',
  taken: 'That provider account is already linked to another account here, so it cannot be linked to yours.',
  suspended: 'This account is suspended, so it cannot sign in. If you think this is a mistake, contact the platform team.',
} as const;

export type SocialErrorKey = keyof typeof SOCIAL_ERROR_MESSAGES;

/** The message for a code from the URL, or null for anything that is not one of ours. */
export function socialErrorMessage(code: string | null | undefined): string | null {
  if (!code || !Object.hasOwn(SOCIAL_ERROR_MESSAGES, code)) return null;
  return SOCIAL_ERROR_MESSAGES[code as SocialErrorKey];
}
