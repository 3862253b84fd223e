// The journey the landing page's blueprint recommended, remembered in this browser (localStorage), so that
// onboarding can pre-select it when the same person signs up later (rule 29). Nothing leaves the browser: it
// is read only by the onboarding page's script. Storage can be refused (privacy settings): then nothing is
// remembered and onboarding simply starts without a choice.
import { isJourneyPathId, type JourneyPathId } from '#/domain/journey-paths.ts';

export const REMEMBERED_JOURNEY_KEY = 'leadership:blueprint-journey';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

function browserStorage(): KeyValueStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function rememberRecommendedJourney(path: JourneyPathId, storage: KeyValueStorage | null = browserStorage()): void {
  try {
    storage?.setItem(REMEMBERED_JOURNEY_KEY, path);
  } catch {
    // Full or refused storage: the recommendation is only a convenience.
  }
}

export function rememberedJourney(storage: KeyValueStorage | null = browserStorage()): JourneyPathId | null {
  try {
    const value = storage?.getItem(REMEMBERED_JOURNEY_KEY) ?? null;
    return value !== null && isJourneyPathId(value) ? value : null;
  } catch {
    return null;
  }
}
