// Texts raised in English (field errors, refusals) shown in the reader's language, exactly or through a
// template, and an Action's serialized error translated whole; params that hold `$` patterns stay as typed.
import { describe, expect, it } from 'vitest';
import { defineMessages } from '#/i18n/define-messages.ts';
import { params } from '#/i18n/message-transforms.ts';
import { translateActionError } from '#/i18n/translate-action-error.ts';
import { translateText } from '#/i18n/translate-text.ts';

const sample = defineMessages(
  'test-translate-text',
  { enterName: 'Enter your name.', atMost: params('Use at most {max} characters.'), welcome: params('Welcome, {name}!') },
  { fr: { enterName: 'Saisissez votre nom.', atMost: 'Utilisez au plus {max} caractères.', welcome: 'Bienvenue, {name} !' } },
);

describe('messages', () => {
  it('are given in the language asked for, with their parameters', () => {
    expect(sample('en').welcome({ name: 'Adjoa' })).toBe('Welcome, Adjoa!');
    expect(sample('fr').welcome({ name: 'Adjoa' })).toBe('Bienvenue, Adjoa !');
  });

  it('keep a parameter exactly as given, `$` patterns included', () => {
    expect(sample('fr').welcome({ name: "Jo$&$1$'" })).toBe("Bienvenue, Jo$&$1$' !");
  });

  it('refuse a second definition of the same name', () => {
    expect(() => defineMessages('test-translate-text', { a: 'A' }, { fr: { a: 'A' } })).toThrow(/defined twice/);
  });
});

describe('translateText', () => {
  it('finds an exact English text', () => {
    expect(translateText('Enter your name.', 'fr')).toBe('Saisissez votre nom.');
  });

  it('finds a template and carries its values over', () => {
    expect(translateText('Use at most 80 characters.', 'fr')).toBe('Utilisez au plus 80 caractères.');
  });

  it("writes a number among the values in the reader's language", () => {
    expect(translateText('Use at most 5,000 characters.', 'fr')).toBe('Utilisez au plus 5\u202f000 caractères.');
    expect(translateText('Use at most 12,500.5 characters.', 'fr')).toBe('Utilisez au plus 12\u202f500,5 caractères.');
    expect(translateText('Use at most 5,000 characters.', 'en')).toBe('Use at most 5,000 characters.');
  });

  it("writes a length of time in the reader's language", () => {
    // Intl joins the number and its unit with a space or a no-break space, as its French data says.
    expect(translateText('Use at most 30 seconds characters.', 'fr')).toMatch(/^Utilisez au plus 30\ssecondes caractères\.$/);
    expect(translateText('Use at most 1 hour characters.', 'fr')).toMatch(/^Utilisez au plus 1\sheure caractères\.$/);
    expect(translateText('Use at most 14 minutes characters.', 'fr')).toMatch(/^Utilisez au plus 14\sminutes caractères\.$/);
    expect(translateText('Use at most 14 minutes characters.', 'en')).toBe('Use at most 14 minutes characters.');
  });

  it('keeps values that only look like numbers in part (names, dates, codes) exactly as raised', () => {
    expect(translateText('Welcome, 1,2,3!', 'fr')).toBe('Bienvenue, 1,2,3 !');
    expect(translateText('Welcome, 2026-W12!', 'fr')).toBe('Bienvenue, 2026-W12 !');
    expect(translateText('Welcome, Ama 5,000!', 'fr')).toBe('Bienvenue, Ama 5,000 !');
  });

  it('prefers the most specific template to a generic one that also matches', () => {
    // The generic one is defined first, as a certificate's "{from} to {to}" is before the journeys' refusals.
    defineMessages('test-translate-generic', { fromTo: params('{from} to {to}') }, { fr: { fromTo: 'Du {from} au {to}' } });
    defineMessages('test-translate-specific', { keepTo: params('Keep your note to {max} lines.') }, { fr: { keepTo: 'Limitez votre note à {max} lignes.' } });
    expect(translateText('Keep your note to 12 lines.', 'fr')).toBe('Limitez votre note à 12 lignes.');
    // …and a template that is a value at each end around a word is never used to find a raised text at all.
    expect(translateText('Too big: expected string to have <=40 characters', 'fr')).toBe('Too big: expected string to have <=40 characters');
  });

  it('leaves unknown texts, and English, as they are', () => {
    expect(translateText('Something nobody defined.', 'fr')).toBe('Something nobody defined.');
    expect(translateText('Enter your name.', 'en')).toBe('Enter your name.');
  });
});

describe('translateActionError', () => {
  it('translates an input error’s issues and fields', () => {
    const body = JSON.stringify({ type: 'AstroActionInputError', issues: [{ path: ['name'], message: 'Enter your name.' }], fields: { name: ['Enter your name.'] } });
    expect(JSON.parse(translateActionError(body, 'fr'))).toEqual({
      type: 'AstroActionInputError',
      issues: [{ path: ['name'], message: 'Saisissez votre nom.' }],
      fields: { name: ['Saisissez votre nom.'] },
    });
  });

  it('translates a refusal’s message and keeps its other fields', () => {
    const body = JSON.stringify({ type: 'AstroActionError', code: 'BAD_REQUEST', status: 400, message: 'Use at most 12 characters.' });
    expect(JSON.parse(translateActionError(body, 'fr'))).toMatchObject({ code: 'BAD_REQUEST', status: 400, message: 'Utilisez au plus 12 caractères.' });
  });

  it('passes anything else through unchanged', () => {
    expect(translateActionError('not json', 'fr')).toBe('not json');
    expect(translateActionError('null', 'fr')).toBe('null');
  });
});
