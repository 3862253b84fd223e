// The plural transform: each language's own plural rules (French counts 0 and 1 as singular), the number in
// place of {count}, and the "other" form when a language's category has no form of its own.
import { describe, expect, it } from 'vitest';
import { defineMessages } from '#/i18n/define-messages.ts';
import { count, pluralCategory } from '#/i18n/message-transforms.ts';

const sample = defineMessages(
  'test-message-transforms',
  { modules: count({ one: '{count} module', other: '{count} modules' }), days: count({ other: '{count} days, {count} in all' }) },
  { fr: { modules: { one: '{count} module', other: '{count} modules' }, days: { other: '{count} jours, {count} en tout' } } },
);

describe('count', () => {
  it('chooses the form by the language’s plural rules', () => {
    expect(sample('en').modules(1)).toBe('1 module');
    expect(sample('en').modules(0)).toBe('0 modules');
    expect(sample('en').modules(2)).toBe('2 modules');
    expect(sample('fr').modules(0)).toBe('0 module');
    expect(sample('fr').modules(1)).toBe('1 module');
    expect(sample('fr').modules(2)).toBe('2 modules');
  });

  it('falls back to "other" and replaces every {count}', () => {
    expect(sample('en').days(1)).toBe('1 days, 1 in all');
    expect(sample('fr').days(3)).toBe('3 jours, 3 en tout');
  });

  it('gives the same categories as Intl.PluralRules', () => {
    for (const locale of ['en', 'fr', 'ar', 'pl', 'sw', 'ru', 'de-CH']) {
      for (const value of [0, 1, 2, 3, 5, 11, 21, 100, 1.5]) {
        const fresh = new Intl.PluralRules(locale).select(value);
        expect(pluralCategory(locale, value)).toBe(fresh);
        expect(pluralCategory(locale, value)).toBe(fresh);
      }
    }
  });
});
