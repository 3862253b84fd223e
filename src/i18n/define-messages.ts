// How every piece of the interface gets its words in the reader's language (@nanostores/i18n underneath).
//
// A component's English lives beside it in a `*.messages.ts` file, the French in `src/i18n/fr/<name>.json`
// (flat JSON a translator can edit); `defineMessages` ties them together and returns `messages(locale)`.
// There is one i18n instance per language, each with a fixed locale and its translations preloaded, so a
// server rendering an English and a French page at the same moment never mixes them, and an island's bundle
// carries only the French of the messages it imports. TypeScript refuses a French file that lacks a key of
// its English (tests/unit/i18n/message-keys.test.ts also refuses one with a key too many).
import { atom } from 'nanostores';
import { createI18n, type Components, type I18n, type Translations } from '@nanostores/i18n';
import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales.ts';

/** A message as a translator writes it: a string, or plural forms (`{ one, other }`) of `count(…)`. */
export type MessageText = string | { [form: string]: string };

/** The French of an English base: every key, each a string or, for plural messages, their forms. */
export type TranslationOf<Base> = { [Key in keyof Base]: Base[Key] extends string ? string : MessageText };

const instances = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    createI18n(atom<Locale>(locale), {
      baseLocale: DEFAULT_LOCALE,
      cache: { [locale]: {} } as Record<Locale, Components>,
      // Everything is preloaded by `defineMessages`; nothing is fetched.
      get: () => Promise.resolve({}),
      isSSR: true,
    }),
  ]),
) as Record<Locale, I18n<Locale>>;

/** What a definition holds, for the key test and for translating texts that arrive in English. */
export interface MessageDefinition {
  name: string;
  /** The English as written (transforms reduced to their template). */
  english: Record<string, MessageText>;
  translations: Partial<Record<Locale, Record<string, MessageText>>>;
}

const definitions = new Map<string, MessageDefinition>();

/** Every definition imported so far (a test imports them all first). */
export function messageDefinitions(): MessageDefinition[] {
  return [...definitions.values()];
}

function templateOf(value: unknown): MessageText {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && 'input' in value) return templateOf((value as { input: unknown }).input);
  return value as MessageText;
}

/**
 * Defines a component's messages: `name` is unique across the platform (it names the French file), `base` the
 * English, `translations` the other languages' JSON. Returns the messages in a language.
 */
export function defineMessages<Base extends Translations>(
  name: string,
  base: Base,
  translations: { fr: TranslationOf<Base> },
): (locale: Locale) => Base {
  if (definitions.has(name)) throw new Error(`Messages "${name}" are defined twice: each name belongs to one file.`);
  const english = Object.fromEntries(Object.entries(base).map(([key, value]) => [key, templateOf(value)]));
  definitions.set(name, { name, english, translations: translations as MessageDefinition['translations'] });
  const stores = {} as Record<Locale, { get(): Base }>;
  for (const locale of LOCALES) {
    const instance = instances[locale];
    const own = (translations as Partial<Record<Locale, Record<string, MessageText>>>)[locale];
    if (locale !== DEFAULT_LOCALE && own) (instance.cache[locale] as Record<string, unknown>)[name] = own;
    stores[locale] = instance(name, base);
  }
  return (locale) => stores[locale].get();
}
