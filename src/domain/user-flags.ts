// Role, membership and tier decide what a user may open; deriving the flags in one place keeps the
// middleware, the pages and the services from each spelling "is this user paid?" differently.

/** The roles; anything that is not `admin` is a learner (rule 38: "admin or other"). The schema's enum comes from here. */
export const ROLES = ['learner', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Whether the user has paid for membership (rule 21: a one-off card payment sets `paid`). */
export const MEMBERSHIP_STATUSES = ['free', 'paid'] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

/** The transformation tiers; a user may have none (`null`). Corporate tiers are set by an admin (rule 21). */
export const TRANSFORMATION_TIERS = ['corporate_member', 'corporate_leader', 'individual_paid'] as const;
export type TransformationTier = (typeof TRANSFORMATION_TIERS)[number] | null;

/** The columns of a user row that the flags are derived from. */
export interface UserStanding {
  readonly role: Role;
  readonly membershipStatus: MembershipStatus;
  readonly transformationTier: TransformationTier;
}

/** What the flags are derived from: the stored standing, and whether a corporate membership is on hold. */
export interface FlagInput extends UserStanding {
  /**
   * A corporate membership on hold: the person's organisation is inactive and they did not pay themselves
   * (src/domain/organisations.ts `corporateHold`). Such a member does not count as paid (rule 34: corporate
   * tiers are paid while the organisation is active). Left out: no hold.
   */
  readonly corporateHold?: boolean;
}

/** The derived flags of rule 38, attached to `locals.user` by the middleware. */
export interface UserFlags {
  /** Role is admin: may open the /admin routes. */
  readonly isAdmin: boolean;
  /** membershipStatus is paid: may open /points. Not implied by isAdmin. */
  readonly isPaid: boolean;
  /** Tier is corporate_member or corporate_leader. */
  readonly isCorporateMember: boolean;
  /** Tier is corporate_leader: may open /team (rule 34). */
  readonly isCorporateLeader: boolean;
  /** Tier is individual_paid. */
  readonly isIndividualPaid: boolean;
}

/**
 * Derives the flags of rule 38 from a user's role, membership and tier.
 * Each flag reads exactly one column, so (for example) an admin is not treated as paid
 * and a corporate member is not treated as paid unless their membershipStatus says so (joining an
 * organisation writes it: rule 34) — and not while their organisation is inactive (`corporateHold`).
 */
export function deriveFlags(input: FlagInput): UserFlags {
  const tier = input.transformationTier;
  return {
    isAdmin: input.role === 'admin',
    isPaid: input.membershipStatus === 'paid' && input.corporateHold !== true,
    isCorporateMember: tier === 'corporate_member' || tier === 'corporate_leader',
    isCorporateLeader: tier === 'corporate_leader',
    isIndividualPaid: tier === 'individual_paid',
  };
}
