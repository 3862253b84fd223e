// The one reader of a content file's translation for the catalogues the server reads itself: the French twin
// (content/fr/<folder>/<file>) parsed like the English, or null — not translated, invalid, or English asked —
// file by file, so one broken translation leaves that entry in English and the others translated.
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { localizedContentFile } from '#/i18n/localized-content-file.ts';
import { circleCatalogue, circleCatalogueIn } from '#/server/services/ecosystem/circle-catalogue.ts';
import { challengeCatalogue, challengeCatalogueIn } from '#/server/services/villages/challenge-catalogue.ts';
import { personalityCatalogue, personalityCatalogueIn } from '#/server/services/onboarding/personality-catalogue.ts';
import { badgeCatalogue, localizeBadge } from '#/server/services/gamification/badge-catalogue.ts';

/** Folders the tests made, removed after them. */
const made: string[] = [];
afterAll(() => {
  for (const folder of made) rmSync(folder, { recursive: true, force: true });
});

function contentRoot(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'content-'));
  made.push(root);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

const upper = (where: string, text: string) => {
  if (text.includes('broken')) throw new Error(`${where}: broken`);
  return { where, text: text.toUpperCase() };
};

describe('localizedContentFile', () => {
  const root = contentRoot({ 'circles/a.md': 'english a', 'fr/circles/a.md': 'français a', 'circles/b.md': 'english b', 'fr/circles/c.md': 'broken' });

  it('reads the French twin with the given parser, naming the file', () => {
    expect(localizedContentFile('circles', 'a.md', 'fr', upper, root)).toEqual({ where: 'content/fr/circles/a.md', text: 'FRANÇAIS A' });
  });

  it('is null for a file without its translation, and for English', () => {
    expect(localizedContentFile('circles', 'b.md', 'fr', upper, root)).toBeNull();
    expect(localizedContentFile('circles', 'a.md', 'en', upper, root)).toBeNull();
  });

  it('is null for an invalid translation, and says so in the log instead of failing the page', () => {
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      expect(localizedContentFile('circles', 'c.md', 'fr', upper, root)).toBeNull();
      expect(String(stderr.mock.calls[0]?.[0])).toContain('content/fr/circles/c.md');
    } finally {
      stderr.mockRestore();
    }
  });
});

/** The `name:` line of a content file's front matter. */
function frontName(file: string): string | undefined {
  return /^name:\s*(.+)$/m.exec(readFileSync(file, 'utf8'))?.[1]?.trim().replace(/^["']|["']$/g, '');
}

describe('the catalogues read their French through it', () => {
  it('circles, challenges and badges take the words of each translated file, the rules of the English', () => {
    for (const [folder, english, french] of [
      ['circles', circleCatalogue(), circleCatalogueIn('fr')],
      ['challenges', challengeCatalogue(), challengeCatalogueIn('fr')],
      ['badges', badgeCatalogue(), badgeCatalogue().map((badge) => localizeBadge(badge, 'fr'))],
    ] as const) {
      const translated = new Set(readdirSync(path.resolve('content', 'fr', folder)).map((file) => file.replace(/\.md$/, '')));
      expect(translated.size, folder).toBeGreaterThan(0);
      english.forEach((entry, index) => {
        const shown = french[index]!;
        expect(shown.id).toBe(entry.id);
        expect(shown.order).toBe(entry.order);
        if (translated.has(entry.id)) expect(shown.name, `${folder}/${entry.id}`).toBe(frontName(path.resolve('content', 'fr', folder, `${entry.id}.md`)));
        else expect(shown.name).toBe(entry.name);
      });
    }
  });

  it("a circle's facilitator line (a name and a role in words) is the translation's", () => {
    const french = circleCatalogueIn('fr');
    circleCatalogue().forEach((circle, index) => {
      const file = path.resolve('content', 'fr', 'circles', `${circle.id}.md`);
      const line = /^facilitator:\s*(.+)$/m.exec(readFileSync(file, 'utf8'))?.[1]?.trim();
      expect(french[index]?.facilitator).toBe(line);
      expect(french[index]?.weekday).toBe(circle.weekday);
    });
  });

  it("the personality quiz keeps the English ids and styles, with the translation's words", () => {
    const english = personalityCatalogue();
    const french = personalityCatalogueIn('fr');
    expect(french.questions.map((question) => question.id)).toEqual(english.questions.map((question) => question.id));
    expect(french.questions[0]?.options.map((option) => option.style)).toEqual(english.questions[0]?.options.map((option) => option.style));
    expect(french.questions[0]?.prompt).not.toBe(english.questions[0]?.prompt);
    expect(Object.values(french.styles).map((style) => style.name)).not.toEqual(Object.values(english.styles).map((style) => style.name));
  });

  it('no catalogue reads content/fr by a path of its own', () => {
    const offenders = ['src/server', 'src/components', 'src/domain']
      .flatMap((folder) => readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile() && entry.name.endsWith('.ts')).map((entry) => path.join(entry.parentPath, entry.name)))
      .filter((file) => /CONTENT_DIRECTORY, locale|'content', 'fr'|'content', locale/.test(readFileSync(file, 'utf8')))
      .filter((file) => !file.endsWith('module-catalogue.ts'));
    expect(offenders).toEqual([]);
  });
});
