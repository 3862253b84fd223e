// An Action's serialized error (`{ message }`, or an input error's `{ issues, fields }`) with every message in
// another language. Unknown shapes pass through unchanged: a message left in English beats a broken answer.
import type { Locale } from './locales.ts';
import { translateText } from './translate-text.ts';

interface SerializedError {
  message?: unknown;
  issues?: { message?: unknown }[];
  fields?: Record<string, unknown>;
}

export function translateActionError(body: string, locale: Locale): string {
  let error: SerializedError;
  try {
    error = JSON.parse(body) as SerializedError;
  } catch {
    return body;
  }
  if (!error || typeof error !== 'object') return body;
  const translate = (text: unknown) => (typeof text === 'string' ? translateText(text, locale) : text);
  if (typeof error.message === 'string' && !error.issues) error.message = translate(error.message);
  if (Array.isArray(error.issues)) for (const issue of error.issues) if (issue && typeof issue === 'object') issue.message = translate(issue.message);
  if (error.fields && typeof error.fields === 'object') {
    for (const [field, messages] of Object.entries(error.fields)) {
      if (Array.isArray(messages)) error.fields[field] = messages.map(translate);
    }
  }
  return JSON.stringify(error);
}
