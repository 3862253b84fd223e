// Texts that reach a page already written in English — a field error from a form's zod schema, an Action's
// error — are shown in the reader's language by finding the English among the defined messages: an exact
// text, or a `params` template (`Enter at most {max} characters.`) whose values are carried over.
import { messageDefinitions } from './define-messages.ts';
import type { Locale } from './locales.ts';

interface Template {
  pattern: RegExp;
  names: string[];
  translated: string;
}

let index: { exact: Map<string, string>; templates: Template[]; size: number } | null = null;
let indexedLocale: Locale | null = null;

function escapeForPattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function build(locale: Locale) {
  const exact = new Map<string, string>();
  const templates: Template[] = [];
  const definitions = messageDefinitions();
  for (const { english, translations } of definitions) {
    const own = translations[locale];
    if (!own) continue;
    for (const [key, text] of Object.entries(english)) {
      const translated = own[key];
      if (typeof text !== 'string' || typeof translated !== 'string') continue;
      const names = [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
      if (names.length === 0) {
        if (!exact.has(text)) exact.set(text, translated);
        continue;
      }
      const source = text.split(/\{\w+\}/).map(escapeForPattern).join('(.+?)');
      templates.push({ pattern: new RegExp(`^${source}$`, 's'), names, translated });
    }
  }
  return { exact, templates, size: definitions.length };
}

/** `text` in `locale` when some defined message says it in English; otherwise `text` unchanged. */
export function translateText(text: string, locale: Locale): string {
  if (locale === 'en') return text;
  // Rebuilt when more definitions were imported since (modules load lazily on a server).
  if (!index || indexedLocale !== locale || index.size !== messageDefinitions().length) {
    index = build(locale);
    indexedLocale = locale;
  }
  const found = index.exact.get(text);
  if (found !== undefined) return found;
  for (const template of index.templates) {
    const match = template.pattern.exec(text);
    if (!match) continue;
    const values = Object.fromEntries(template.names.map((name, position) => [name, match[position + 1] ?? '']));
    return template.translated.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
  }
  return text;
}
