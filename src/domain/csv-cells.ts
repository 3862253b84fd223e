// Spreadsheet-safe CSV cells (rule 35's exports): a text cell that begins with a character a spreadsheet
// reads as the start of a formula (=, +, -, @, and tab or carriage return, which some strip first) gets a
// leading apostrophe, so `=HYPERLINK(…)` typed into a display name arrives as text, never as a formula.
// Numbers the platform itself writes (XP, amounts, counts) stay numbers: −100 XP must sum as −100.

/** Characters that start a formula in Excel, LibreOffice or Google Sheets (OWASP's CSV injection list). */
const FORMULA_START = /^[=+\-@\t\r]/;

export type CsvValue = string | number | boolean | null | undefined;

/** One cell as written: text neutralised, numbers and booleans as they are, nothing as empty. */
export function csvCell(value: CsvValue): string | number {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? value : '';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** A row of cells, each made safe. */
export function csvRow(values: readonly CsvValue[]): (string | number)[] {
  return values.map(csvCell);
}
