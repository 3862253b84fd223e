// The onboarding steps (rules 11, 29): about you, journey, quiz, review; a step opens only when the ones
// before it are answered, and onboarding completes only with every answer.
import { describe, expect, it } from 'vitest';
import { EMPTY_DRAFT, firstOpenStep, nextStep, previousStep, readyToComplete, stepDone, stepToShow, type OnboardingDraft } from '#/domain/onboarding.ts';

const about: OnboardingDraft = { ...EMPTY_DRAFT, displayName: 'Ada', timezone: 'Africa/Lagos' };
const chosen: OnboardingDraft = { ...about, journey: 'sabrina' };
const done: OnboardingDraft = { ...chosen, quizAnswers: { monday: 'a' }, personalityType: 'coach' };

describe('steps', () => {
  it('about you needs a name and a time zone (the country is optional)', () => {
    expect(stepDone('about', EMPTY_DRAFT)).toBe(false);
    expect(stepDone('about', { ...EMPTY_DRAFT, displayName: 'Ada' })).toBe(false);
    expect(stepDone('about', about)).toBe(true);
  });

  it('the first open step follows the answers', () => {
    expect([EMPTY_DRAFT, about, chosen, done].map(firstOpenStep)).toEqual(['about', 'journey', 'personality', 'review']);
  });

  it('a step asked for opens only once every step before it is answered', () => {
    expect(stepToShow('review', about)).toBe('journey');
    expect(stepToShow('journey', about)).toBe('journey');
    expect(stepToShow('about', done)).toBe('about');
    expect(stepToShow('nonsense', chosen)).toBe('personality');
    expect(stepToShow(null, EMPTY_DRAFT)).toBe('about');
  });

  it('completes only with every answer; a partial quiz is not a style', () => {
    expect(readyToComplete(done)).toBe(true);
    expect(readyToComplete({ ...done, personalityType: null })).toBe(false);
    expect(readyToComplete({ ...done, journey: null })).toBe(false);
  });

  it('moves forwards and back in order', () => {
    expect([nextStep('about'), nextStep('journey'), nextStep('personality'), nextStep('review')]).toEqual(['journey', 'personality', 'review', 'review']);
    expect([previousStep('about'), previousStep('review')]).toEqual([null, 'personality']);
  });
});
