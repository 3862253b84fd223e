// Organisations and corporate teams (rule 34): the API for pages, Actions and other services. Admins:
// admin-organisations.ts and leaders.ts; a corporate leader's team: team.ts, invitations.ts, members.ts;
// learners: join-by-code.ts and the invitations accepted at sign-in; the session's paid flag: standing.ts.
export {
  createOrganisation,
  getOrganisationForAdmin,
  listOrganisations,
  regenerateJoinCodeAsAdmin,
  renameOrganisation,
  setOrganisationActive,
  setSeatLimit,
  ORGANISATIONS_PAGE_SIZE,
  type OrganisationDetail,
  type OrganisationSummary,
} from './admin-organisations.ts';
export { addLeader, removeLeader, removeMemberAsAdmin } from './leaders.ts';
export { getTeam, regenerateTeamCode, removeTeamMember } from './team.ts';
export { listOrganisationMembers, listTeamMembers, MEMBERS_PAGE_SIZE, type MemberProgress, type MembersPage } from './members.ts';
export {
  acceptPendingInvitations,
  cancelInvitation,
  inviteByEmailList,
  listPendingInvitations,
  MAX_PENDING_INVITATIONS,
  type InviteOutcome,
  type PendingInvitation,
} from './invitations.ts';
export { joinByCode, joinOrganisation, organisationForSignUp, ownOrganisation } from './join-by-code.ts';
export { corporateHoldOf, paidThemselves } from './standing.ts';
