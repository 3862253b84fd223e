// A corporate leader's forms on /team (rule 34): a new join code, invitations by email list (and cancelling
// one), removing a member. Each checks that the caller leads a team; the services act only on the caller's
// own organisation, whatever the form says.
import { defineAction } from 'astro:actions';
import { withFlashToast } from '#/domain/flash-toasts.ts';
import { getBackend } from '#/server/config.ts';
import { invitationForm, inviteForm, teamMemberForm } from '#/server/forms/organisation-forms.ts';
import { cancelInvitation, inviteByEmailList, regenerateTeamCode, removeTeamMember } from '#/server/services/organisations/index.ts';
import { requireCorporateLeader } from './organisation-guards.ts';
import { withServiceErrors } from './service-errors.ts';

export const team = {
  regenerateCode: defineAction({
    accept: 'form',
    handler: withServiceErrors(async (_input, context) => {
      const leader = requireCorporateLeader(context);
      await regenerateTeamCode(await getBackend(), leader.id);
      return { redirect: withFlashToast('/team', 'join-code-replaced') };
    }),
  }),

  invite: defineAction({
    accept: 'form',
    input: inviteForm,
    handler: withServiceErrors(async ({ emails }, context) => {
      const leader = requireCorporateLeader(context);
      const outcome = await inviteByEmailList(await getBackend(), leader.id, emails);
      // The counts come back in the address (numbers only), so the page can say what happened to the list.
      const query = new URLSearchParams({ invited: String(outcome.invited.length), already: String(outcome.alreadyInvited.length) });
      return { redirect: `/team?${query.toString()}#invitations` };
    }),
  }),

  cancelInvitation: defineAction({
    accept: 'form',
    input: invitationForm,
    handler: withServiceErrors(async ({ invitationId }, context) => {
      const leader = requireCorporateLeader(context);
      await cancelInvitation(await getBackend(), leader.id, invitationId);
      return { redirect: withFlashToast('/team', 'invitation-cancelled') };
    }),
  }),

  removeMember: defineAction({
    accept: 'form',
    input: teamMemberForm,
    handler: withServiceErrors(async ({ memberId }, context) => {
      const leader = requireCorporateLeader(context);
      await removeTeamMember(await getBackend(), leader.id, memberId);
      return { redirect: withFlashToast('/team', 'team-member-removed') };
    }),
  }),
};
