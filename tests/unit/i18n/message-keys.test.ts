// Every message exists in every language: a key in the English and not the French (or the other way round)
// fails here, as does a French file no definition reads, or a placeholder the translation lost.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import '#/i18n/all-messages.ts';
import { messageDefinitions, type MessageText } from '#/i18n/define-messages.ts';

const definitions = messageDefinitions();

function placeholders(text: MessageText): string[] {
  const strings = typeof text === 'string' ? [text] : Object.values(text);
  return [...new Set(strings.flatMap((s) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!)))].sort();
}

describe('messages', () => {
  it('are all found (the glob of *.messages.ts loads some)', () => {
    expect(definitions.length).toBeGreaterThan(2);
  });

  for (const { name, english, translations } of definitions) {
    it(`"${name}" has the same keys in French as in English, with the same placeholders`, () => {
      const french = translations.fr ?? {};
      expect(Object.keys(french).sort()).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(english)) {
        const translated = french[key];
        expect(translated, `${name}.${key}`).toBeDefined();
        expect(placeholders(translated!), `${name}.${key}`).toEqual(placeholders(text));
        if (typeof text === 'object') expect(typeof translated, `${name}.${key} is plural`).toBe('object');
      }
    });
  }

  it('every French file belongs to a definition', () => {
    const files = readdirSync(path.resolve('src/i18n/fr')).filter((file) => file.endsWith('.json'));
    const names = new Set(definitions.map((definition) => definition.name));
    expect(files.filter((file) => !names.has(file.replace(/\.json$/, '')))).toEqual([]);
  });
});
