// The zod schemas of the admin area's forms (rules 21–23, 35): a learner's standing, XP, suspension, and the
// site settings. Each message is shown next to its field; the services check the same rules again.
import { z } from 'zod';
import { MAX_ADJUSTMENT, REASON_LENGTH } from '#/domain/xp-awards.ts';
import { bookingUrlProblem, contactEmailProblem, httpUrlProblem } from '#/domain/site-settings.ts';
import { STREAK_RULE_BOUNDS } from '#/domain/streak.ts';
import { FARMING_BOUNDS } from '#/domain/farming-limits.ts';
import { isCurrencyCode } from '#/domain/money.ts';
import { ROLES, MEMBERSHIP_STATUSES, TRANSFORMATION_TIERS, type MembershipStatus, type Role, type TransformationTier } from '#/domain/user-flags.ts';
import type { AccessChanges } from '../services/access.ts';
import { ID_PATTERN } from '#/domain/ids.ts';
import { formText } from './form-fields.ts';

const userId = formText(z.string().regex(ID_PATTERN, 'No such learner.'));

/**
 * Set by the confirmation step's hidden field: without it an Action only checks the form and answers with
 * what it would do, which the page shows for the admin to confirm (works without JavaScript).
 */
const confirmed = z.boolean().optional();

/** Why: required where a learner's standing changes (rule 35). */
const reason = formText(
  z
    .string()
    .trim()
    .min(REASON_LENGTH.min, `Say why, in at least ${REASON_LENGTH.min} characters.`)
    .max(REASON_LENGTH.max, `Use at most ${REASON_LENGTH.max} characters.`),
);

const optionalReason = formText(
  z
    .string()
    .trim()
    .max(REASON_LENGTH.max, `Use at most ${REASON_LENGTH.max} characters.`)
    .transform((value) => (value === '' ? null : value)),
);

/** A whole number typed in a field ("1,500" and " 250 " read as numbers). */
function wholeNumber(message: string) {
  return formText(
    z
      .string()
      .trim()
      .transform((value) => value.replace(/[,\s]/g, ''))
      .refine((value) => /^[+-]?\d{1,9}$/.test(value), message)
      .transform(Number),
  );
}

export const xpAdjustmentForm = z.object({
  userId,
  amount: wholeNumber('Enter a whole number of XP, like 250 or -100.').refine(
    (value) => value !== 0 && Math.abs(value) <= MAX_ADJUSTMENT,
    `Enter a whole number from 1 to ${MAX_ADJUSTMENT.toLocaleString('en-US')}, or a negative one to deduct.`,
  ),
  reason,
  /** Made when the confirmation step was shown: a resent form pays once. */
  key: z.string().regex(/^[a-zA-Z0-9-]{8,64}$/, 'This form has expired. Start again.').optional(),
  confirmed,
});

const tierValue = z.enum([...TRANSFORMATION_TIERS, 'none']);

export const standingForm = z
  .object({
    userId,
    field: formText(z.enum(['role', 'membershipStatus', 'transformationTier'], { error: 'Choose what to change.' })),
    value: formText(z.string()),
    reason,
    confirmed,
  })
  .superRefine((input, context) => {
    const allowed: readonly string[] =
      input.field === 'role' ? ROLES : input.field === 'membershipStatus' ? MEMBERSHIP_STATUSES : tierValue.options;
    if (!allowed.includes(input.value)) context.addIssue({ code: 'custom', path: ['value'], message: 'Choose one of the listed values.' });
  })
  .transform(({ userId, field, value, reason, confirmed }) => ({ userId, field, value, reason, confirmed, changes: standingChanges(field, value) }));

/** The change a checked (field, value) pair asks for. */
function standingChanges(field: 'role' | 'membershipStatus' | 'transformationTier', value: string): AccessChanges {
  if (field === 'role') return { role: value as Role };
  if (field === 'membershipStatus') return { membershipStatus: value as MembershipStatus };
  return { transformationTier: value === 'none' ? null : (value as TransformationTier) };
}

export const suspensionForm = z.object({ userId, reason, confirmed });

export const signOutForm = z.object({ userId, reason: optionalReason, confirmed });

export const retryForm = z.object({ requestId: formText(z.string().regex(ID_PATTERN, 'No such request.')) });

