// The editors' list of content without its French: a file missing in content/fr, and a French file left
// behind by a rename, are both named; the folder guide is not asked for.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { missingTranslations } from '#/i18n/missing-translations.ts';

/** Folders the tests made, removed after them. */
const made: string[] = [];
afterAll(() => {
  for (const folder of made) rmSync(folder, { recursive: true, force: true });
});

function contentTree(files: string[]): string {
  const root = mkdtempSync(path.join(tmpdir(), 'content-'));
  made.push(root);
  for (const file of files) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), 'x');
  }
  return root;
}

describe('missingTranslations', () => {
  it('names the English files without French, and French files without English', () => {
    const root = contentTree(['README.md', 'faq/a.md', 'faq/b.md', 'site/figures.yaml', 'fr/faq/a.md', 'fr/faq/old.md', 'fr/site/figures.yaml']);
    expect(missingTranslations(root)).toEqual({ missing: ['faq/b.md'], orphaned: ['faq/old.md'] });
  });
});
