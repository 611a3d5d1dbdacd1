import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { assertHeadings, type CsvImportKind, csvDelimiterOf } from './csvImport';

const kind: CsvImportKind<unknown> = {
  kind: 'sheet',
  headings: ['Line', 'Product', 'In stock'],
  linesBeforeHeadings: 2,
  row: z.record(z.string(), z.string()),
  label: (cells) => cells.Product ?? '',
  apply: async () => [],
};

describe('the delimiter of an uploaded CSV', () => {
  it('is the comma of our own file even when its names hold semicolons', () => {
    // Guessed from the data, every row's three semicolons made this file read as semicolon-separated.
    const file = ['Stock take;;;', 'Crown;;;', 'Line,Product,In stock', 'a,Oil; olive; 5 l;,3', 'b,Salt; sea;;,1'].join(
      '\n',
    );
    expect(csvDelimiterOf(file, kind)).toBe(',');
    expect(assertHeadings(file, kind)).toBe(',');
  });

  it('is the semicolon of a spreadsheet saved that way', () => {
    const file = ['Stock take', 'Crown', 'Line;Product;In stock', 'a;Olive oil, 5 l;3'].join('\n');
    expect(assertHeadings(file, kind)).toBe(';');
  });

  it('refuses a file whose headings read right under no delimiter', () => {
    const file = ['Stock take', 'Crown', 'Line,Product,Stock', 'a,Oil,3'].join('\n');
    expect(csvDelimiterOf(file, kind)).toBeUndefined();
    expect(() => assertHeadings(file, kind)).toThrow();
  });
});
