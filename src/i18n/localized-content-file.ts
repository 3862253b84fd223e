// One content file in another language, for the catalogues the server reads outside Astro's collections
// (circles, challenges, badges, the personality quiz, journey copy, reflection prompts): the French of
// content/<folder>/<file> is content/fr/<folder>/<file>, read with the same parser as the English. Each file
// falls back on its own: a missing or broken translation leaves that one entry in English (and says so in the
// log), never the whole catalogue. Which entries exist, and every rule-bearing field, stay the English file's:
// the caller takes only the words from what this returns.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { logWarning } from '#/server/log.ts';
import { CONTENT_DIRECTORY } from '#/server/services/content-files.ts';
import { DEFAULT_LOCALE, type Locale } from './locales.ts';

/**
 * content/<locale>/<folder>/<file> parsed by `read` (given the file's name for its messages and its text), or
 * null when the reader's language is English, the file is not translated, or its translation is invalid.
 */
export function localizedContentFile<T>(
  folder: string,
  file: string,
  locale: Locale,
  read: (where: string, text: string) => T,
  root: string = CONTENT_DIRECTORY,
): T | null {
  if (locale === DEFAULT_LOCALE) return null;
  const where = `content/${locale}/${folder}/${file}`;
  const full = path.join(root, locale, folder, file);
  if (!existsSync(full)) return null;
  try {
    return read(where, readFileSync(full, 'utf8'));
  } catch (error) {
    logWarning('content translation is invalid, English shown', { where, error: error instanceof Error ? error.message : String(error) });
    return null;
  }
}
