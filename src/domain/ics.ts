// An iCalendar (RFC 5545) file for one event, for "Add to calendar": CRLF line ends, lines folded at 75
// octets, text escaped, times in UTC (every calendar shows them in its owner's own zone).

export interface CalendarEvent {
  /** Globally unique and stable, so re-importing updates the event instead of duplicating it. */
  readonly uid: string;
  readonly title: string;
  readonly description: string;
  readonly startsAt: Date;
  readonly endsAt: Date;
  /** Where to join. */
  readonly url: string | null;
  /** When the file was made. */
  readonly stamp: Date;
}

/** An instant as an iCalendar UTC date-time: 20261125T140000Z. */
export function icsDateTime(instant: Date): string {
  return instant.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** Text escaped as RFC 5545 §3.3.11 asks: backslash, semicolon, comma and line breaks. */
export function icsText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/** Folds a content line into lines of at most 75 octets, never splitting a character (RFC 5545 §3.1). */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // Continuation lines start with a space, which counts towards their 75 octets.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** The whole calendar file's text. */
export function calendarFile(event: CalendarEvent, productId = '-//Digital Leadership Training Platform//Webinars//EN'): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${productId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${icsDateTime(event.stamp)}`,
    `DTSTART:${icsDateTime(event.startsAt)}`,
    `DTEND:${icsDateTime(event.endsAt)}`,
    `SUMMARY:${icsText(event.title)}`,
    `DESCRIPTION:${icsText(event.description)}`,
    ...(event.url ? [`URL:${event.url}`, `LOCATION:${icsText(event.url)}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
