import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('the shared CSV writer', () => {
  it('neutralises every cell a spreadsheet would run as a formula', () => {
    const text = toCsv([
      ['note', 'po'],
      ['=HYPERLINK("http://x","y")', '@SUM(1+1)'],
      ['+44 20 7946 0000', '-2+3'],
      ['\tcmd', '\rcmd'],
    ]);
    const cells = Papa.parse<string[]>(text).data.flat();
    for (const cell of cells.slice(2)) expect(cell.startsWith("'")).toBe(true);
    expect(cells[2]).toBe(`'=HYPERLINK("http://x","y")`);
    expect(cells[3]).toBe("'@SUM(1+1)");
  });

  it('leaves ordinary text, numbers and empty cells as they are, with CRLF rows', () => {
    const text = toCsv([
      ['Brakes, Ltd', 12, -3, null, undefined, true, 'a "quoted" word', 'café £1.50'],
      ['x=1', 'mail@example.com'],
    ]);
    expect(text).toBe('"Brakes, Ltd",12,-3,,,true,"a ""quoted"" word",café £1.50\r\nx=1,mail@example.com');
  });

  it('leaves text that is only a negative decimal number as it is', () => {
    expect(toCsv([['-17.60', '-3', '-1.5e3', '-2-1']])).toBe('-17.60,-3,"\'-1.5e3","\'-2-1"');
  });
});
