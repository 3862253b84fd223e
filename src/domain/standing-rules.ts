// What an admin may change about a learner's standing (rules 21, 34, 35): membership, tier and role, each
// with a written reason. Two limits keep the platform governable: an admin cannot take away their own admin
// role (someone else must), and the last admin cannot be demoted. The count of admins is checked again by
// the store, atomically, when the change is written (services/summaries/tally.ts), so two admins demoting
// each other at the same moment cannot both succeed.
import { ROLES, MEMBERSHIP_STATUSES, TRANSFORMATION_TIERS, type UserStanding } from './user-flags.ts';

export type StandingField = keyof UserStanding;

export const STANDING_LABELS: Readonly<Record<StandingField, string>> = {
  role: 'Role',
  membershipStatus: 'Membership',
  transformationTier: 'Tier',
};

/** How each value reads on a page. */
export const STANDING_VALUE_LABELS: Readonly<Record<string, string>> = {
  learner: 'Learner',
  admin: 'Admin',
  free: 'Free',
  paid: 'Paid',
  individual_paid: 'Individual paid',
  corporate_member: 'Corporate member',
  corporate_leader: 'Corporate leader',
  none: 'No tier',
};

export function standingValueLabel(value: string | null): string {
  return STANDING_VALUE_LABELS[value ?? 'none'] ?? String(value);
}

/** The values a field may take (a tier may also be none: null). */
export const STANDING_VALUES = {
  role: ROLES,
  membershipStatus: MEMBERSHIP_STATUSES,
  transformationTier: TRANSFORMATION_TIERS,
} as const;

export const OWN_ADMIN_ROLE_MESSAGE = 'You cannot remove your own admin role: ask another admin to do it.';
export const LAST_ADMIN_RULE_MESSAGE = 'The last admin cannot be demoted: make someone else an admin first.';

/**
 * Why the change cannot be made, or null. `admins` is how many admins there are now (the target included if
 * they are one).
 */
export function standingChangeProblem(input: {
  readonly actorId: string;
  readonly targetId: string;
  readonly before: UserStanding;
  readonly after: UserStanding;
  readonly admins: number;
}): string | null {
  const demoted = input.before.role === 'admin' && input.after.role !== 'admin';
  if (demoted && input.actorId === input.targetId) return OWN_ADMIN_ROLE_MESSAGE;
  if (demoted && input.admins <= 1) return LAST_ADMIN_RULE_MESSAGE;
  return null;
}

/** The fields whose value differs, in a fixed order. */
export function changedStandingFields(before: UserStanding, after: UserStanding): StandingField[] {
  return (['role', 'membershipStatus', 'transformationTier'] as const).filter((field) => before[field] !== after[field]);
}
