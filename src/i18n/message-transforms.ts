// The transforms messages use: `params('Saved at {time}')` and `count({ one: '{count} module', other: … })`.
// `params` is ours, typed as the library's: the library's version hands each value to String.replace as a
// replacement pattern, so a display name holding `$&` or `$1` would come out changed.
import { count, strings, transform, type params as libraryParams } from '@nanostores/i18n';

const ownParams = transform((_locale: string, translation: string, values: Record<string, string | number>) =>
  strings(translation, (text) => text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))),
);

export const params = ownParams as unknown as typeof libraryParams;
export { count };
