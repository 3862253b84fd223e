// The zod schemas of the organisation forms (rule 34): an admin's on /admin/organisations, a corporate
// leader's on /team, and a learner's join code on /profile. Ids are checked for shape only here; the services
// check that the caller may touch them.
import { z } from 'zod';
import { isId } from '#/domain/ids.ts';
import { isJoinCodeShape, normaliseJoinCode, ORGANISATION_NAME_MAX, SEAT_LIMIT_MAX } from '#/domain/organisations.ts';
import { formText } from './form-fields.ts';

const id = (what: string) => formText(z.string().refine(isId, `Choose ${what} from the page.`));

const name = formText(
  z
    .string()
    .trim()
    .min(2, 'Enter the organisation’s name (at least 2 characters).')
    .max(ORGANISATION_NAME_MAX, `Use at most ${ORGANISATION_NAME_MAX} characters.`)
    // eslint-disable-next-line no-control-regex -- control characters are exactly what a name must not contain
    .refine((value) => !/[\u0000-\u001f\u007f]/.test(value), 'Use letters, numbers and punctuation only.'),
);

/** Seats: blank for no limit, else a whole number from 1. */
const seatLimit = formText(
  z
    .string()
    .trim()
    .refine((value) => value === '' || /^\d{1,6}$/.test(value), 'Enter a whole number of seats, or leave it blank for no limit.')
    .transform((value) => (value === '' ? null : Number(value)))
    .refine((value) => value === null || (value >= 1 && value <= SEAT_LIMIT_MAX), `Enter between 1 and ${SEAT_LIMIT_MAX.toLocaleString('en-US')} seats, or leave it blank.`),
);

/** Why an admin changes someone's standing or an organisation's (rule 35: who, when, what and why). */
const reason = formText(z.string().trim().min(3, 'Say why, in a few words (it goes in the audit log).').max(1000, 'Use at most 1,000 characters.'));

const email = formText(
  z
    .string()
    .trim()
    .min(1, 'Enter the email of their account.')
    .max(254, 'That email address is too long.')
    .pipe(z.email({ error: 'Enter a valid email address, like name@example.com.' })),
);

export const createOrganisationForm = z.object({ name, seatLimit });
export const renameOrganisationForm = z.object({ organisationId: id('an organisation'), name });
export const seatLimitForm = z.object({ organisationId: id('an organisation'), seatLimit });
export const organisationActiveForm = z.object({
  organisationId: id('an organisation'),
  active: formText(z.enum(['true', 'false'], { error: 'Choose to activate or deactivate.' })).transform((value) => value === 'true'),
  reason,
  // A checkbox: Astro reads it as true when ticked, false when missing. Deactivating needs it.
  confirm: z.boolean(),
}).refine((value) => value.active || value.confirm === true, { path: ['confirm'], message: 'Tick the box to confirm: its members stop counting as paid.' });
export const addLeaderForm = z.object({ organisationId: id('an organisation'), email, reason });
export const organisationPersonForm = z.object({ organisationId: id('an organisation'), userId: id('a person'), reason });
export const organisationIdForm = z.object({ organisationId: id('an organisation') });

/** A pasted list of addresses (read by src/domain/email-list.ts; the service says what is not an address). */
export const inviteForm = z.object({
  emails: formText(z.string().max(20_000, 'That list is too long: paste at most 200 addresses at a time.')),
});
export const invitationForm = z.object({ invitationId: id('an invitation') });
export const teamMemberForm = z.object({ memberId: id('a member') });

/** An organisation's join code, typed with or without its dash. */
export const joinCode = formText(
  z
    .string()
    .trim()
    .max(40, 'Enter the 8-character code your team leader gave you, like K7MQ-2XPA.')
    .refine((value) => isJoinCodeShape(normaliseJoinCode(value)), 'Enter the 8-character code your team leader gave you, like K7MQ-2XPA.'),
);
export const joinOrganisationForm = z.object({ joinCode });
