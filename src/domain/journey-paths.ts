// The three journey paths a visitor can follow (rule 15). Their names and copy live in content/journeys;
// this module only knows their ids and which one is recommended before anyone has said anything (rule 39).

export const JOURNEY_PATH_IDS = ['kofi', 'sabrina', 'custom'] as const;

/** A journey path: Kofi's (6 months), Sabrina's (9 months) or a custom timeline. */
export type JourneyPathId = (typeof JOURNEY_PATH_IDS)[number];

/** Recommended until the blueprint says otherwise (rule 39). */
export const DEFAULT_JOURNEY_PATH: JourneyPathId = 'kofi';

export function isJourneyPathId(value: string): value is JourneyPathId {
  return (JOURNEY_PATH_IDS as readonly string[]).includes(value);
}
