// How the forum writes a moment: a short date and time in the reader's own time zone ("21 Nov 2026, 14:05"),
// the same on the page and in what the edit post dialog puts on it.

const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (format === undefined) {
    try {
      format = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone });
    } catch {
      format = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
    }
    formats.set(timeZone, format);
  }
  return format;
}

/** The moment in words for a reader in `timeZone` (an unknown zone reads as UTC). */
export function forumTime(iso: string, timeZone: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatFor(timeZone).format(date);
}
