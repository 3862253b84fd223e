// Contract for onboarding (rules 11, 22, 29) on every backend: the draft is kept on the server step by step,
// only its owner reads or writes it, completion pays 50 XP once even when sent twice at once, and the quiz
// can be retaken afterwards without redoing onboarding.
import { describe, expect, it } from 'vitest';
import { decodeAnswers } from '#/domain/personality.ts';
import { personalityCatalogue } from '#/server/services/onboarding/personality-catalogue.ts';
import { answerQuiz, completeOnboarding, readOnboarding, saveAbout, saveJourney } from '#/server/services/onboarding/onboarding.ts';
import type { Store } from '#/server/store/port.ts';
import { failure } from '../../fixtures/service-failure.ts';
import { equal, limit } from '#/server/store/query.ts';
import { addLearner, outcomeOf } from './harness.ts';

/** Every question answered with the option of `style`. */
function answersLeaning(style: string): Record<string, string> {
  return Object.fromEntries(personalityCatalogue().questions.map((q) => [q.id, q.options.find((o) => o.style === style)?.id ?? '']));
}

export function describeOnboarding(store: () => Store): void {
  const backend = () => ({ store: store() });

  async function fillDraft(userId: string): Promise<void> {
    await saveAbout(backend(), userId, userId, { displayName: 'Ada Obi', country: 'Nigeria', timezone: 'Africa/Lagos' });
    await saveJourney(backend(), userId, userId, 'sabrina');
    await answerQuiz(backend(), userId, userId, answersLeaning('architect'), true);
  }

  describe('onboarding', () => {
    it('keeps each step’s answers on the server: a second device reads the same draft', async () => {
      await addLearner(store(), 'ada', { displayName: 'Ada' });
      await saveAbout(backend(), 'ada', 'ada', { displayName: 'Ada Obi', country: null, timezone: 'Africa/Lagos' });
      await saveJourney(backend(), 'ada', 'ada', 'kofi');
      const partial = { monday: 'a', setback: 'b' };
      await answerQuiz(backend(), 'ada', 'ada', partial, false);
      const state = await readOnboarding(backend(), 'ada', 'ada');
      expect(state).toMatchObject({ completed: false, defaults: { displayName: 'Ada' } });
      expect(state.draft).toMatchObject({ displayName: 'Ada Obi', country: null, timezone: 'Africa/Lagos', journey: 'kofi', personalityType: null });
      expect(state.draft.quizAnswers).toEqual(partial);
    });

    it('scores the quiz on the server and refuses an unanswered question by name', async () => {
      await addLearner(store(), 'ada');
      const answers = answersLeaning('connector');
      const [first] = personalityCatalogue().questions;
      const missing = { ...answers, [first?.id ?? '']: '' };
      const error = await failure(answerQuiz(backend(), 'ada', 'ada', missing, true));
      expect(error).toMatchObject({ code: 'invalid-argument', fields: { [first?.id ?? '']: 'Choose one answer.' } });
      expect(await answerQuiz(backend(), 'ada', 'ada', answers, true)).toMatchObject({ style: 'connector', draft: true, profile: { name: 'The Connector' } });
      expect((await readOnboarding(backend(), 'ada', 'ada')).draft.personalityType).toBe('connector');
    });

    it('another learner can neither read nor write someone’s onboarding', async () => {
      await addLearner(store(), 'ada');
      await addLearner(store(), 'eve');
      const outcomes = await Promise.all([
        outcomeOf(readOnboarding(backend(), 'eve', 'ada')),
        outcomeOf(saveAbout(backend(), 'eve', 'ada', { displayName: 'Hacked', country: null, timezone: 'UTC' })),
        outcomeOf(saveJourney(backend(), 'eve', 'ada', 'custom')),
        outcomeOf(answerQuiz(backend(), 'eve', 'ada', answersLeaning('coach'), true)),
        outcomeOf(completeOnboarding(backend(), 'eve', 'ada')),
      ]);
      expect(outcomes).toEqual(Array(5).fill('permission-denied'));
      expect(await store().getRow('onboarding_drafts', 'ada')).toBeNull();
    });

    it('completing writes the profile, removes the draft and pays 50 XP in the learner’s own zone', async () => {
      await addLearner(store(), 'ada', { timezone: 'UTC' });
      await fillDraft('ada');
      const outcome = await completeOnboarding(backend(), 'ada', 'ada', { now: new Date('2026-11-20T23:30:00Z') });
      expect(outcome).toMatchObject({ completed: true, xp: 50 });
      const user = await store().getRow('users', 'ada');
      expect(user).toMatchObject({ displayName: 'Ada Obi', country: 'Nigeria', timezone: 'Africa/Lagos', journey: 'sabrina', personalityType: 'architect' });
      expect(user?.onboardingCompletedAt).not.toBeNull();
      expect(await store().getRow('onboarding_drafts', 'ada')).toBeNull();
      const [entry] = await store().findRows('points_transactions', [equal('userId', 'ada'), limit(5)]);
      // 23:30 UTC is already the 21st in Lagos, the zone the draft set.
      expect(entry).toMatchObject({ activity: 'onboarding', xp: 50, localDay: '2026-11-21', timezone: 'Africa/Lagos' });
    });

    it('pays once: a second completion, even at the same moment, changes nothing', async () => {
      await addLearner(store(), 'ada');
      await fillDraft('ada');
      const outcomes = await Promise.allSettled([completeOnboarding(backend(), 'ada', 'ada'), completeOnboarding(backend(), 'ada', 'ada')]);
      const answered = outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value.completed] : []));
      expect(answered.filter(Boolean)).toHaveLength(1);
      expect(await outcomeOf(completeOnboarding(backend(), 'ada', 'ada'))).toBe('ok');
      expect((await store().getRow('user_points', 'ada'))?.points).toBe(50);
      expect(await store().findRows('points_transactions', [equal('userId', 'ada'), limit(5)])).toHaveLength(1);
    });

    it('refuses to complete with a step unanswered', async () => {
      await addLearner(store(), 'ada');
      await saveAbout(backend(), 'ada', 'ada', { displayName: 'Ada', country: null, timezone: 'UTC' });
      expect(await outcomeOf(completeOnboarding(backend(), 'ada', 'ada'))).toBe('invalid-argument');
      expect((await store().getRow('users', 'ada'))?.onboardingCompletedAt).toBeNull();
    });

    it('is not redone once complete; the quiz is retaken straight into the profile, with no XP', async () => {
      await addLearner(store(), 'ada');
      await fillDraft('ada');
      await completeOnboarding(backend(), 'ada', 'ada');
      expect(await outcomeOf(saveAbout(backend(), 'ada', 'ada', { displayName: 'Again', country: null, timezone: 'UTC' }))).toBe('permission-denied');
      expect(await answerQuiz(backend(), 'ada', 'ada', answersLeaning('visionary'), true)).toMatchObject({ style: 'visionary', draft: false });
      expect((await store().getRow('users', 'ada'))?.personalityType).toBe('visionary');
      expect(await store().getRow('onboarding_drafts', 'ada')).toBeNull();
      expect((await store().getRow('user_points', 'ada'))?.points).toBe(50);
    });

    it('keeps only real answers from a partial quiz', async () => {
      await addLearner(store(), 'ada');
      await answerQuiz(backend(), 'ada', 'ada', { monday: 'a', nosuch: 'b', setback: 'zz' }, false);
      expect(decodeAnswers((await store().getRow('onboarding_drafts', 'ada'))?.quizAnswers)).toEqual({ monday: 'a' });
    });
  });
}
