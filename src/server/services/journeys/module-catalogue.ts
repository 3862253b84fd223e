// The module catalogue (rule 27): content/journeys/kofi/NN-<slug>.md and content/journeys/sabrina/NN-<slug>.md,
// read once per process with the `yaml` package, so services and scripts work outside Astro. Each file is
// checked (front matter, reading length, headings, no raw HTML) and so is the whole (ids unique across both
// paths, orders unique within a path, months inside the path's length); a mistake stops the first use, and
// the build (src/content.config.ts runs the same check), with the file's name and what is wrong.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import * as z from 'zod';
import {
  CATALOGUE_PATHS,
  MODULE_ID_MAX_LENGTH,
  MODULE_ID_PATTERN,
  PATH_MONTHS,
  type CataloguePath,
  type JourneyModule,
} from '#/domain/journey-modules.ts';

/** Where editors keep the journeys, relative to the project (every command runs from there). */
export const JOURNEY_DIRECTORY = path.resolve('content', 'journeys');
/** The same modules in French (same file names); a module without its French is read in English. */
export const FRENCH_JOURNEY_DIRECTORY = path.resolve('content', 'fr', 'journeys');

export const READING_WORDS = { min: 800, max: 1500 } as const;

/** A module's front matter; the content collection uses the same schema. */
export const moduleFrontMatter = z
  .object({
    title: z.string().trim().min(3).max(100),
    month: z.number().int().min(1),
    order: z.number().int().min(1),
    minutes: z.number().int().min(20).max(120),
    summary: z.string().trim().min(10).max(300),
    objectives: z.array(z.string().trim().min(3).max(200)).min(3).max(5),
    reflection: z.string().trim().min(10).max(500),
  })
  .strict();

/** `01-digital-confidence.md` → `digital-confidence`; null when the name does not follow the pattern. */
export function moduleIdOfFile(fileName: string): string | null {
  const match = /^(\d{2})-([a-z0-9-]+)\.md$/.exec(path.basename(fileName));
  const id = match?.[2];
  return id !== undefined && MODULE_ID_PATTERN.test(id) && id.length <= MODULE_ID_MAX_LENGTH ? id : null;
}

/** Words of a markdown body, roughly as a reader counts them (symbols alone are not words). */
export function readingWords(body: string): number {
  return body.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

/** Raw HTML in markdown, outside code: a tag or a comment. Autolinks (<https://…>) are markdown, not HTML. */
export function hasRawHtml(body: string): boolean {
  const withoutCode = body.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  return /<!--|<\/?[A-Za-z][A-Za-z0-9-]*(?:\s[^<>]*)?\/?>/.test(withoutCode);
}

export interface ModuleFile {
  readonly module: JourneyModule;
  readonly body: string;
}

/** One module file's module; throws with the file's name and the problem. */
export function parseModuleFile(journeyPath: CataloguePath, fileName: string, text: string): ModuleFile {
  const where = `content/journeys/${journeyPath}/${fileName}`;
  const id = moduleIdOfFile(fileName);
  if (id === null) throw new Error(`${where}: the file name must be NN-<slug>.md, the slug lower-case words joined by hyphens`);
  const match = /^---\r?\n([\s\S]*?)\r?\n---\s*(?:\r?\n|$)/.exec(text);
  if (!match) throw new Error(`${where}: the file must start with front matter between two --- lines`);
  const parsed = moduleFrontMatter.safeParse(parseYaml(match[1] ?? ''));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${where}: ${issue?.path.join('.') || 'front matter'}: ${issue?.message ?? 'invalid'}`);
  }
  const data = parsed.data;
  if (data.month > PATH_MONTHS[journeyPath]) {
    throw new Error(`${where}: month: ${journeyPath}'s path runs ${PATH_MONTHS[journeyPath]} months, so month is 1 to ${PATH_MONTHS[journeyPath]}`);
  }
  const body = text.slice(match[0].length);
  const words = readingWords(body);
  if (words < READING_WORDS.min || words > READING_WORDS.max) {
    throw new Error(`${where}: the reading has ${words} words; write ${READING_WORDS.min} to ${READING_WORDS.max}`);
  }
  if (!/^## \S/m.test(body)) throw new Error(`${where}: the reading needs "## " headings`);
  if (hasRawHtml(body)) throw new Error(`${where}: the reading contains raw HTML; use markdown only`);
  return { module: { id, path: journeyPath, ...data }, body };
}

/** Every module under a journeys directory, checked as a whole; Kofi's then Sabrina's, each in order. */
export function readModuleDirectory(directory: string): JourneyModule[] {
  const modules: JourneyModule[] = [];
  const seen = new Map<string, string>();
  for (const journeyPath of CATALOGUE_PATHS) {
    const folder = path.join(directory, journeyPath);
    if (!existsSync(folder)) continue;
    const orders = new Map<number, string>();
    for (const fileName of readdirSync(folder).filter((file) => file.endsWith('.md')).sort()) {
      const { module } = parseModuleFile(journeyPath, fileName, readFileSync(path.join(folder, fileName), 'utf8'));
      const where = `content/journeys/${journeyPath}/${fileName}`;
      const sameId = seen.get(module.id);
      if (sameId) throw new Error(`${where}: the slug "${module.id}" is also used by ${sameId}; slugs are unique across both paths`);
      const sameOrder = orders.get(module.order);
      if (sameOrder) throw new Error(`${where}: order ${module.order} is also used by ${sameOrder}; orders are unique within a path`);
      seen.set(module.id, where);
      orders.set(module.order, where);
      modules.push(module);
    }
  }
  return modules.sort((a, b) => CATALOGUE_PATHS.indexOf(a.path) - CATALOGUE_PATHS.indexOf(b.path) || a.order - b.order);
}

let catalogue: readonly JourneyModule[] | null = null;
let byId: ReadonlyMap<string, JourneyModule> | null = null;

/** The platform's modules (read on first use, then kept). */
export function moduleCatalogue(): readonly JourneyModule[] {
  catalogue ??= readModuleDirectory(JOURNEY_DIRECTORY);
  return catalogue;
}

/** A module by id, or null. */
export function moduleById(id: string): JourneyModule | null {
  byId ??= new Map(moduleCatalogue().map((module) => [module.id, module]));
  return byId.get(id) ?? null;
}
