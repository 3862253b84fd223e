// An admin's organisation forms on /admin/organisations (rules 34, 35): create, rename, seats, deactivate or
// reactivate, leaders, removing a member, a new join code. Form Actions that work without JavaScript; each
// checks that the caller is an admin, makes one service call (which checks again and writes the audit entry).
import { defineAction } from 'astro:actions';
import { withFlashToast } from '#/domain/flash-toasts.ts';
import { getBackend } from '#/server/config.ts';
import {
  addLeaderForm,
  createOrganisationForm,
  organisationActiveForm,
  organisationIdForm,
  organisationPersonForm,
  renameOrganisationForm,
  seatLimitForm,
} from '#/server/forms/organisation-forms.ts';
import {
  addLeader,
  createOrganisation,
  regenerateJoinCodeAsAdmin,
  removeLeader,
  removeMemberAsAdmin,
  renameOrganisation,
  setOrganisationActive,
  setSeatLimit,
} from '#/server/services/organisations/index.ts';
import { requireAdminUser } from './organisation-guards.ts';
import { withServiceErrors } from './service-errors.ts';

const pageOf = (organisationId: string) => `/admin/organisations/${organisationId}`;

export const organisations = {
  create: defineAction({
    accept: 'form',
    input: createOrganisationForm,
    handler: withServiceErrors(async (input, context) => {
      const admin = requireAdminUser(context);
      const created = await createOrganisation(await getBackend(), admin.id, input);
      return { redirect: withFlashToast(pageOf(created.id), 'organisation-created') };
    }),
  }),

  rename: defineAction({
    accept: 'form',
    input: renameOrganisationForm,
    handler: withServiceErrors(async ({ organisationId, name }, context) => {
      const admin = requireAdminUser(context);
      await renameOrganisation(await getBackend(), admin.id, organisationId, name);
      return { redirect: withFlashToast(pageOf(organisationId), 'organisation-saved') };
    }),
  }),

  setSeatLimit: defineAction({
    accept: 'form',
    input: seatLimitForm,
    handler: withServiceErrors(async ({ organisationId, seatLimit }, context) => {
      const admin = requireAdminUser(context);
      await setSeatLimit(await getBackend(), admin.id, organisationId, seatLimit);
      return { redirect: withFlashToast(pageOf(organisationId), 'organisation-saved') };
    }),
  }),

  /** Deactivate (members stop counting as paid) or reactivate, with a reason. */
  setActive: defineAction({
    accept: 'form',
    input: organisationActiveForm,
    handler: withServiceErrors(async ({ organisationId, active, reason }, context) => {
      const admin = requireAdminUser(context);
      await setOrganisationActive(await getBackend(), admin.id, organisationId, active, reason);
      return { redirect: withFlashToast(pageOf(organisationId), active ? 'organisation-reactivated' : 'organisation-deactivated') };
    }),
  }),

  addLeader: defineAction({
    accept: 'form',
    input: addLeaderForm,
    handler: withServiceErrors(async (input, context) => {
      const admin = requireAdminUser(context);
      await addLeader(await getBackend(), admin.id, input);
      return { redirect: withFlashToast(pageOf(input.organisationId), 'leader-added') };
    }),
  }),

  /** The leader stays in the organisation as a member. */
  removeLeader: defineAction({
    accept: 'form',
    input: organisationPersonForm,
    handler: withServiceErrors(async (input, context) => {
      const admin = requireAdminUser(context);
      await removeLeader(await getBackend(), admin.id, input);
      return { redirect: withFlashToast(pageOf(input.organisationId), 'leader-removed') };
    }),
  }),

  removeMember: defineAction({
    accept: 'form',
    input: organisationPersonForm,
    handler: withServiceErrors(async (input, context) => {
      const admin = requireAdminUser(context);
      await removeMemberAsAdmin(await getBackend(), admin.id, input);
      return { redirect: withFlashToast(pageOf(input.organisationId), 'team-member-removed') };
    }),
  }),

  regenerateCode: defineAction({
    accept: 'form',
    input: organisationIdForm,
    handler: withServiceErrors(async ({ organisationId }, context) => {
      const admin = requireAdminUser(context);
      await regenerateJoinCodeAsAdmin(await getBackend(), admin.id, organisationId);
      return { redirect: withFlashToast(pageOf(organisationId), 'join-code-replaced') };
    }),
  }),
};
