// Which content files have no French yet (and which French files no longer have an English original): what
// `npm run i18n:check` lists for editors. The French of `content/<path>` is `content/fr/<path>`.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Files every language does not need: the folder's own guide for editors. */
const NOT_TRANSLATED = new Set(['README.md']);

function filesUnder(root: string, skip: string | null): string[] {
  const files: string[] = [];
  const walk = (directory: string) => {
    for (const name of readdirSync(directory).sort()) {
      const full = path.join(directory, name);
      if (full === skip) continue;
      if (statSync(full).isDirectory()) walk(full);
      else if (!NOT_TRANSLATED.has(name) && /\.(md|ya?ml)$/.test(name)) files.push(path.relative(root, full));
    }
  };
  walk(root);
  return files;
}

export interface TranslationReport {
  /** content/<path> files without content/fr/<path>. */
  missing: string[];
  /** content/fr/<path> files whose English is gone (renamed or removed): they are never shown. */
  orphaned: string[];
}

export function missingTranslations(contentDirectory: string): TranslationReport {
  const frenchDirectory = path.join(contentDirectory, 'fr');
  const english = filesUnder(contentDirectory, frenchDirectory);
  const french = new Set(filesUnder(frenchDirectory, null));
  return {
    missing: english.filter((file) => !french.has(file)),
    orphaned: [...french].filter((file) => !english.includes(file)),
  };
}
