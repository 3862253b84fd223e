// $journeyPath: which journey path the landing page recommends and which card is selected. Shared by the
// blueprint wizard (an island) and the server-rendered journey cards (a few lines of script), so finishing
// the blueprint updates the cards without either knowing the other.
import { atom } from 'nanostores';
import { DEFAULT_JOURNEY_PATH, type JourneyPathId } from '#/domain/journey-paths.ts';

export interface JourneyPathState {
  readonly recommended: JourneyPathId;
  readonly selected: JourneyPathId;
}

export const $journeyPath = atom<JourneyPathState>({ recommended: DEFAULT_JOURNEY_PATH, selected: DEFAULT_JOURNEY_PATH });

/** A new recommendation (the blueprint was completed): it becomes the selected card too. */
export function recommendJourneyPath(path: JourneyPathId): void {
  $journeyPath.set({ recommended: path, selected: path });
}

/** The visitor picked a card; the recommendation stays as it was. */
export function selectJourneyPath(path: JourneyPathId): void {
  $journeyPath.set({ ...$journeyPath.get(), selected: path });
}
