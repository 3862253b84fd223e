// The journey cards' shared state (rule 39): Kofi recommended by default; completing the blueprint
// recommends (and selects) a path; a click selects a card without changing the recommendation.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { $journeyPath, recommendJourneyPath, selectJourneyPath } from '#/stores/journey-path.ts';
import { $toasts } from '#/stores/toasts.ts';
import { blueprintWizardMessages } from '#/components/landing/blueprint-wizard.messages.ts';
import { createLandingBlueprintWizard } from '#/stores/blueprint.ts';

beforeEach(() => {
  $journeyPath.set({ recommended: 'kofi', selected: 'kofi' });
});

describe('journey path selection', () => {
  it('recommends and selects Kofi by default', () => {
    expect($journeyPath.get()).toEqual({ recommended: 'kofi', selected: 'kofi' });
  });

  it('a click selects a card and keeps the recommendation', () => {
    selectJourneyPath('custom');
    expect($journeyPath.get()).toEqual({ recommended: 'kofi', selected: 'custom' });
  });

  it('a new recommendation selects that path', () => {
    selectJourneyPath('custom');
    recommendJourneyPath('sabrina');
    expect($journeyPath.get()).toEqual({ recommended: 'sabrina', selected: 'sabrina' });
  });

  it("the landing page's wizard, when completed, recommends the path and shows 'Onboarding complete' for 3 s", () => {
    vi.useFakeTimers();
    const blueprintWizard = createLandingBlueprintWizard(blueprintWizardMessages('en').completeToast);
    try {
      blueprintWizard.chooseTeamSize('4 to 10');
      blueprintWizard.next();
      blueprintWizard.chooseDuration(9);
      blueprintWizard.next();
      blueprintWizard.toggleChallenge('Resistance to change');
      blueprintWizard.next();
      blueprintWizard.toggleOutcome('Retention');
      blueprintWizard.next();
      blueprintWizard.chooseMentors('Yes');
      blueprintWizard.next();
      expect($journeyPath.get()).toEqual({ recommended: 'sabrina', selected: 'sabrina' });
      expect($toasts.get().map((t) => t.message)).toEqual(['Onboarding complete']);
      vi.advanceTimersByTime(3000);
      expect($toasts.get()).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });
});
