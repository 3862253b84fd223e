// Onboarding (rule 29): each step's form saves to the learner's draft on the server and says where to go
// next; finishing completes it (50 XP once) and goes on to /build-village. Form Actions posted from
// /onboarding (one step per page load without JavaScript) and called by the wizard in the background.
import { defineAction } from 'astro:actions';
import { withFlashToast } from '#/domain/flash-toasts.ts';
import { onboardingPath } from '#/domain/onboarding.ts';
import { pageLocale } from '#/i18n/page-locale.ts';
import { getBackend } from '#/server/config.ts';
import { aboutForm, journeyForm, quizForm } from '#/server/forms/community-forms.ts';
import { paragraphsOf } from '#/server/services/content-files.ts';
import { personalityCatalogueIn } from '#/server/services/onboarding/personality-catalogue.ts';
import { answerQuiz, completeOnboarding, saveAbout, saveJourney } from '#/server/services/onboarding/onboarding.ts';
import { requireUser, withServiceErrors } from './service-errors.ts';

export const onboarding = {
  saveAbout: defineAction({
    accept: 'form',
    input: aboutForm,
    handler: withServiceErrors(async (about, context) => {
      const user = requireUser(context);
      await saveAbout(await getBackend(), user.id, user.id, about);
      return { redirect: onboardingPath('journey') };
    }),
  }),

  saveJourney: defineAction({
    accept: 'form',
    input: journeyForm,
    handler: withServiceErrors(async ({ journey }, context) => {
      const user = requireUser(context);
      await saveJourney(await getBackend(), user.id, user.id, journey);
      return { redirect: onboardingPath('personality') };
    }),
  }),

  /** The quiz, during onboarding or retaken from the profile; unfinished answers are kept in the draft. */
  answerQuiz: defineAction({
    accept: 'form',
    input: quizForm,
    handler: withServiceErrors(async ({ finished, answers }, context) => {
      const user = requireUser(context);
      const outcome = await answerQuiz(await getBackend(), user.id, user.id, answers, finished);
      if (!outcome) return { style: null, redirect: null, profile: null };
      // Scored on the English catalogue; shown in the reader's language.
      const profile = personalityCatalogueIn(pageLocale(context)).styles[outcome.profile.id];
      return {
        style: outcome.style,
        redirect: outcome.draft ? onboardingPath('personality') : withFlashToast('/profile', 'personality-saved'),
        profile: { id: profile.id, name: profile.name, tagline: profile.tagline, strengths: profile.strengths, watchOuts: profile.watchOuts, paragraphs: paragraphsOf(profile.description) },
      };
    }),
  }),

  complete: defineAction({
    accept: 'form',
    handler: withServiceErrors(async (_input, context) => {
      const user = requireUser(context);
      const outcome = await completeOnboarding(await getBackend(), user.id, user.id);
      // The 50 XP and the badge are announced by the engine's live toasts (and by the page itself, for a
      // browser without JavaScript), so no flash toast repeats them.
      return { redirect: outcome.completed ? '/build-village?onboarded=1' : '/build-village' };
    }),
  }),
};
