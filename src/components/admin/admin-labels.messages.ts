// The words the admin area's pages share (standing fields and values, journeys, filters, audit actions,
// delivery statuses, the confirmation step's Cancel), English here, French in src/i18n/fr/admin-labels.json.
// The English is the domain's own labels, word for word, so a page shows the same text in English as before.
// Ledger activities, impact categories and ranks are not here: admin pages read the messages every page shares
// (xp-awards, impact-log, levels), which spread the domain's labels by code.
import { defineMessages } from '#/i18n/define-messages.ts';
import fr from '#/i18n/fr/admin-labels.json';
import type { Locale } from '#/i18n/locales.ts';
import { isKnownAuditAction, KNOWN_AUDIT_ACTIONS } from '#/domain/audit-actions.ts';

export const adminLabelMessages = defineMessages(
  'admin-labels',
  {
    fieldRole: 'Role',
    fieldMembershipStatus: 'Membership',
    fieldTransformationTier: 'Tier',
    valueLearner: 'Learner',
    valueAdmin: 'Admin',
    valueFree: 'Free',
    valuePaid: 'Paid',
    valueIndividualPaid: 'Individual paid',
    valueCorporateMember: 'Corporate member',
    valueCorporateLeader: 'Corporate leader',
    valueNone: 'No tier',
    journeyKofi: "Kofi's path",
    journeySabrina: "Sabrina's path",
    journeyCustom: 'Custom path',
    sortNewest: 'Newest first',
    sortOldest: 'Oldest first',
    sortName: 'Name (A–Z)',
    sortActive: 'Recently active',
    activityActive: 'Active in the last 30 days',
    activityInactive: 'Not active for 30 days',
    activityNever: 'Never active',
    // Audit actions' English names, by their dotted code (domain/audit-actions.ts).
    ...KNOWN_AUDIT_ACTIONS,
    pathfinderPending: 'Waiting to be forwarded',
    pathfinderDelivered: 'Delivered',
    pathfinderFailed: 'Failed',
    pathfinderNoWebhook: 'Stored (no webhook set)',
    cancel: 'Cancel',
    never: 'Never',
  },
  { fr },
);

type Labels = ReturnType<typeof adminLabelMessages>;

const STANDING_FIELD_KEYS: Record<string, keyof Labels> = {
  role: 'fieldRole',
  membershipStatus: 'fieldMembershipStatus',
  transformationTier: 'fieldTransformationTier',
};

const STANDING_VALUE_KEYS: Record<string, keyof Labels> = {
  learner: 'valueLearner',
  admin: 'valueAdmin',
  free: 'valueFree',
  paid: 'valuePaid',
  individual_paid: 'valueIndividualPaid',
  corporate_member: 'valueCorporateMember',
  corporate_leader: 'valueCorporateLeader',
  none: 'valueNone',
};

const JOURNEY_KEYS: Record<string, keyof Labels> = { kofi: 'journeyKofi', sabrina: 'journeySabrina', custom: 'journeyCustom' };
const SORT_KEYS: Record<string, keyof Labels> = { newest: 'sortNewest', oldest: 'sortOldest', name: 'sortName', active: 'sortActive' };
const ACTIVITY_FILTER_KEYS: Record<string, keyof Labels> = { active: 'activityActive', inactive: 'activityInactive', never: 'activityNever' };

const PATHFINDER_KEYS: Record<string, keyof Labels> = {
  pending: 'pathfinderPending',
  delivered: 'pathfinderDelivered',
  failed: 'pathfinderFailed',
  no_webhook: 'pathfinderNoWebhook',
};

/** A label from one of the maps above, or the value itself when it is not listed (a later addition). */
function label(keys: Record<string, keyof Labels>, value: string, locale: Locale): string {
  const key = keys[value];
  return key ? String(adminLabelMessages(locale)[key]) : value;
}

/** "Role", "Membership", "Tier". */
export const standingFieldLabel = (field: string, locale: Locale) => label(STANDING_FIELD_KEYS, field, locale);
/** "Corporate member", "No tier" (null is no tier). */
export const standingValueText = (value: string | null, locale: Locale) => label(STANDING_VALUE_KEYS, value ?? 'none', locale);
export const journeyPathLabel = (path: string, locale: Locale) => label(JOURNEY_KEYS, path, locale);
export const learnerSortLabel = (sort: string, locale: Locale) => label(SORT_KEYS, sort, locale);
export const activityFilterLabel = (filter: string, locale: Locale) => label(ACTIVITY_FILTER_KEYS, filter, locale);
/** An audit action in words; one not listed in the domain yet shows by its dotted name. */
export const auditActionLabel = (action: string, locale: Locale) => (isKnownAuditAction(action) ? adminLabelMessages(locale)[action] : action);
export const pathfinderStatusLabel = (status: string, locale: Locale) => label(PATHFINDER_KEYS, status, locale);
/** Every known audit action with its label, in the order of the domain's list (the audit filter's options). */
export const auditActionOptions = (locale: Locale) => Object.keys(KNOWN_AUDIT_ACTIONS).map((value) => ({ value, label: auditActionLabel(value, locale) }));