/** The price in major units as typed ("99", "99.00", "1,250.50") and an ISO currency code. */
export const priceForm = z.object({
  amount: formText(
    z
      .string()
      .trim()
      .transform((value) => value.replace(/[,\s]/g, ''))
      .refine((value) => /^\d{1,7}(\.\d{1,2})?$/.test(value) && Number(value) > 0, 'Enter a price above 0, like 99 or 99.00.'),
  ),
  currency: formText(
    z
      .string()
      .trim()
      .transform((value) => value.toUpperCase())
      .refine(isCurrencyCode, 'Enter a three-letter currency code, like USD, KES or NGN.'),
  ),
  reason,
});

function problemField(problem: (value: string) => string | null) {
  return formText(
    z
      .string()
      .trim()
      .superRefine((value, context) => {
        if (value === '') return;
        const message = problem(value);
        if (message) context.addIssue({ code: 'custom', message });
      }),
  );
}

/** Contact email and booking page; an empty field goes back to the environment's default. */
export const linksForm = z.object({
  contactEmail: problemField(contactEmailProblem),
  bookingUrl: problemField(bookingUrlProblem),
  reason: optionalReason,
});

/** The pathfinder webhook: a new URL, keep the current one (empty), stop forwarding, or the environment's. */
export const webhookForm = z
  .object({
    webhookUrl: problemField(httpUrlProblem),
    choice: formText(z.enum(['keep', 'set', 'none', 'environment'], { error: 'Choose what to do with the webhook.' })),
    reason: optionalReason,
  })
  .superRefine((input, context) => {
    if (input.choice === 'set' && input.webhookUrl === '') context.addIssue({ code: 'custom', path: ['webhookUrl'], message: 'Enter the new webhook address.' });
  });

export const streakForm = z.object({
  days: wholeNumber('Enter a whole number of days.').refine(
    (value) => value >= STREAK_RULE_BOUNDS.days.min && value <= STREAK_RULE_BOUNDS.days.max,
    `Enter a number of days from ${STREAK_RULE_BOUNDS.days.min} to ${STREAK_RULE_BOUNDS.days.max}.`,
  ),
  multiplier: formText(
    z
      .string()
      .trim()
      .refine((value) => /^\d(\.\d)?$/.test(value), 'Enter a multiplier like 1.5, with at most one decimal.')
      .transform(Number)
      .refine(
        (value) => value >= STREAK_RULE_BOUNDS.multiplier.min && value <= STREAK_RULE_BOUNDS.multiplier.max,
        `Enter a multiplier from ${STREAK_RULE_BOUNDS.multiplier.min} to ${STREAK_RULE_BOUNDS.multiplier.max}.`,
      ),
  ),
  reset: z.boolean().optional(),
  reason: optionalReason,
});

/** Rule 24's limits: characters, a percentage of the reading time, and hours. */
export const farmingForm = z.object({
  reflectionMin: wholeNumber('Enter a whole number of characters.').refine(
    (value) => value >= FARMING_BOUNDS.reflectionMin.min && value <= FARMING_BOUNDS.reflectionMin.max,
    `Enter a number of characters from ${FARMING_BOUNDS.reflectionMin.min} to ${FARMING_BOUNDS.reflectionMin.max.toLocaleString('en-US')}.`,
  ),
  moduleAnswerMin: wholeNumber('Enter a whole number of characters.').refine(
    (value) => value >= FARMING_BOUNDS.moduleAnswerMin.min && value <= FARMING_BOUNDS.moduleAnswerMin.max,
    `Enter a number of characters from ${FARMING_BOUNDS.moduleAnswerMin.min} to ${FARMING_BOUNDS.moduleAnswerMin.max.toLocaleString('en-US')}.`,
  ),
  moduleTimePercent: wholeNumber('Enter a whole percentage, like 25.').refine((value) => value >= 0 && value <= 100, 'Enter a percentage from 0 to 100.'),
  webinarWindowHours: wholeNumber('Enter a whole number of hours.').refine(
    (value) => value >= FARMING_BOUNDS.webinarWindowHours.min && value <= FARMING_BOUNDS.webinarWindowHours.max,
    `Enter a number of hours from ${FARMING_BOUNDS.webinarWindowHours.min} to ${FARMING_BOUNDS.webinarWindowHours.max}.`,
  ),
  reset: z.boolean().optional(),
  reason: optionalReason,
});

/** Checkboxes arrive only when ticked (Astro reads a present box as true). */
export const featuresForm = z.object({
  forumOpenToFree: z.boolean().optional(),
  groupChallenges: z.boolean().optional(),
  reason: optionalReason,
});
