// The blueprint wizard's step machine (rules 39–40, rule 14), without React.
import { describe, expect, it, vi } from 'vitest';
import { BLUEPRINT_STEPS, CHALLENGES, DURATIONS, MENTOR_ANSWERS, OUTCOMES, TEAM_SIZES } from '#/domain/blueprint.ts';
import { createBlueprintWizard, type BlueprintWizard } from '#/stores/blueprint.ts';

function setup() {
  const notify = vi.fn<(message: string) => void>();
  const recommend = vi.fn<(path: string) => void>();
  return { wizard: createBlueprintWizard({ notify, recommend, completeToast: 'Onboarding complete' }), notify, recommend };
}

function answerFirstFour(wizard: BlueprintWizard, challenges: readonly (typeof CHALLENGES)[number][]): void {
  wizard.chooseTeamSize('11 to 20');
  wizard.next();
  wizard.chooseDuration(6);
  wizard.next();
  for (const c of challenges) wizard.toggleChallenge(c);
  wizard.next();
  wizard.toggleOutcome('Productivity');
  wizard.next();
}

describe('options', () => {
  it('offers the spec\'s team sizes, durations, mentors answers, and the eight challenges and outcomes', () => {
    expect(TEAM_SIZES).toEqual(['4 to 10', '11 to 20', '21 to 40', '41 or more']);
    expect(DURATIONS).toEqual([3, 6, 9, 12]);
    expect(MENTOR_ANSWERS).toEqual(['Yes', 'No']);
    expect(CHALLENGES).toHaveLength(8);
    expect(OUTCOMES).toEqual([
      'Team communication', 'Self-leadership', 'Ownership mindset', 'Digital adoption',
      'Productivity', 'Collaboration', 'Retention', 'Innovation / Ideas shared',
    ]);
    expect(BLUEPRINT_STEPS).toHaveLength(5);
  });
});

describe('Continue is disabled until the step has an answer', () => {
  it('starts on step 1 with Continue disabled, and Continue does nothing then', () => {
    const { wizard } = setup();
    expect(wizard.$step.get()).toBe('teamSize');
    expect(wizard.$canContinue.get()).toBe(false);
    wizard.next();
    expect(wizard.$step.get()).toBe('teamSize');
  });

  it('a single choice enables Continue, and a later choice replaces it', () => {
    const { wizard } = setup();
    wizard.chooseTeamSize('4 to 10');
    expect(wizard.$canContinue.get()).toBe(true);
    wizard.chooseTeamSize('41 or more');
    expect(wizard.$state.get().answers.teamSize).toBe('41 or more');
  });

  it('a multi-select needs at least one item: unticking the last one disables Continue again', () => {
    const { wizard } = setup();
    wizard.chooseTeamSize('4 to 10');
    wizard.next();
    wizard.chooseDuration(3);
    wizard.next();
    expect(wizard.$step.get()).toBe('challenges');
    expect(wizard.$canContinue.get()).toBe(false);
    wizard.toggleChallenge('Poor communication');
    expect(wizard.$canContinue.get()).toBe(true);
    wizard.toggleChallenge('Poor communication');
    expect(wizard.$canContinue.get()).toBe(false);
    wizard.next();
    expect(wizard.$step.get()).toBe('challenges');
  });

  it('several items can be chosen, kept in the order of the options', () => {
    const { wizard } = setup();
    wizard.chooseTeamSize('4 to 10');
    wizard.next();
    wizard.chooseDuration(3);
    wizard.next();
    wizard.toggleChallenge('Burnout and overload');
    wizard.toggleChallenge('Slow Innovation');
    expect(wizard.$state.get().answers.challenges).toEqual(['Slow Innovation', 'Burnout and overload']);
  });

  it('answers for a step that is not on screen are ignored', () => {
    const { wizard } = setup();
    wizard.chooseDuration(12);
    wizard.toggleChallenge('Slow Innovation');
    expect(wizard.$state.get().answers).toMatchObject({ duration: null, challenges: [] });
  });
});

describe('Back', () => {
  it('is a no-op on step 1, goes back one step later on, and keeps the answers', () => {
    const { wizard } = setup();
    wizard.back();
    expect(wizard.$step.get()).toBe('teamSize');
    wizard.chooseTeamSize('21 to 40');
    wizard.next();
    wizard.chooseDuration(9);
    wizard.back();
    expect(wizard.$step.get()).toBe('teamSize');
    expect(wizard.$state.get().answers).toMatchObject({ teamSize: '21 to 40', duration: 9 });
    expect(wizard.$canContinue.get()).toBe(true);
  });
});

describe('completion', () => {
  it.each([
    [['Low Digital Confidence'], 'kofi'],
    [['Team silos and conflict'], 'sabrina'],
    [['High staff turnover'], 'custom'],
  ] as const)('with challenges %j, finishing step 5 completes with the %s path, the toast and the recommendation', (challenges, path) => {
    const { wizard, notify, recommend } = setup();
    answerFirstFour(wizard, challenges);
    expect(wizard.$step.get()).toBe('hasMentors');
    expect(notify).not.toHaveBeenCalled();
    wizard.chooseMentors('No');
    wizard.next();
    expect(wizard.$state.get()).toMatchObject({ status: 'complete', path });
    expect(wizard.$step.get()).toBeNull();
    expect(wizard.$canContinue.get()).toBe(false);
    expect(notify).toHaveBeenCalledExactlyOnceWith('Onboarding complete');
    expect(recommend).toHaveBeenCalledExactlyOnceWith(path);
  });

  it('once complete, Continue and Back do nothing; restart begins again with no answers', () => {
    const { wizard, notify } = setup();
    answerFirstFour(wizard, ['Slow Innovation']);
    wizard.chooseMentors('Yes');
    wizard.next();
    wizard.next();
    wizard.back();
    expect(wizard.$state.get().status).toBe('complete');
    expect(notify).toHaveBeenCalledTimes(1);
    wizard.restart();
    expect(wizard.$step.get()).toBe('teamSize');
    expect(wizard.$state.get().answers.challenges).toEqual([]);
  });
});
