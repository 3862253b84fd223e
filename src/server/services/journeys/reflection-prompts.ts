// The weekly reflection prompts: content/reflections/prompts.yaml, a list of { week, prompt } (at least 12,
// weeks 1 to N once each), taken in turn by ISO week (src/domain/weekly-reflection.ts). Read once per
// process; a mistake stops the first use, and the build, with the file's name and the entry at fault.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import * as z from 'zod';
import type { ReflectionPrompt } from '#/domain/weekly-reflection.ts';
import type { Locale } from '#/i18n/locales.ts';
import { localizedContentFile } from '#/i18n/localized-content-file.ts';

export const PROMPTS_FILE = path.resolve('content', 'reflections', 'prompts.yaml');
export const MIN_PROMPTS = 12;

export const promptEntry = z.object({ week: z.number().int().min(1), prompt: z.string().trim().min(20).max(500) }).strict();

/** The prompts in a YAML text; throws naming the file and the entry. */
export function parsePrompts(text: string, where = 'content/reflections/prompts.yaml'): ReflectionPrompt[] {
  const parsed = z.array(promptEntry).safeParse(parseYaml(text));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${where}: ${issue?.path.join('.') || 'the file'}: ${issue?.message ?? 'invalid'} (a list of { week, prompt })`);
  }
  const prompts = parsed.data.sort((a, b) => a.week - b.week);
  if (prompts.length < MIN_PROMPTS) throw new Error(`${where}: write at least ${MIN_PROMPTS} prompts (there are ${prompts.length})`);
  prompts.forEach((entry, index) => {
    if (entry.week !== index + 1) throw new Error(`${where}: weeks run 1 to ${prompts.length}, each once; week ${index + 1} is missing or repeated`);
  });
  return prompts;
}

let prompts: readonly ReflectionPrompt[] | null = null;

export function reflectionPrompts(): readonly ReflectionPrompt[] {
  prompts ??= parsePrompts(readFileSync(PROMPTS_FILE, 'utf8'));
  return prompts;
}

/** Per language, each English prompt's translation (content/fr/reflections/prompts.yaml, same weeks). */
const translatedByEnglish = new Map<Locale, ReadonlyMap<string, string>>();

/**
 * A prompt (stored in English with each reflection) in the reader's language: the French prompt of the same
 * week; null when it has no translation (the page then shows the English and says so).
 */
export function promptIn(prompt: string, locale: Locale): string | null {
  if (locale === 'en') return prompt;
  let byEnglish = translatedByEnglish.get(locale);
  if (!byEnglish) {
    const own = localizedContentFile('reflections', 'prompts.yaml', locale, (where, text) => parsePrompts(text, where)) ?? [];
    const byWeek = new Map(own.map((entry) => [entry.week, entry.prompt]));
    byEnglish = new Map(reflectionPrompts().flatMap((entry) => (byWeek.has(entry.week) ? [[entry.prompt, byWeek.get(entry.week) ?? '']] : [])));
    translatedByEnglish.set(locale, byEnglish);
  }
  return byEnglish.get(prompt) ?? null;
}
