// The key a browser makes for one write it may send more than once (a double click, a retry after the signal
// came back, the service worker's Background Sync and an open page both sending what waited offline): the
// server keeps the first write made with a key and answers a repeat with it, creating nothing. The same
// pattern serves the form's hidden field, the offline outbox and the service, so they agree on what a key is.

/** Letters, digits and dashes, 16–64 long: a UUID fits, and nothing else a person could type by accident. */
export const SEND_KEY_PATTERN = /^[A-Za-z0-9-]{16,64}$/;

export function isSendKey(value: unknown): value is string {
  return typeof value === 'string' && SEND_KEY_PATTERN.test(value);
}
