// The zod schemas of the account forms (sign in, sign up, profile, password). The Actions use them as their
// input, so they run at the edge before any service call; their messages are shown next to the fields.
import { z } from 'zod';
import { isKnownTimeZone } from '#/domain/time-zones.ts';
import { LOCALES } from '#/i18n/locales.ts';
import { passwordProblem } from '../auth/password-policy.ts';
import { formText, optionalFormText } from './form-fields.ts';

export { fieldErrors } from './form-fields.ts';

const email = formText(
  z
    .string({ error: 'Enter your email address.' })
    .trim()
    .min(1, 'Enter your email address.')
    .max(320, 'That email address is too long.')
    .pipe(z.email({ error: 'Enter a valid email address, like name@example.com.' })),
);

/** A new password: the full policy (length and the common-password list). */
const newPassword = formText(
  z.string({ error: 'Choose a password.' }).superRefine((value, ctx) => {
    const problem = value.length === 0 ? 'Choose a password.' : passwordProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
);

const displayName = formText(
  z
    .string({ error: 'Enter your name.' })
    .trim()
    .min(1, 'Enter your name.')
    .max(80, 'Use at most 80 characters.')
    // eslint-disable-next-line no-control-regex -- control characters are exactly what a name must not contain
    .refine((v) => !/[\u0000-\u001f\u007f]/.test(v), 'Use letters, numbers and punctuation only.'),
);

/** An IANA time zone the runtime knows; anything else falls back to UTC rather than failing the form. */
const timezone = formText(z.string().trim().transform((value) => (value && isKnownTimeZone(value) ? value : 'UTC')));

/** Where to go after signing in (checked by `safeNextPath` when used; here only its size is bounded). */
const next = formText(z.string().max(2048, 'That link is too long.'));

export const signInForm = z.object({
  email,
  password: formText(z.string({ error: 'Enter your password.' }).min(1, 'Enter your password.').max(1024, 'Incorrect email or password')),
  next,
});

/** An organisation's join code at sign-up (rule 34): optional; the service checks it before the account is made. */
const optionalJoinCode = formText(z.string().trim().max(40, 'Enter the 8-character code your team leader gave you, like K7MQ-2XPA.')).transform((value) =>
  value === '' ? null : value,
);

export const signUpForm = z.object({
  displayName,
  email,
  password: newPassword,
  timezone,
  next,
  joinCode: optionalJoinCode,
});

export const profileForm = z.object({
  displayName,
  bio: optionalFormText(1000),
  country: optionalFormText(80),
  timezone: formText(
    z
      .string({ error: 'Choose your time zone.' })
      .trim()
      .refine(isKnownTimeZone, 'Choose a time zone from the list.'),
  ),
});

export const passwordForm = z
  .object({
    currentPassword: formText(z.string().min(1, 'Enter your current password.')),
    newPassword,
  })
  .refine((v) => v.currentPassword !== v.newPassword, {
    path: ['newPassword'],
    message: 'Choose a password different from your current one.',
  });

/** A first password, for an account made by social sign-in (it has no current one). */
export const firstPasswordForm = z.object({ newPassword });

/** The leadership-board opt-out: a checkbox, sent only when ticked (Astro reads a present box as true). */
export const boardVisibilityForm = z.object({ hidden: z.boolean() });

/** The platform's language, from the header's switch or /profile; `next` is the page to go back to. */
export const languageForm = z.object({
  language: formText(z.enum(LOCALES, { error: 'Choose English or Français.' })),
  next,
});
