// The Peer-to-Peer Circles (content/circles/): who facilitates, what about, and the rhythm their sessions
// follow (src/domain/circles.ts works out the dates).
import * as z from 'zod';
import type { Locale } from '#/i18n/locales.ts';
import { localizedContentFile } from '#/i18n/localized-content-file.ts';
import { WEEKDAYS, type CircleDefinition } from '#/domain/circles.ts';
import { isKnownTimeZone } from '#/domain/time-zones.ts';
import { CONTENT_DIRECTORY, parseMarkdownFile, readMarkdownFolder } from '../content-files.ts';

const circleFile = z
  .object({
    name: z.string().trim().min(3).max(60),
    theme: z.string().trim().min(5).max(120),
    facilitator: z.string().trim().min(3).max(120),
    weekday: z.enum(WEEKDAYS),
    week: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal('last')]),
    time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'a time is HH:MM, 24-hour'),
    timezone: z.string().refine(isKnownTimeZone, 'an IANA time zone such as Africa/Lagos'),
    durationMinutes: z.number().int().min(15).max(480),
    places: z.number().int().min(2).max(50),
    order: z.number().int().min(0),
  })
  .strict();

function parseCircleFile(id: string, where: string, text: string): CircleDefinition {
  const { data, body } = parseMarkdownFile(where, text, circleFile);
  return { id, ...data, description: body };
}

export function readCircleCatalogue(root: string = CONTENT_DIRECTORY): CircleDefinition[] {
  return readMarkdownFolder('circles', parseCircleFile, root).sort((a, b) => a.order - b.order || a.id.localeCompare(b.id));
}

let catalogue: readonly CircleDefinition[] | null = null;

export function circleCatalogue(): readonly CircleDefinition[] {
  catalogue ??= readCircleCatalogue();
  return catalogue;
}

const translated = new Map<Locale, readonly CircleDefinition[]>();

/**
 * The circles as a reader of `locale` sees them: name, theme, facilitator (their role is words) and description
 * from content/fr/circles where a circle has them, the English elsewhere; the rhythm, places and order stay the
 * English files'.
 */
export function circleCatalogueIn(locale: Locale): readonly CircleDefinition[] {
  const english = circleCatalogue();
  if (locale === 'en') return english;
  const kept = translated.get(locale);
  if (kept) return kept;
  const result = english.map((circle) => {
    const twin = localizedContentFile('circles', `${circle.id}.md`, locale, (where, text) => parseCircleFile(circle.id, where, text));
    return twin ? { ...circle, name: twin.name, theme: twin.theme, facilitator: twin.facilitator, description: twin.description } : circle;
  });
  translated.set(locale, result);
  return result;
}
