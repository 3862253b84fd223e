import { describe, expect, it } from 'vitest';
import { pageLanguage, pagesToList } from '#/lib/offline-list.ts';

describe('the offline page list', () => {
  it('reads the language a kept copy is in from its html element', () => {
    expect(pageLanguage('<!DOCTYPE html><html lang="fr" class="x"><head>')).toBe('fr');
    expect(pageLanguage('<html><head>')).toBeNull();
  });

  it('lists only the copies in the reader language', () => {
    const copies = [
      { path: '/knowledge-base', title: 'Knowledge base', language: 'en' },
      { path: '/fr/knowledge-base', title: 'Base de connaissances', language: 'fr' },
      { path: '/forum', title: 'Forum', language: 'en' },
    ];
    expect(pagesToList(copies, 'fr')).toEqual([{ path: '/fr/knowledge-base', title: 'Base de connaissances' }]);
    expect(pagesToList(copies, 'en').map((p) => p.path)).toEqual(['/forum', '/knowledge-base']);
  });

  it('lists a page kept under several queries once, at its plainest address', () => {
    const copies = [
      { path: '/leaderboard?period=week', title: 'Classement', language: 'fr' },
      { path: '/leaderboard', title: 'Classement', language: 'fr' },
      { path: '/leaderboard?period=month&scope=team', title: 'Classement', language: 'fr' },
    ];
    expect(pagesToList(copies, 'fr')).toEqual([{ path: '/leaderboard', title: 'Classement' }]);
  });
});
