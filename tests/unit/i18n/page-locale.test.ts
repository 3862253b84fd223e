// "Which language is this page" has one answer, `pageLocale`: what the middleware chose, else the path's
// language (a prerendered page, an error page, where the middleware did not run). Nothing else reads
// `locals.locale` itself, so no page can forget the fallback.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageLocale } from '#/i18n/page-locale.ts';

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(astro|ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

/** Where `locals.locale` is written (the middleware that chooses it) and read once (pageLocale). */
const OWNERS = new Set(['src/middleware/choose-locale.ts', 'src/i18n/page-locale.ts']);

describe('pageLocale', () => {
  it("is the middleware's choice when there is one", () => {
    expect(pageLocale({ locals: { locale: 'fr' }, url: new URL('http://localhost/journey') })).toBe('fr');
    expect(pageLocale({ locals: { locale: 'en' }, url: new URL('http://localhost/fr/') })).toBe('en');
  });

  it("is the path's language where the middleware did not run", () => {
    expect(pageLocale({ locals: {}, url: new URL('http://localhost/fr/knowledge-base/') })).toBe('fr');
    expect(pageLocale({ locals: {}, url: new URL('http://localhost/404') })).toBe('en');
  });

  it('is the one way pages, components, Actions and endpoints ask', () => {
    const readers = sourceFiles('src')
      .filter((path) => !OWNERS.has(path.replaceAll('\\', '/')))
      .filter((path) => /locals\.locale\b/.test(readFileSync(path, 'utf8')));
    expect(readers).toEqual([]);
  });
});
