// Texts that reach a page already written in English — a field error from a form's zod schema, an Action's
// error — are shown in the reader's language by finding the English among the defined messages: an exact
// text, or a `params` template (`Enter at most {max} characters.`) whose values are carried over, a number
// among them written again in the reader's language ("5,000" → "5 000", "30 seconds" → "30 secondes").
import { formatNumber, numberLocale } from '#/domain/display-formats.ts';
import { messageDefinitions } from './define-messages.ts';
import type { Locale } from './locales.ts';

interface Template {
  pattern: RegExp;
  /** Characters of the template outside its placeholders: the more, the more specific. */
  literal: number;
  names: string[];
  translated: string;
}

/**
 * A template that is a value at each end around a word or two ("{from} to {to}", "{xp} · {activity}") would
 * take any raised text that contains them ("… expected string to have …"): such a message is shown by key
 * where it is used, never found by its English.
 */
function tooLoose(template: string): boolean {
  const letters = template.replace(/\{\w+\}/g, '').replace(/[^\p{L}]/gu, '').length;
  return /^\{\w+\}/.test(template) && /\{\w+\}$/.test(template) && letters < 10;
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
      if (tooLoose(text)) continue;
      const source = text.split(/\{\w+\}/).map(escapeForPattern).join('(.+?)');
      templates.push({ pattern: new RegExp(`^${source}$`, 's'), literal: text.replace(/\{\w+\}/g, '').length, names, translated });
    }
  }
  // The most specific template first: "Keep your reflection to {max} characters." before "{from} to {to}",
  // which would otherwise take any text with " to " in it.
  templates.sort((a, b) => b.literal - a.literal);
  return { exact, templates, size: definitions.length };
}

/** A number as the English raised it: grouped ("5,000", "2,001"), or with a decimal point ("1.5"). */
const ENGLISH_NUMBER = /^-?(?:\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+\.\d+)$/;

/** A length of time as the English raised it ("1 minute", "14 minutes", "2 hours"). */
const ENGLISH_DURATION = /^(\d+) (second|minute|hour|day|week)s?$/;

const durations = new Map<string, Intl.NumberFormat>();

function durationIn(amount: number, unit: string, locale: Locale): string {
  const key = `${locale} ${unit}`;
  let format = durations.get(key);
  if (!format) {
    format = new Intl.NumberFormat(numberLocale(locale), { style: 'unit', unit, unitDisplay: 'long' });
    durations.set(key, format);
  }
  return format.format(amount);
}

/**
 * A template's value in `locale`: a number, or a length of time, is written again there; anything else (a
 * name, a title, a date already written, a small whole number, which reads the same) is kept exactly as raised.
 */
function valueIn(value: string, locale: Locale): string {
  const duration = ENGLISH_DURATION.exec(value);
  if (duration) return durationIn(Number(duration[1]), duration[2] ?? '', locale);
  if (!ENGLISH_NUMBER.test(value)) return value;
  const number = Number(value.replaceAll(',', ''));
  return Number.isFinite(number) ? formatNumber(number, locale) : value;
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
    const values = Object.fromEntries(template.names.map((name, position) => [name, valueIn(match[position + 1] ?? '', locale)]));
    return template.translated.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
  }
  return text;
}
