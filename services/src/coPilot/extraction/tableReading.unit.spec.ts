import { describe, expect, it } from 'vitest';
import { readCsv, readPipeTables } from './tableReading';

const summary = (lines: { quantity: number | null; productTexts: string[]; sku: string | null }[]) =>
  lines.map((line) => [line.quantity, line.sku, line.productTexts[0] ?? null]);

describe('reading tables', () => {
  it('reads a pipe table by its header, across blank lines', () => {
    const lines = readPipeTables([
      'Qty | Product | Size',
      '',
      '2 | Frozen Chips Skin-On 10mm | 4 x 2.5kg',
      '',
      '2 | Free Range Eggs Large | 15 x 12',
      'Best wishes,',
      'The Kings Arms | 21 Market Place, Brighton BN1 2RW',
    ]);
    expect(summary(lines)).toEqual([
      [2, null, 'Frozen Chips Skin-On 10mm 4 x 2.5kg'],
      [2, null, 'Free Range Eggs Large 15 x 12'],
    ]);
  });

  it('reads a markdown table with its rule line', () => {
    const lines = readPipeTables(['| Product | Qty |', '|---|---|', '| House Pinot Grigio 6x75cl | 2 |']);
    expect(summary(lines)).toEqual([[2, null, 'House Pinot Grigio 6x75cl']]);
  });

  it('reads a CSV with any delimiter and a sku column', () => {
    expect(summary(readCsv('sku,description,qty\nBRK10000,Frozen Chips Skin-On 10mm 4x2.5kg,4\n'))).toEqual([
      [4, 'BRK10000', 'Frozen Chips Skin-On 10mm 4x2.5kg'],
    ]);
    expect(summary(readCsv('Item;Pack;Quantity\nDouble Cream;6 x 2L;2\n'))).toEqual([[2, null, 'Double Cream 6 x 2L']]);
    expect(summary(readCsv('Product\tSize\tQty\nHollandaise\t6 x 1L\t1\n'))).toEqual([[1, null, 'Hollandaise 6 x 1L']]);
  });

  it('reads headers as people write them, and a count with its container', () => {
    expect(
      summary(readCsv('Product Code,Description,Pack Size,Quantity Required\nBRK10000,Frozen chips,4x2.5kg,2 cases\n')),
    ).toEqual([[2, 'BRK10000', 'Frozen chips 4x2.5kg']]);
  });

  it('reads rows without a header by their whole-number cell', () => {
    expect(summary(readCsv('Mayonnaise 10L,3\n'))).toEqual([[3, null, 'Mayonnaise 10L']]);
  });
});
