// Reading a pasted list of email addresses (a team leader's "invite by email list"): one per line, or
// separated by commas, semicolons or spaces, or as a mail program copies them ("Ada Obi <ada@example.org>").
// Each address comes back lower-cased once; whatever is not an address is returned so the leader sees it.

/** At most this many addresses per paste: a large team is invited in a few pastes, never by a runaway paste. */
export const EMAIL_LIST_MAX = 200;
export const EMAIL_MAX_LENGTH = 254;

// Deliberately plain (like the sign-up form's): something@something.tld, no spaces, no angle brackets.
const EMAIL_SHAPE = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]{2,}$/;

export interface EmailList {
  /** Distinct addresses, lower-cased, in the order given. */
  readonly emails: readonly string[];
  /** Pieces that are not addresses, as typed. */
  readonly invalid: readonly string[];
}

export function isEmailAddress(text: string): boolean {
  return text.length <= EMAIL_MAX_LENGTH && EMAIL_SHAPE.test(text);
}

/** The entries of a paste: `Name <address>` keeps only the address; otherwise every separated word is one. */
function entriesOf(text: string): string[] {
  const entries: string[] = [];
  for (const part of text.split(/[,;\n\r]+/)) {
    const bracketed = [...part.matchAll(/<([^<>]*)>/g)].map((match) => match[1] ?? '');
    if (bracketed.length > 0) entries.push(...bracketed);
    else entries.push(...part.split(/[\s]+/));
  }
  return entries.map((entry) => entry.trim().replace(/^mailto:/i, '').replace(/^["']+|["']+$/g, '')).filter((entry) => entry !== '');
}

export function parseEmailList(text: string): EmailList {
  const emails = new Set<string>();
  const invalid: string[] = [];
  for (const entry of entriesOf(text)) {
    const email = entry.toLowerCase();
    if (isEmailAddress(email)) emails.add(email);
    else invalid.push(entry);
  }
  return { emails: [...emails], invalid };
}
