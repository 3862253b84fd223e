// The personality quiz dialog's store (rule 29), without React: one question at a time, Next only once
// answered, partial answers saved as the learner goes (onboarding only), the server's score shown at the end,
// an unanswered question sent back to, and a lost connection said plainly.
import { describe, expect, it, vi } from 'vitest';
import { LEADERSHIP_STYLES, type QuizQuestion } from '#/domain/personality.ts';
import { createPersonalityQuiz, type QuizEffects, type StyleView } from '#/stores/personality-quiz.ts';
import { networkFailedMessage } from '#/lib/action-form.ts';

const QUESTIONS: QuizQuestion[] = ['q1', 'q2', 'q3'].map((id) => ({
  id,
  prompt: `${id}?`,
  options: LEADERSHIP_STYLES.map((style, i) => ({ id: 'abcd'[i] ?? 'a', text: style, style })),
}));
const COACH: StyleView = { id: 'coach', name: 'The Coach', tagline: 'T', strengths: [], watchOuts: [], paragraphs: [] };

function setup(initial: Record<string, string> = {}, savePartial = true) {
  const save = vi.fn<QuizEffects['save']>(async (_answers, finished) => ({ data: finished ? { style: 'coach', redirect: null, profile: COACH } : { style: null, redirect: null, profile: null } }));
  return { quiz: createPersonalityQuiz(QUESTIONS, initial, { save }, { savePartial }), save };
}

describe('the quiz', () => {
  it('Next waits for an answer, then moves on and saves the answers so far', async () => {
    const { quiz, save } = setup();
    await quiz.next();
    expect(quiz.$state.get().index).toBe(0);
    quiz.choose('b');
    await quiz.next();
    expect(quiz.$question.get()?.id).toBe('q2');
    expect(save).toHaveBeenLastCalledWith({ q1: 'b' }, false);
  });

  it('a retake saves nothing until it is finished', async () => {
    const { quiz, save } = setup({}, false);
    quiz.choose('a');
    await quiz.next();
    expect(save).not.toHaveBeenCalled();
  });

  it('resumes at the first unanswered question, ignoring answers that are not real', () => {
    const { quiz } = setup({ q1: 'a', q2: 'zz', q9: 'a' });
    quiz.open();
    expect(quiz.$state.get()).toMatchObject({ index: 1, answers: { q1: 'a' } });
  });

  it('the last Next sends the whole quiz and shows the style the server scored', async () => {
    const { quiz, save } = setup({ q1: 'a', q2: 'b' });
    quiz.open();
    quiz.choose('c');
    await quiz.next();
    expect(save).toHaveBeenLastCalledWith({ q1: 'a', q2: 'b', q3: 'c' }, true);
    expect(quiz.$state.get()).toMatchObject({ status: 'done', result: COACH });
    expect(quiz.$question.get()).toBeNull();
  });

  it('a question the server says is unanswered is shown again with a message', async () => {
    const { quiz, save } = setup({ q1: 'a', q2: 'b', q3: 'c' });
    save.mockResolvedValueOnce({ error: { message: 'Answer every question', status: 400, type: 'AstroActionInputError', fields: { q2: ['Choose one answer.'] } } });
    quiz.open();
    await quiz.next();
    expect(quiz.$state.get()).toMatchObject({ status: 'answering', index: 1, error: 'Answer this question to see your style.' });
  });

  it('a lost connection keeps the answers and says so', async () => {
    const { quiz, save } = setup({ q1: 'a', q2: 'b', q3: 'c' });
    save.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    quiz.open();
    await quiz.next();
    expect(quiz.$state.get()).toMatchObject({ status: 'answering', error: networkFailedMessage('en'), answers: { q3: 'c' } });
  });

  it("says its own messages in the learner's language", async () => {
    const save = vi.fn<QuizEffects['save']>();
    const quiz = createPersonalityQuiz(QUESTIONS, { q1: 'a', q2: 'b', q3: 'c' }, { save }, { savePartial: true, locale: 'fr' });
    save.mockResolvedValueOnce({ error: { message: 'Answer every question', status: 400, type: 'AstroActionInputError', fields: { q2: ['Choose one answer.'] } } });
    quiz.open();
    await quiz.next();
    expect(quiz.$state.get().error).toBe('Répondez à cette question pour voir votre style.');
    const failing = createPersonalityQuiz(QUESTIONS, { q1: 'a', q2: 'b', q3: 'c' }, { save: async () => ({ error: { message: 'boom', status: 500 } }) }, { savePartial: true, locale: 'fr' });
    failing.open();
    await failing.next();
    expect(failing.$state.get().error).toBe("Une erreur s'est produite. Veuillez réessayer.");
  });

  it('Back keeps answers; restart clears them', () => {
    const { quiz } = setup({ q1: 'a' });
    quiz.open();
    quiz.back();
    expect(quiz.$state.get()).toMatchObject({ index: 0, answers: { q1: 'a' } });
    quiz.restart();
    expect(quiz.$state.get()).toMatchObject({ index: 0, answers: {}, status: 'answering' });
  });
});
