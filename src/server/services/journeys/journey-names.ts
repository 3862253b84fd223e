// The journeys' names as the landing page's copy gives them (content/journeys/{kofi,sabrina,custom}.md,
// `name`), for certificates, the CPD record and the journey page, read once per process outside Astro.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { JOURNEY_PATH_IDS, type JourneyPathId } from '#/domain/journey-paths.ts';
import type { Locale } from '#/i18n/locales.ts';
import { localizedContentFile } from '#/i18n/localized-content-file.ts';
import { journeyNamesMessages } from './journey-names.messages.ts';

export interface JourneyCopy {
  readonly name: string;
  /** The name inside a sentence ("le parcours de Kofi"); the name itself where the copy gives none. */
  readonly inSentence: string;
  readonly duration: string;
  readonly focus: string;
}

const copies = new Map<Locale, ReadonlyMap<JourneyPathId, JourneyCopy>>();

function parseCopy(id: JourneyPathId, text: string): JourneyCopy {
  const data = parseYaml(/^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '') as Partial<JourneyCopy> | null;
  const name = data?.name ?? id;
  return { name, inSentence: data?.inSentence ?? name, duration: data?.duration ?? '', focus: data?.focus ?? '' };
}

/** The copy of each journey in a language (content/fr/journeys/<id>.md for French), English where it lacks one. */
function readCopy(locale: Locale): ReadonlyMap<JourneyPathId, JourneyCopy> {
  const entries = JOURNEY_PATH_IDS.map((id): [JourneyPathId, JourneyCopy] => [
    id,
    localizedContentFile('journeys', `${id}.md`, locale, (_where, text) => parseCopy(id, text)) ??
      parseCopy(id, readFileSync(path.resolve('content', 'journeys', `${id}.md`), 'utf8')),
  ]);
  return new Map(entries);
}

/** A journey's copy: "Kofi's path", "6 months", "Digital confidence and innovation" (in `locale`, English by default). */
export function journeyCopy(id: JourneyPathId, locale: Locale = 'en'): JourneyCopy {
  let copy = copies.get(locale);
  if (!copy) {
    copy = readCopy(locale);
    copies.set(locale, copy);
  }
  return copy.get(id) as JourneyCopy;
}

/** A journey's name, or "No journey" for none. */
export function journeyName(id: JourneyPathId | null, locale: Locale = 'en'): string {
  if (id === null) return journeyNamesMessages(locale).noJourney;
  return journeyCopy(id, locale).name;
}
