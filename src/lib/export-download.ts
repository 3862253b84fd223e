// Downloads an admin CSV export while showing how far it has got (rows received, of how many when the
// server knows: the `x-expected-rows` header), then hands the file to the browser to save. Without
// JavaScript the same links download directly and the browser shows its own progress. The words come from
// the page, in the admin's language (the exports page's messages); English when none are given.

/** Counts the line breaks in a chunk of bytes (a CSV row per line; quoted line breaks are rare and only make the count run ahead). */
export function countLines(chunk: Uint8Array): number {
  let lines = 0;
  for (const byte of chunk) if (byte === 10) lines += 1;
  return lines;
}

/** What the progress line says; `{count}` and `{expected}` are filled in. */
export interface ExportWords {
  readonly numberLocale: string;
  readonly starting: string;
  readonly connectionLost: string;
  readonly forbidden: string;
  readonly failed: string;
  readonly done: string;
  readonly soFar: string;
  readonly ofExpected: string;
}

export const ENGLISH_EXPORT_WORDS: ExportWords = {
  numberLocale: 'en-US',
  starting: 'Starting…',
  connectionLost: 'The connection was lost. Please try again.',
  forbidden: 'Only an admin can download this.',
  failed: 'The export could not be made. Please try again.',
  done: 'Done: {count} rows. Your browser is saving the file.',
  soFar: '{count} rows so far…',
  ofExpected: '{count} of {expected} rows…',
};

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** The progress line's words. */
export function progressText(rows: number, expected: number | null, done: boolean, words: ExportWords = ENGLISH_EXPORT_WORDS): string {
  const count = rows.toLocaleString(words.numberLocale);
  if (done) return fill(words.done, { count });
  return expected === null ? fill(words.soFar, { count }) : fill(words.ofExpected, { count, expected: expected.toLocaleString(words.numberLocale) });
}

function filenameOf(response: Response): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'export.csv';
}

export async function downloadWithProgress(url: string, output: HTMLElement, words: ExportWords = ENGLISH_EXPORT_WORDS): Promise<void> {
  const bar = output.querySelector('progress');
  const status = output.querySelector('[role="status"]');
  output.hidden = false;
  const say = (text: string) => {
    if (status) status.textContent = text;
  };
  say(words.starting);
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin' });
  } catch {
    say(words.connectionLost);
    return;
  }
  if (!response.ok || !response.body) {
    say(response.status === 403 ? words.forbidden : words.failed);
    return;
  }
  const expectedHeader = response.headers.get('x-expected-rows');
  const expected = expectedHeader === null ? null : Number(expectedHeader);
  if (bar) {
    if (expected !== null && expected > 0) bar.max = expected;
    else bar.removeAttribute('value');
  }
  const parts: Uint8Array[] = [];
  let rows = -1; // the header line is not a row
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    rows += countLines(value);
    if (bar && expected !== null && expected > 0) bar.value = Math.min(rows, expected);
    say(progressText(Math.max(0, rows), expected, false, words));
  }
  if (bar) {
    bar.max = 1;
    bar.value = 1;
  }
  say(progressText(Math.max(0, rows), expected, true, words));
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob(parts as BlobPart[], { type: 'text/csv' }));
  link.download = filenameOf(response);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 60_000);
}
