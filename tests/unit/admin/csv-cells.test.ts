// Rule 35's exports are spreadsheet-safe: a cell a spreadsheet would run as a formula is neutralised; the
// platform's own numbers stay numbers. Checked on single cells and on the CSV the export streams.
import { describe, expect, it } from 'vitest';
import { csvCell, csvRow } from '#/domain/csv-cells.ts';
import { csvStream } from '#/server/services/admin/csv-exports.ts';

describe('a CSV cell', () => {
  it.each(['=SUM(A1:A9)', '+1 555', '-2+3', '@cmd', '\t=1', '\r=1', '=HYPERLINK("http://evil.example","click")'])('text starting a formula gets an apostrophe: %j', (text) => {
    expect(csvCell(text)).toBe(`'${text}`);
  });

  it('other text, numbers (negative ones too) and booleans are kept; nothing is empty', () => {
    expect(csvRow(['Ada Obi', 'a=b', -100, 0, 1.5, true, false, null, undefined])).toEqual(['Ada Obi', 'a=b', -100, 0, 1.5, 'yes', 'no', '', '']);
    expect(csvCell(Number.NaN)).toBe('');
  });
});

describe('the CSV stream', () => {
  async function* rows() {
    yield ['=cmd|" /C calc"!A0', 'Zoë, "the" leader', -250];
    yield ['plain', 'line\nbreak', 3];
  }

  it('writes a byte-order mark, the header and quoted rows, with formulas neutralised', async () => {
    const bytes = new Uint8Array(await new Response(csvStream(['a', 'b', 'c'], rows())).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const body = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes.slice(3));
    expect(body.split('\n')[0]).toBe('a,b,c');
    expect(body).toContain(`"'=cmd|"" /C calc""!A0"`);
    expect(body).toContain('"Zoë, ""the"" leader",-250');
    expect(body).toContain('"line\nbreak",3');
  });

  it('reads the next block only once the response has room for it (pace)', async () => {
    let read = 0;
    async function* many() {
      for (let i = 0; i < 5000; i++) {
        read += 1;
        yield [`learner ${i}`, i];
      }
    }
    let release: () => void = () => {};
    let waits = 0;
    const pace = () => {
      waits += 1;
      return new Promise<void>((resolve) => (release = resolve));
    };
    const reader = csvStream(['name', 'xp'], many(), pace).getReader();
    await reader.read(); // the header and the first block: no waiting before the first
    const second = reader.read();
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Asked for more, but the response has no room: nothing more was read from the rows.
    expect(waits).toBe(1);
    expect(read).toBeLessThanOrEqual(1001);
    release();
    await second;
    expect(read).toBeGreaterThan(1001);
    await reader.cancel();
  });
});
