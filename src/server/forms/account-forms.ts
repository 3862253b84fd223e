// The zod schemas of the account forms (sign in, sign up, profile, password). The Actions use them as their
// input, so they run at the edge before any service call; their messages are shown next to the fields.
import { z } from 'zod';
import { isKnownTimeZone, zoneOrUtc } from '#/domain/time-zones.ts';
import { LOCALES } from '#/i18n/locales.ts';
import { passwordProblem } from '../auth/password-policy.ts';
import { accountFormMessages } from './account-forms.messages.ts';
import { formFieldMessages } from './form-fields.messages.ts';
import { formText, optionalFormText } from './form-fields.ts';

const m = accountFormMessages('en');
const fields = formFieldMessages('en');

export { fieldErrors } from './form-fields.ts';

const email = formText(
  z
    .string({ error: m.enterEmail })
    .trim()
    .min(1, m.enterEmail)
    .max(320, m.emailTooLong)
    .pipe(z.email({ error: m.validEmail })),
);

/** A new password: the full policy (length and the common-password list). */
const newPassword = formText(
  z.string({ error: m.choosePassword }).superRefine((value, ctx) => {
    const problem = value.length === 0 ? m.choosePassword : passwordProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
);

const displayName = formText(
  z
    .string({ error: m.enterName })
    .trim()
    .min(1, m.enterName)
    .max(80, fields.atMost({ max: 80 }))
    // eslint-disable-next-line no-control-regex -- control characters are exactly what a name must not contain
    .refine((v) => !/[\u0000-\u001f\u007f]/.test(v), fields.plainCharacters),
);

/** An IANA time zone the runtime knows; anything else falls back to UTC rather than failing the form. */
const timezone = formText(z.string().trim().transform(zoneOrUtc));

/** Where to go after signing in (checked by `safeNextPath` when used; here only its size is bounded). */
const next = formText(z.string().max(2048, m.linkTooLong));

export const signInForm = z.object({
  email,
  password: formText(z.string({ error: m.enterPassword }).min(1, m.enterPassword).max(1024, m.incorrect)),
  next,
});

/** An organisation's join code at sign-up (rule 34): optional; the service checks it before the account is made. */
const optionalJoinCode = formText(z.string().trim().max(40, m.joinCode)).transform((value) =>
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
  bio: optionalFormText(1000, { multiline: true }),
  country: optionalFormText(80),
  timezone: formText(
    z
      .string({ error: m.chooseTimeZone })
      .trim()
      .refine(isKnownTimeZone, m.timeZoneFromList),
  ),
});

export const passwordForm = z
  .object({
    currentPassword: formText(z.string().min(1, m.enterCurrentPassword)),
    newPassword,
  })
  .refine((v) => v.currentPassword !== v.newPassword, {
    path: ['newPassword'],
    message: m.differentPassword,
  });

/** A first password, for an account made by social sign-in (it has no current one). */
export const firstPasswordForm = z.object({ newPassword });

/** The leadership-board opt-out: a checkbox, sent only when ticked (Astro reads a present box as true). */
export const boardVisibilityForm = z.object({ hidden: z.boolean() });

/** The platform's language, from the header's switch or /profile; `next` is the page to go back to. */
export const languageForm = z.object({
  language: formText(z.enum(LOCALES, { error: m.chooseLanguage })),
  next,
});
