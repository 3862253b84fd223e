// The journeys' names as the landing page's copy gives them (content/journeys/{kofi,sabrina,custom}.md,
// `name`), for certificates, the CPD record and the journey page, read once per process outside Astro.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { JOURNEY_PATH_IDS, type JourneyPathId } from '#/domain/journey-paths.ts';

export interface JourneyCopy {
  readonly name: string;
  readonly duration: string;
  readonly focus: string;
}

let copy: ReadonlyMap<JourneyPathId, JourneyCopy> | null = null;

function readCopy(): ReadonlyMap<JourneyPathId, JourneyCopy> {
  const entries = JOURNEY_PATH_IDS.map((id): [JourneyPathId, JourneyCopy] => {
    const text = readFileSync(path.resolve('content', 'journeys', `${id}.md`), 'utf8');
    const data = parseYaml(/^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '') as Partial<JourneyCopy> | null;
    return [id, { name: data?.name ?? id, duration: data?.duration ?? '', focus: data?.focus ?? '' }];
  });
  return new Map(entries);
}

/** A journey's copy: "Kofi's path", "6 months", "Digital confidence and innovation". */
export function journeyCopy(id: JourneyPathId): JourneyCopy {
  copy ??= readCopy();
  return copy.get(id) as JourneyCopy;
}

/** A journey's name, or "No journey" for none. */
export function journeyName(id: JourneyPathId | null): string {
  return id === null ? 'No journey' : journeyCopy(id).name;
}
