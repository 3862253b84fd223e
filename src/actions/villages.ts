// Villages and their group challenges (rule 30): found, join (from the list or by code), leave, the founder's
// tools and starting a challenge. Form Actions posted from /build-village and /villages/{id}; each acts for
// the signed-in learner only, and the services check every id a form carries.
import { defineAction } from 'astro:actions';
import { withFlashToast } from '#/domain/flash-toasts.ts';
import { getBackend } from '#/server/config.ts';
import { createVillageForm, inviteCodeForm, memberForm, startChallengeForm, villageForm } from '#/server/forms/community-forms.ts';
import { startChallenge } from '#/server/services/villages/group-challenges.ts';
import { handOverVillage, regenerateInviteCode, removeMember } from '#/server/services/villages/village-founder.ts';
import { createVillage, joinByCode, joinVillage, leaveVillage } from '#/server/services/villages/village-membership.ts';
import { requireUser, withServiceErrors } from './service-errors.ts';

const villagePage = (villageId: string) => `/villages/${encodeURIComponent(villageId)}`;

export const villages = {
  create: defineAction({
    accept: 'form',
    input: createVillageForm,
    handler: withServiceErrors(async (village, context) => {
      const user = requireUser(context);
      const { villageId } = await createVillage(await getBackend(), user.id, village);
      return { redirect: withFlashToast(villagePage(villageId), 'village-created') };
    }),
  }),

  join: defineAction({
    accept: 'form',
    input: villageForm,
    handler: withServiceErrors(async ({ villageId }, context) => {
      const user = requireUser(context);
      await joinVillage(await getBackend(), user.id, villageId);
      return { redirect: withFlashToast(villagePage(villageId), 'village-joined') };
    }),
  }),

  joinByCode: defineAction({
    accept: 'form',
    input: inviteCodeForm,
    handler: withServiceErrors(async ({ code }, context) => {
      const user = requireUser(context);
      const { villageId } = await joinByCode(await getBackend(), user.id, code);
      return { redirect: withFlashToast(villagePage(villageId), 'village-joined') };
    }),
  }),

  leave: defineAction({
    accept: 'form',
    handler: withServiceErrors(async (_input, context) => {
      const user = requireUser(context);
      await leaveVillage(await getBackend(), user.id);
      return { redirect: withFlashToast('/build-village', 'village-left') };
    }),
  }),

  regenerateCode: defineAction({
    accept: 'form',
    input: villageForm,
    handler: withServiceErrors(async ({ villageId }, context) => {
      const user = requireUser(context);
      await regenerateInviteCode(await getBackend(), user.id, villageId);
      return { redirect: withFlashToast(villagePage(villageId), 'code-regenerated') };
    }),
  }),

  removeMember: defineAction({
    accept: 'form',
    input: memberForm,
    handler: withServiceErrors(async ({ villageId, memberId }, context) => {
      const user = requireUser(context);
      await removeMember(await getBackend(), user.id, villageId, memberId);
      return { redirect: withFlashToast(villagePage(villageId), 'member-removed') };
    }),
  }),

  handOver: defineAction({
    accept: 'form',
    input: memberForm,
    handler: withServiceErrors(async ({ villageId, memberId }, context) => {
      const user = requireUser(context);
      await handOverVillage(await getBackend(), user.id, villageId, memberId);
      return { redirect: withFlashToast(villagePage(villageId), 'village-handed-over') };
    }),
  }),

  startChallenge: defineAction({
    accept: 'form',
    input: startChallengeForm,
    handler: withServiceErrors(async ({ villageId, challengeId }, context) => {
      const user = requireUser(context);
      await startChallenge(await getBackend(), user.id, villageId, challengeId);
      return { redirect: withFlashToast(villagePage(villageId), 'challenge-started') };
    }),
  }),
};
