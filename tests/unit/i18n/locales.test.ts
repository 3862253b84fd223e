// How a language is chosen from a browser's Accept-Language, and the visitor site's two addresses per page.
import { describe, expect, it } from 'vitest';
import { localeOfPath, negotiateLocale, pathInLocale } from '#/i18n/locales.ts';
import { isBilingualVisitorPath, languageRedirect } from '#/i18n/language-redirect.ts';
import { hrefIn } from '#/i18n/page-locale.ts';

describe('negotiateLocale', () => {
  it.each([
    ['fr-CI,fr;q=0.9,en;q=0.8', 'fr'],
    ['en-GB,en;q=0.9,fr;q=0.8', 'en'],
    ['sw-KE,sw;q=0.9,fr;q=0.5', 'fr'],
    ['sw-KE,ha;q=0.9', 'en'],
    ['fr;q=0.2,en;q=0.7', 'en'],
    ['FR-sn', 'fr'],
    ['fr;q=0,en;q=0.1', 'en'],
    ['*', 'en'],
    ['', 'en'],
    [';;;,,q=', 'en'],
  ])('%j → %s', (header, expected) => {
    expect(negotiateLocale(header)).toBe(expected);
  });

  it('reads no more of a huge header than it needs', () => {
    expect(negotiateLocale('xx;q=0.5,'.repeat(100_000) + 'fr')).toBe('en');
  });
});

describe('the visitor site in two languages', () => {
  it('knows a page’s language from its path', () => {
    expect(localeOfPath('/fr/')).toBe('fr');
    expect(localeOfPath('/fr')).toBe('fr');
    expect(localeOfPath('/fr/knowledge-base/x')).toBe('fr');
    expect(localeOfPath('/france')).toBe('en');
    expect(localeOfPath('/knowledge-base')).toBe('en');
  });

  it('gives each page its other address', () => {
    expect(pathInLocale('/', 'fr')).toBe('/fr/');
    expect(pathInLocale('/fr/', 'en')).toBe('/');
    expect(pathInLocale('/fr', 'en')).toBe('/');
    expect(pathInLocale('/knowledge-base/how-do-streaks-work', 'fr')).toBe('/fr/knowledge-base/how-do-streaks-work');
    expect(pathInLocale('/fr/knowledge-base', 'en')).toBe('/knowledge-base');
  });

  it('only the landing page and the knowledge base have two addresses', () => {
    expect(isBilingualVisitorPath('/')).toBe(true);
    expect(isBilingualVisitorPath('/fr/knowledge-base/x')).toBe(true);
    expect(isBilingualVisitorPath('/leaderboard')).toBe(false);
    expect(isBilingualVisitorPath('/knowledge-bases')).toBe(false);
  });

  it('links on a French page lead to the French visitor pages, anchors and app pages unchanged', () => {
    expect(hrefIn('/#journeys', 'fr')).toBe('/fr/#journeys');
    expect(hrefIn('/knowledge-base', 'fr')).toBe('/fr/knowledge-base');
    expect(hrefIn('#blueprint', 'fr')).toBe('#blueprint');
    expect(hrefIn('/auth?mode=sign-up', 'fr')).toBe('/auth?mode=sign-up');
    expect(hrefIn('//evil.example/x', 'fr')).toBe('//evil.example/x');
    expect(hrefIn('/knowledge-base', 'en')).toBe('/knowledge-base');
  });
});

describe('after choosing a language', () => {
  it('goes back to the same page, at its address in that language on the visitor site', () => {
    expect(languageRedirect('/leaderboard?period=week', 'fr')).toBe('/leaderboard?period=week');
    expect(languageRedirect('/knowledge-base/x#top', 'fr')).toBe('/fr/knowledge-base/x#top');
    expect(languageRedirect('/fr/', 'en')).toBe('/');
  });

  it('never leaves the site', () => {
    expect(languageRedirect('https://evil.example/', 'fr')).toBe('/fr/');
    expect(languageRedirect('//evil.example/', 'en')).toBe('/');
    expect(languageRedirect('', 'fr')).toBe('/fr/');
  });
});
