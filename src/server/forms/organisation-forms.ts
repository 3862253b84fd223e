// The zod schemas of the organisation forms (rule 34): an admin's on /admin/organisations, a corporate
// leader's on /team, and a learner's join code on /profile. Ids are checked for shape only here; the services
// check that the caller may touch them.
import { z } from 'zod';
import { isId } from '#/domain/ids.ts';
import { isJoinCodeShape, normaliseJoinCode, ORGANISATION_NAME_MAX, SEAT_LIMIT_MAX } from '#/domain/organisations.ts';
import { formText } from './form-fields.ts';
import { organisationFormMessages } from './organisation-forms.messages.ts';

const m = organisationFormMessages('en');
const id = (notChosen: string) => formText(z.string().refine(isId, notChosen));

const name = formText(
  z
    .string()
    .trim()
    .min(2, m.nameAtLeast)
    .max(ORGANISATION_NAME_MAX, m.atMost({ max: ORGANISATION_NAME_MAX }))
    // eslint-disable-next-line no-control-regex -- control characters are exactly what a name must not contain
    .refine((value) => !/[\u0000-\u001f\u007f]/.test(value), m.plainCharacters),
);

/** Seats: blank for no limit, else a whole number from 1. */
const seatLimit = formText(
  z
    .string()
    .trim()
    .refine((value) => value === '' || /^\d{1,6}$/.test(value), m.seatsWhole)
    .transform((value) => (value === '' ? null : Number(value)))
    .refine((value) => value === null || (value >= 1 && value <= SEAT_LIMIT_MAX), m.seatsRange({ max: SEAT_LIMIT_MAX.toLocaleString('en-US') })),
);

/** Why an admin changes someone's standing or an organisation's (rule 35: who, when, what and why). */
const reason = formText(z.string().trim().min(3, m.sayWhy).max(1000, m.atMost({ max: '1,000' })));

const email = formText(
  z
    .string()
    .trim()
    .min(1, m.enterEmail)
    .max(254, m.emailTooLong)
    .pipe(z.email({ error: m.validEmail })),
);

export const createOrganisationForm = z.object({ name, seatLimit });
export const renameOrganisationForm = z.object({ organisationId: id(m.chooseOrganisation), name });
export const seatLimitForm = z.object({ organisationId: id(m.chooseOrganisation), seatLimit });
export const organisationActiveForm = z.object({
  organisationId: id(m.chooseOrganisation),
  active: formText(z.enum(['true', 'false'], { error: m.activateOrNot })).transform((value) => value === 'true'),
  reason,
  // A checkbox: Astro reads it as true when ticked, false when missing. Deactivating needs it.
  confirm: z.boolean(),
}).refine((value) => value.active || value.confirm === true, { path: ['confirm'], message: m.tickToConfirm });
export const addLeaderForm = z.object({ organisationId: id(m.chooseOrganisation), email, reason });
export const organisationPersonForm = z.object({ organisationId: id(m.chooseOrganisation), userId: id(m.choosePerson), reason });
export const organisationIdForm = z.object({ organisationId: id(m.chooseOrganisation) });

/** A pasted list of addresses (read by src/domain/email-list.ts; the service says what is not an address). */
export const inviteForm = z.object({
  emails: formText(z.string().max(20_000, m.listTooLong)),
});
export const invitationForm = z.object({ invitationId: id(m.chooseInvitation) });
export const teamMemberForm = z.object({ memberId: id(m.chooseMember) });

/** An organisation's join code, typed with or without its dash. */
export const joinCode = formText(
  z
    .string()
    .trim()
    .max(40, m.joinCode)
    .refine((value) => isJoinCodeShape(normaliseJoinCode(value)), m.joinCode),
);
export const joinOrganisationForm = z.object({ joinCode });
