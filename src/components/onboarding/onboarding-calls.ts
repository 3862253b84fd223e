// The onboarding Actions as the wizard and quiz stores call them from the browser: each step's form sent in
// the background, and the quiz's answers saved (partly, during onboarding; whole, on a retake).
import { actions } from 'astro:actions';
import type { ActionCallError, ActionCallResult } from '#/lib/action-form.ts';
import type { PostedStep } from '#/stores/onboarding-wizard.ts';
import type { QuizSaved } from '#/stores/personality-quiz.ts';

type SafeResult<T> = { data: T; error?: undefined } | { data?: undefined; error: ActionCallError };

/** An Action's answer as the stores read it (astro:actions' own result type says a little more). */
function callResult<T>(result: SafeResult<T | undefined>): ActionCallResult<T> {
  if (result.error) return { error: result.error };
  // Every Action here answers with data; none would be a fault of ours.
  if (result.data === undefined) return { error: { message: 'Something went wrong. Please try again.', status: 500 } };
  return { data: result.data };
}

export const STEP_SENDERS: Record<PostedStep, (data: FormData) => Promise<ActionCallResult<{ redirect: string }>>> = {
  about: async (data) => callResult(await actions.onboarding.saveAbout(data)),
  journey: async (data) => callResult(await actions.onboarding.saveJourney(data)),
  review: async (data) => callResult(await actions.onboarding.complete(data)),
};

/** Saves the quiz's answers so far; `finished` asks for the result (and, outside onboarding, keeps it). */
export async function saveQuizAnswers(answers: Readonly<Record<string, string>>, finished: boolean): Promise<ActionCallResult<QuizSaved>> {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...answers, finished: String(finished) })) form.set(name, value);
  return callResult((await actions.onboarding.answerQuiz(form)) as SafeResult<QuizSaved>);
}
