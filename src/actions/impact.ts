// The impact log (rule 32): add, edit and delete one's own entries. Form Actions posted from /impact-log;
// the service treats another learner's entry as not found.
import { defineAction } from 'astro:actions';
import { withFlashToast } from '#/domain/flash-toasts.ts';
import { getBackend } from '#/server/config.ts';
import { impactDeleteForm, impactEditForm, impactEntryForm } from '#/server/forms/community-forms.ts';
import { addImpactEntry, deleteImpactEntry, updateImpactEntry } from '#/server/services/impact/impact-log.ts';
import { requireOutboxAccount, requireUser, withServiceErrors } from './service-errors.ts';

export const impact = {
  add: defineAction({
    accept: 'form',
    input: impactEntryForm,
    handler: withServiceErrors(async ({ sendKey, outboxAccount, ...entry }, context) => {
      const user = requireOutboxAccount(context, outboxAccount);
      await addImpactEntry(await getBackend(), user.id, entry, { sendKey });
      return { redirect: withFlashToast('/impact-log', 'impact-saved') };
    }),
  }),

  update: defineAction({
    accept: 'form',
    input: impactEditForm,
    handler: withServiceErrors(async ({ entryId, ...entry }, context) => {
      const user = requireUser(context);
      await updateImpactEntry(await getBackend(), user.id, entryId, entry);
      return { redirect: withFlashToast('/impact-log', 'impact-updated') };
    }),
  }),

  delete: defineAction({
    accept: 'form',
    input: impactDeleteForm,
    handler: withServiceErrors(async ({ entryId }, context) => {
      const user = requireUser(context);
      await deleteImpactEntry(await getBackend(), user.id, entryId);
      return { redirect: withFlashToast('/impact-log', 'impact-deleted') };
    }),
  }),
};
