// The onboarding wizard's step machine (rules 11, 29), without React: each step's form goes to its Action,
// success moves on and the address follows, refusals put messages next to fields and keep the step, the
// quiz must be finished before the review, and finishing leaves for /build-village.
import { describe, expect, it, vi } from 'vitest';
import { createOnboardingWizard, QUIZ_FIRST, type OnboardingEffects, type WizardAnswers } from '#/stores/onboarding-wizard.ts';
import { networkFailedMessage } from '#/lib/action-form.ts';

const NONE: WizardAnswers = { displayName: null, country: null, timezone: null, journey: null, personalityType: null };

function setup(answers: WizardAnswers = NONE, step: 'about' | 'journey' | 'personality' | 'review' = 'about') {
  const send = vi.fn<OnboardingEffects['send']>(async () => ({ data: { redirect: '/next' } }));
  const showStep = vi.fn<OnboardingEffects['showStep']>();
  const navigate = vi.fn<OnboardingEffects['navigate']>();
  const wizard = createOnboardingWizard({ step, answers }, { send, showStep, navigate });
  return { wizard, send, showStep, navigate };
}

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

describe('moving through the steps', () => {
  it('a saved step moves on without a page load, and the address follows', async () => {
    const { wizard, send, showStep } = setup();
    await wizard.submit(form({ displayName: ' Ada Obi ', country: '', timezone: 'Africa/Lagos' }));
    expect(send).toHaveBeenCalledWith('about', expect.any(FormData));
    expect(wizard.$state.get()).toMatchObject({ step: 'journey', answers: { displayName: 'Ada Obi', country: null, timezone: 'Africa/Lagos' } });
    expect(showStep).toHaveBeenLastCalledWith('/onboarding?step=journey');
    await wizard.submit(form({ journey: 'sabrina' }));
    expect(wizard.$state.get()).toMatchObject({ step: 'personality', answers: { journey: 'sabrina' } });
  });

  it('the personality step needs the finished quiz before the review', async () => {
    const { wizard, send } = setup({ ...NONE, displayName: 'Ada', timezone: 'UTC', journey: 'kofi' }, 'personality');
    await wizard.submit(new FormData());
    expect(wizard.$state.get()).toMatchObject({ step: 'personality', formError: QUIZ_FIRST });
    wizard.quizFinished('coach');
    await wizard.submit(new FormData());
    expect(wizard.$state.get()).toMatchObject({ step: 'review', formError: null, answers: { personalityType: 'coach' } });
    expect(send).not.toHaveBeenCalled();
  });

  it('finishing goes where the Action says (on to /build-village)', async () => {
    const { wizard, send, navigate } = setup({ displayName: 'Ada', country: null, timezone: 'UTC', journey: 'kofi', personalityType: 'coach' }, 'review');
    send.mockResolvedValueOnce({ data: { redirect: '/build-village?onboarded=1' } });
    await wizard.submit(new FormData());
    expect(send).toHaveBeenCalledWith('review', expect.any(FormData));
    expect(navigate).toHaveBeenCalledWith('/build-village?onboarded=1');
  });

  it('Back keeps the answers; a step opens only once the steps before it are answered', () => {
    const { wizard } = setup({ ...NONE, displayName: 'Ada', timezone: 'UTC' }, 'journey');
    wizard.goTo('review');
    expect(wizard.$state.get().step).toBe('journey');
    wizard.back();
    expect(wizard.$state.get()).toMatchObject({ step: 'about', answers: { displayName: 'Ada' } });
    wizard.goTo('journey');
    expect(wizard.$state.get().step).toBe('journey');
  });
});

describe('refusals', () => {
  it('field messages stay next to their fields on the same step; editing a field clears its message', async () => {
    const { wizard, send } = setup();
    send.mockResolvedValueOnce({ error: { message: 'Bad input', status: 400, type: 'AstroActionInputError', fields: { displayName: ['Enter your name.'] } } });
    await wizard.submit(form({ displayName: '', timezone: 'UTC' }));
    expect(wizard.$state.get()).toMatchObject({ step: 'about', errors: { displayName: 'Enter your name.' }, busy: false, refusals: 1 });
    wizard.clearError('displayName');
    expect(wizard.$state.get().errors).toEqual({});
  });

  it('a lost connection says so and keeps the step', async () => {
    const { wizard, send } = setup();
    send.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await wizard.submit(form({ displayName: 'Ada', timezone: 'UTC' }));
    expect(wizard.$state.get()).toMatchObject({ step: 'about', formError: networkFailedMessage('en') });
  });

  it('a refusal for the whole form (already onboarded) is shown as one message', async () => {
    const { wizard, send, navigate } = setup({ displayName: 'Ada', country: null, timezone: 'UTC', journey: 'kofi', personalityType: 'coach' }, 'review');
    send.mockResolvedValueOnce({ error: { message: 'Answer every step before you finish.', status: 400 } });
    await wizard.submit(new FormData());
    expect(wizard.$state.get().formError).toBe('Answer every step before you finish.');
    expect(navigate).not.toHaveBeenCalled();
  });
});
