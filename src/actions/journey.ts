// The learner's journey: choose one, save a custom path, complete a module, write the weekly reflection.
// Form Actions posted from /journey, /journey/custom, /journey/modules/{slug} and /journey/reflections; each
// acts only for the signed-in person (rules 24, 27).
import { defineAction } from 'astro:actions';
import { withFlashToast } from '#/domain/flash-toasts.ts';
import { getBackend } from '#/server/config.ts';
import { chooseJourneyForm, completeModuleForm, customJourneyForm, reflectionForm } from '#/server/forms/journey-forms.ts';
import { chooseJourney, saveCustomJourney } from '#/server/services/journeys/journey-choice.ts';
import { completeModule } from '#/server/services/journeys/modules.ts';
import { submitReflection } from '#/server/services/journeys/weekly-reflections.ts';
import { requireOutboxAccount, requireUser, withServiceErrors } from './service-errors.ts';

export const journey = {
  choose: defineAction({
    accept: 'form',
    input: chooseJourneyForm,
    handler: withServiceErrors(async ({ journey: chosen }, context) => {
      const user = requireUser(context);
      const outcome = await chooseJourney(await getBackend(), user.id, chosen);
      return { redirect: 'needsPick' in outcome ? '/journey/custom' : withFlashToast('/journey', 'journey-chosen') };
    }),
  }),

  saveCustom: defineAction({
    accept: 'form',
    input: customJourneyForm,
    handler: withServiceErrors(async (input, context) => {
      const user = requireUser(context);
      await saveCustomJourney(await getBackend(), user.id, input);
      return { redirect: withFlashToast('/journey', 'custom-saved') };
    }),
  }),

  completeModule: defineAction({
    accept: 'form',
    input: completeModuleForm,
    handler: withServiceErrors(async ({ moduleId, answer, outboxAccount }, context) => {
      const user = requireOutboxAccount(context, outboxAccount);
      const done = await completeModule(await getBackend(), user.id, moduleId, answer);
      if (done.certificateId) return { redirect: withFlashToast('/cpd', 'journey-completed') };
      return { redirect: withFlashToast(done.next ? `/journey/modules/${done.next}` : '/journey', 'module-completed') };
    }),
  }),

  reflect: defineAction({
    accept: 'form',
    input: reflectionForm,
    handler: withServiceErrors(async ({ text, sendKey, outboxAccount }, context) => {
      const user = requireOutboxAccount(context, outboxAccount);
      await submitReflection(await getBackend(), user.id, text, new Date(), { sendKey });
      return { redirect: withFlashToast('/journey/reflections', 'reflection-saved') };
    }),
  }),
};
