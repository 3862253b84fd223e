// The transforms messages use: `params('Saved at {time}')` and `count({ one: '{count} module', other: … })`.
// Both are ours, typed as the library's:
// - the library's `params` hands each value to String.replace as a replacement pattern, so a display name
//   holding `$&` or `$1` would come out changed;
// - the library's `count` builds a new Intl.PluralRules for every number it words, which costs tens of
//   microseconds each time: a board of 50 rows spent more on choosing "point" or "points" than on reading the
//   rows. The rules of a locale are built once here and kept.
import { strings, transform, type count as libraryCount, type params as libraryParams } from '@nanostores/i18n';

const ownParams = transform((_locale: string, translation: string, values: Record<string, string | number>) =>
  strings(translation, (text) => text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))),
);

export const params = ownParams as unknown as typeof libraryParams;

/** Plural rules by locale, built on first use (the platform has a handful of locales; a stray tag is not kept). */
const pluralRules = new Map<string, Intl.PluralRules>();
const KEPT_LOCALES = 16;

/** The plural category (one, few, many, other…) of `value` in `locale`. */
export function pluralCategory(locale: string, value: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    if (pluralRules.size < KEPT_LOCALES) pluralRules.set(locale, rules);
  }
  return rules.select(value);
}

const ownCount = transform((locale: string, translation: Partial<Record<Intl.LDMLPluralRule, string>>, value: number) => {
  let form: Intl.LDMLPluralRule = pluralCategory(locale, value);
  if (!(form in translation)) form = 'other' in translation ? 'other' : 'many';
  return strings(translation[form] ?? '', (text) => text.replace(/\{count\}/g, String(value)));
});

export const count = ownCount as unknown as typeof libraryCount;
