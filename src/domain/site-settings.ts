// The settings an admin changes in /admin/settings (rules 21, 23, 35) beside the membership price: what each
// holds, its default, how it is checked and how a secret one is shown. Environment variables give the
// defaults (CONTACT_EMAIL, BOOKING_URL, PATHFINDER_WEBHOOK_URL); a value saved here wins over them until an
// admin puts the default back.

/** The rows of the `settings` table these live in (the row id is the key; the value is JSON). */
export const SITE_SETTING_KEYS = {
  contactEmail: 'site.contactEmail',
  bookingUrl: 'site.bookingUrl',
  pathfinderWebhookUrl: 'site.pathfinderWebhookUrl',
  streak: 'engine.streak',
  farming: 'engine.farming',
  features: 'site.features',
} as const;

export type SiteSettingName = keyof typeof SITE_SETTING_KEYS;

/** Switches for parts of the product (rule 30's group challenges, rule 31's forum). */
export interface FeatureToggles {
  /** Free learners may read and post in the forum (paid-only categories stay paid-only). */
  readonly forumOpenToFree: boolean;
  /** Villages may take on group challenges. */
  readonly groupChallenges: boolean;
}

export const DEFAULT_FEATURES: FeatureToggles = { forumOpenToFree: true, groupChallenges: true };

/** The toggles a stored value holds, each missing or malformed one at its default (a bad row blocks nothing). */
export function usableFeatures(value: unknown): FeatureToggles {
  const stored = value && typeof value === 'object' ? (value as Partial<Record<keyof FeatureToggles, unknown>>) : {};
  return {
    forumOpenToFree: typeof stored.forumOpenToFree === 'boolean' ? stored.forumOpenToFree : DEFAULT_FEATURES.forumOpenToFree,
    groupChallenges: typeof stored.groupChallenges === 'boolean' ? stored.groupChallenges : DEFAULT_FEATURES.groupChallenges,
  };
}

export const FEATURE_LABELS: Readonly<Record<keyof FeatureToggles, { label: string; hint: string }>> = {
  forumOpenToFree: { label: 'Forum open to free learners', hint: 'When off, only paid members can read and post in the forum; free learners see an invitation to upgrade.' },
  groupChallenges: { label: 'Group challenges', hint: 'When off, villages cannot start new challenges; challenges under way finish as they are.' },
};

/**
 * Settings the prerendered landing page bakes in when the site is built: changing them here changes the
 * signed-in pages at once, and the landing page after the next `npm run build`.
 */
export const BAKED_INTO_LANDING: readonly SiteSettingName[] = ['contactEmail', 'streak'];

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function contactEmailProblem(value: string): string | null {
  if (value.length > 254) return 'Use at most 254 characters.';
  return EMAIL.test(value) ? null : 'Enter an email address, like hello@example.org.';
}

/** A path on this site (one leading slash, not `//`) or an http(s) page elsewhere: where visitors go after a pathfinder request. */
export function bookingUrlProblem(value: string): string | null {
  if (value.length > 2000) return 'Use at most 2,000 characters.';
  if (/^\/(?![/\\])\S*$/.test(value)) return null;
  return httpUrlProblem(value) === null ? null : 'Enter a path on this site (like /pathfinder/requested) or a full http(s) address.';
}

/** An absolute http(s) URL with a host and nothing that could hide another one. */
export function httpUrlProblem(value: string): string | null {
  if (value.length > 2000) return 'Use at most 2,000 characters.';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'Enter a full address starting with https:// or http://.';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'Enter a full address starting with https:// or http://.';
  if (url.username || url.password) return 'Leave out the user name and password: put any token in the path or query.';
  return null;
}

/**
 * A secret URL as an admin may see it again: its scheme and host, the rest hidden but for its last four
 * characters, so two values can be told apart without the token being readable over a shoulder.
 */
export function maskSecretUrl(value: string): string {
  try {
    const url = new URL(value);
    const rest = value.slice(url.origin.length);
    return rest.length <= 4 ? `${url.origin}/••••` : `${url.origin}/••••${rest.slice(-4)}`;
  } catch {
    return '••••';
  }
}
