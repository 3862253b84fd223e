// Social sign-in links: which provider account (named by the provider's subject, its `sub`) may sign into
// which of our accounts, and how the link was made. An email is a weak claim about a provider account, so
// a verified email may link an existing learner account the first time, but never an administrator's: an
// admin links a provider while signed in, from the profile page. Afterwards a link signs in by the subject,
// whatever email the provider reports then.
import type { Role } from './user-flags.ts';

/**
 * How a link was made:
 * - `sign-up`: the provider account created our account (its first sign-in);
 * - `email`: a verified email matched an existing account on a first sign-in;
 * - `profile`: the account's owner, signed in, linked it from the profile page.
 */
export const LINK_METHODS = ['sign-up', 'email', 'profile'] as const;
export type LinkMethod = (typeof LINK_METHODS)[number];

/** Whether a provider account may be linked to this existing account because their verified emails match. */
export function emailMayLink(role: Role): boolean {
  return role !== 'admin';
}

/**
 * Whether a link signs into its account. A link an email match made stops working if the account has since
 * become an admin's: only links the admin made (or the account's own first sign-in) open an admin account.
 */
export function linkSignsIn(linkedBy: LinkMethod, role: Role): boolean {
  return role !== 'admin' || linkedBy !== 'email';
}
