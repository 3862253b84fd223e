// The zod schemas of the admin area's forms (rules 21–23, 35): a learner's standing, XP, suspension, and the
// site settings. Each message is shown next to its field; the services check the same rules again.
import { z } from 'zod';
import { MAX_ADJUSTMENT, REASON_LENGTH } from '#/domain/xp-awards.ts';
import { bookingUrlProblem, contactEmailProblem, httpUrlProblem } from '#/domain/site-settings.ts';
import { STREAK_RULE_BOUNDS } from '#/domain/streak.ts';
import { FARMING_BOUNDS } from '#/domain/farming-limits.ts';
import { isCurrencyCode, normaliseTypedDecimal } from '#/domain/money.ts';
import { ROLES, MEMBERSHIP_STATUSES, TRANSFORMATION_TIERS, type MembershipStatus, type Role, type TransformationTier } from '#/domain/user-flags.ts';
import type { AccessChanges } from '../services/access.ts';
import { ID_PATTERN } from '#/domain/ids.ts';
import { formText } from './form-fields.ts';
import { adminFormMessages } from './admin-forms.messages.ts';

/** Raised in English; translated on the way out of the Action. */
const m = adminFormMessages('en');

const userId = formText(z.string().regex(ID_PATTERN, m.noSuchLearner));

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
    .min(REASON_LENGTH.min, m.sayWhy({ min: REASON_LENGTH.min }))
    .max(REASON_LENGTH.max, m.atMost({ max: REASON_LENGTH.max })),
);

const optionalReason = formText(
  z
    .string()
    .trim()
    .max(REASON_LENGTH.max, m.atMost({ max: REASON_LENGTH.max }))
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
  amount: wholeNumber(m.wholeXp).refine(
    (value) => value !== 0 && Math.abs(value) <= MAX_ADJUSTMENT,
    m.xpRange({ max: MAX_ADJUSTMENT.toLocaleString('en-US') }),
  ),
  reason,
  /** Made when the confirmation step was shown: a resent form pays once. */
  key: z.string().regex(/^[a-zA-Z0-9-]{8,64}$/, m.expired).optional(),
  confirmed,
});

const tierValue = z.enum([...TRANSFORMATION_TIERS, 'none']);

export const standingForm = z
  .object({
    userId,
    field: formText(z.enum(['role', 'membershipStatus', 'transformationTier'], { error: m.chooseField })),
    value: formText(z.string()),
    reason,
    confirmed,
  })
  .superRefine((input, context) => {
    const allowed: readonly string[] =
      input.field === 'role' ? ROLES : input.field === 'membershipStatus' ? MEMBERSHIP_STATUSES : tierValue.options;
    if (!allowed.includes(input.value)) context.addIssue({ code: 'custom', path: ['value'], message: m.chooseValue });
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

export const retryForm = z.object({ requestId: formText(z.string().regex(ID_PATTERN, m.noSuchRequest)) });

/** The price in major units as typed ("99", "99.00", "1,250.50", "99,50") and an ISO currency code. */
export const priceForm = z.object({
  amount: formText(
    z
      .string()
      .trim()
      .transform(normaliseTypedDecimal)
      .refine((value) => /^\d{1,7}(\.\d{1,2})?$/.test(value) && Number(value) > 0, m.priceAboveZero),
  ),
  currency: formText(
    z
      .string()
      .trim()
      .transform((value) => value.toUpperCase())
      .refine(isCurrencyCode, m.currencyCode),
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
    choice: formText(z.enum(['keep', 'set', 'none', 'environment'], { error: m.chooseWebhook })),
    reason: optionalReason,
  })
  .superRefine((input, context) => {
    if (input.choice === 'set' && input.webhookUrl === '') context.addIssue({ code: 'custom', path: ['webhookUrl'], message: m.enterWebhook });
  });

export const streakForm = z.object({
  days: wholeNumber(m.wholeDays).refine(
    (value) => value >= STREAK_RULE_BOUNDS.days.min && value <= STREAK_RULE_BOUNDS.days.max,
    m.daysRange({ min: STREAK_RULE_BOUNDS.days.min, max: STREAK_RULE_BOUNDS.days.max }),
  ),
  multiplier: formText(
    z
      .string()
      .trim()
      // "1,5" as a French admin writes it is 1.5.
      .transform(normaliseTypedDecimal)
      .refine((value) => /^\d(\.\d)?$/.test(value), m.multiplierFormat)
      .transform(Number)
      .refine(
        (value) => value >= STREAK_RULE_BOUNDS.multiplier.min && value <= STREAK_RULE_BOUNDS.multiplier.max,
        m.multiplierRange({ min: STREAK_RULE_BOUNDS.multiplier.min, max: STREAK_RULE_BOUNDS.multiplier.max }),
      ),
  ),
  reset: z.boolean().optional(),
  reason: optionalReason,
});

/** Rule 24's limits: characters, a percentage of the reading time, and hours. */
export const farmingForm = z.object({
  reflectionMin: wholeNumber(m.wholeCharacters).refine(
    (value) => value >= FARMING_BOUNDS.reflectionMin.min && value <= FARMING_BOUNDS.reflectionMin.max,
    m.charactersRange({ min: FARMING_BOUNDS.reflectionMin.min, max: FARMING_BOUNDS.reflectionMin.max.toLocaleString('en-US') }),
  ),
  moduleAnswerMin: wholeNumber(m.wholeCharacters).refine(
    (value) => value >= FARMING_BOUNDS.moduleAnswerMin.min && value <= FARMING_BOUNDS.moduleAnswerMin.max,
    m.charactersRange({ min: FARMING_BOUNDS.moduleAnswerMin.min, max: FARMING_BOUNDS.moduleAnswerMin.max.toLocaleString('en-US') }),
  ),
  moduleTimePercent: wholeNumber(m.wholePercentage).refine((value) => value >= 0 && value <= 100, m.percentageRange),
  webinarWindowHours: wholeNumber(m.wholeHours).refine(
    (value) => value >= FARMING_BOUNDS.webinarWindowHours.min && value <= FARMING_BOUNDS.webinarWindowHours.max,
    m.hoursRange({ min: FARMING_BOUNDS.webinarWindowHours.min, max: FARMING_BOUNDS.webinarWindowHours.max }),
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
