// The badge catalogue: content/badges/*.md, read once per process. Each file's front matter is checked
// (name, description, icon, order, criterion, threshold); a mistake stops the first use with the file's name
// and the field, and tests/unit/gamification/badge-content.test.ts checks every file on `npm test`.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import * as z from 'zod';
import { BADGE_ICONS, BADGE_ID_PATTERN, BADGE_MEASURES, type BadgeDefinition } from '#/domain/badges.ts';
import { RANKS } from '#/domain/levels.ts';
import type { Locale } from '#/i18n/locales.ts';
import { localizedContentFile } from '#/i18n/localized-content-file.ts';

/** Where editors keep the badges, relative to the project (every command runs from there). */
export const BADGE_DIRECTORY = path.resolve('content', 'badges');

const frontMatter = z
  .object({
    name: z.string().trim().min(2).max(60),
    description: z.string().trim().min(5).max(200),
    icon: z.enum(BADGE_ICONS),
    order: z.number().int().min(0),
    criterion: z.enum(BADGE_MEASURES),
    threshold: z.number().int().min(1),
  })
  .strict()
  .refine((badge) => badge.criterion !== 'rank' || badge.threshold <= RANKS.length, {
    message: `a rank threshold is a rank number, 1 to ${RANKS.length}`,
    path: ['threshold'],
  });

/** The definition in one badge file's text; throws with the file's name and the field at fault. */
export function parseBadgeFile(fileName: string, text: string): BadgeDefinition {
  const id = fileName.replace(/\.md$/, '');
  if (!BADGE_ID_PATTERN.test(id) || id.length > 40) {
    throw new Error(`content/badges/${fileName}: the file name must be lower-case words joined by hyphens (at most 40 characters)`);
  }
  const match = /^---\r?\n([\s\S]*?)\r?\n---\s*(?:\r?\n|$)/.exec(text);
  if (!match) throw new Error(`content/badges/${fileName}: the file must start with front matter between two --- lines`);
  const parsed = frontMatter.safeParse(parseYaml(match[1] ?? ''));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`content/badges/${fileName}: ${issue?.path.join('.') || 'front matter'}: ${issue?.message ?? 'invalid'}`);
  }
  const { criterion, threshold, ...rest } = parsed.data;
  return { id, ...rest, criterion: { measure: criterion, threshold } };
}

/** Every badge in a directory, in page order (then by id). */
export function readBadgeDirectory(directory: string): BadgeDefinition[] {
  const files = readdirSync(directory).filter((file) => file.endsWith('.md')).sort();
  const badges = files.map((file) => parseBadgeFile(file, readFileSync(path.join(directory, file), 'utf8')));
  return badges.sort((a, b) => a.order - b.order || a.id.localeCompare(b.id));
}

let catalogue: readonly BadgeDefinition[] | null = null;

/** The platform's badges (read on first use, then kept). */
export function badgeCatalogue(): readonly BadgeDefinition[] {
  catalogue ??= readBadgeDirectory(BADGE_DIRECTORY);
  return catalogue;
}

/** A badge as a reader sees it: its name and description in their language, or in English, saying so. */
export type LocalizedBadge = BadgeDefinition & { readonly untranslated: boolean };

type BadgeTexts = Pick<BadgeDefinition, 'name' | 'description'>;

/** Per language, each badge's translated words (null: not translated), read once. */
const translatedTexts = new Map<Locale, Map<string, BadgeTexts | null>>();

function textsIn(badgeId: string, locale: Locale): BadgeTexts | null {
  let texts = translatedTexts.get(locale);
  if (!texts) translatedTexts.set(locale, (texts = new Map()));
  if (!texts.has(badgeId)) {
    const twin = localizedContentFile('badges', `${badgeId}.md`, locale, (_where, text) => parseBadgeFile(`${badgeId}.md`, text));
    texts.set(badgeId, twin ? { name: twin.name, description: twin.description } : null);
  }
  return texts.get(badgeId) ?? null;
}

/**
 * A badge in a language: the English file decides that it exists and how it is earned (id, icon, order,
 * criterion); its translation (content/fr/badges, same file name) only lends its name and description.
 * Without one, the English, marked.
 */
export function localizeBadge(badge: BadgeDefinition, locale: Locale): LocalizedBadge {
  if (locale === 'en') return { ...badge, untranslated: false };
  const texts = textsIn(badge.id, locale);
  return texts ? { ...badge, ...texts, untranslated: false } : { ...badge, untranslated: true };
}

/** A badge's name in a language, by id (the id itself for a badge no longer in the catalogue). */
export function badgeNameIn(badgeId: string, locale: Locale): string {
  const badge = badgeCatalogue().find((candidate) => candidate.id === badgeId);
  return badge ? localizeBadge(badge, locale).name : badgeId;
}
