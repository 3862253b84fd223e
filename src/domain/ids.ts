// The one id rule, Appwrite's: 1–36 of a-z A-Z 0-9 . _ -, not starting with one of the special characters.
// Row ids, user ids in URLs, and the Appwrite project and database ids in the settings all follow it, so data
// moves between the two backends unchanged and a malformed id is refused before it reaches a store.
export const ID_PATTERN = /^[a-zA-Z0-9][a-zA-Z0-9._-]{0,35}$/;

/** Whether `value` could name a row, a user or an Appwrite project at all. */
export function isId(value: unknown): value is string {
  return typeof value === 'string' && ID_PATTERN.test(value);
}
