import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import {
  type CsvSheetLine,
  changeOfRow,
  parsePriceCell,
  parseQuantityCell,
  STOCK_TAKE_CSV_LINES_BEFORE_HEADINGS,
  stockReportCsv,
  stockReportCsvFileName,
  stockTakeCsv,
  stockTakeCsvFileName,
  stockTakeCsvHeadings,
  unguardedCell,
} from './csv';

const sheetLine: fc.Arbitrary<CsvSheetLine> = fc.record({
  lineId: fc.stringMatching(/^[a-z0-9-]{1,12}$/),
  title: fc.string({ maxLength: 30 }),
  type: fc.string({ maxLength: 10 }),
  size: fc.string({ maxLength: 10 }),
  UoM: fc.constantFrom('Each', 'Kg', 'g', 'Box'),
  supplierTitle: fc.string({ maxLength: 20 }),
  price: fc.integer({ min: 0, max: 10_000_000 }),
  sku: fc.string({ maxLength: 10 }),
  lastQuantity: fc.integer({ min: 0, max: 500 }),
  received: fc.integer({ min: 0, max: 500 }),
  inStock: fc.oneof(
    fc.integer({ min: 0, max: 5000 }),
    fc.double({ min: 0, max: 5000, noNaN: true }).map((value) => Math.round(value * 1000) / 1000),
  ),
  wastage: fc.integer({ min: 0, max: 50 }),
});

describe('stock take CSV (spec 02 §5, §9)', () => {
  it('names its files by period', () => {
    const period = { fromPeriod: '2026-11-01', toPeriod: '2026-11-30' };
    expect(stockTakeCsvFileName(period)).toBe('Stock_take_2026-11-01_2026-11-30.csv');
    expect(stockReportCsvFileName('valuation', period)).toBe('oms-valuation-stock-take2026-11-01_2026-11-30.csv');
    expect(stockReportCsvFileName('wastage', period)).toBe('oms-wastage-stock-take2026-11-01_2026-11-30.csv');
  });

  it('downloaded then read back unchanged, changes nothing', () => {
    fc.assert(
      fc.property(fc.uniqueArray(sheetLine, { selector: (line) => line.lineId, maxLength: 20 }), (lines) => {
        const csv = stockTakeCsv({ fromPeriod: '2026-11-01', toPeriod: '2026-11-30', venueTitle: '=Crown' }, lines);
        // Read back as the upload reads it: the headings name the delimiter (csvDelimiterOf), so a
        // product name holding semicolons cannot make the file read as semicolon-separated.
        const rows = Papa.parse<string[]>(csv, { skipEmptyLines: false, delimiter: ',' }).data;
        expect(rows[STOCK_TAKE_CSV_LINES_BEFORE_HEADINGS]).toEqual([...stockTakeCsvHeadings]);
        const data = rows.slice(STOCK_TAKE_CSV_LINES_BEFORE_HEADINGS + 1);
        expect(data).toHaveLength(lines.length);
        data.forEach((cells, index) => {
          const line = lines[index] as CsvSheetLine;
          expect(unguardedCell(cells[0] ?? '')).toBe(line.lineId);
          const row = {
            price: parsePriceCell(cells[6] ?? '') as number | null,
            inStock: parseQuantityCell(cells[10] ?? '') as number | null,
            wastage: parseQuantityCell(cells[11] ?? '') as number | null,
          };
          expect(changeOfRow(row, line)).toBeNull();
        });
      }),
    );
  });

  it('writes a report with its lines in pounds and the net, VAT and gross totals last', () => {
    const report = {
      kind: 'valuation' as const,
      stockTake: {
        stockTakeId: 'st-1',
        venueId: 'v1',
        fromPeriod: '2026-11-01',
        toPeriod: '2026-11-30',
        prevStockTakeId: null,
        isLocked: true,
        lockedAt: null,
        createdAt: '2026-11-30T10:00:00.000Z',
        lineCount: 1,
      },
      venue: { title: 'Crown', address: [] },
      lines: [
        {
          lineId: 'l1',
          title: 'Beef',
          supplierTitle: 'Brakes',
          sku: 'B1',
          size: '1',
          UoM: 'Kg',
          price: 1500,
          hasVat: true,
          quantity: 1.5,
          value: { net: 2250, vat: 450, gross: 2700 },
          usage: 2,
          flag: null,
        },
      ],
      totals: { net: 2250, vat: 450, gross: 2700 },
    };
    const rows = stockReportCsv(report).split('\r\n');
    expect(rows[0]).toBe('Supplier,SKU,Product,Size,UoM,Price,In stock,Net,VAT,Gross,Usage');
    expect(rows[1]).toBe('Brakes,B1,Beef,1,Kg,15.00,1.5,22.50,4.50,27.00,2');
    expect(rows[2]).toBe('Total,,,,,,,22.50,4.50,27.00,');
  });

  it('keeps a spreadsheet from running a cell as a formula', () => {
    const csv = stockTakeCsv({ fromPeriod: '2026-11-01', toPeriod: '2026-11-30', venueTitle: 'Crown' }, [
      {
        lineId: 'x',
        title: '=HYPERLINK("http://evil")',
        type: '',
        size: '',
        UoM: 'Each',
        supplierTitle: '+Brakes',
        price: 100,
        sku: '',
        lastQuantity: 0,
        received: 0,
        inStock: 1,
        wastage: 0,
      },
    ]);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(csv).toContain(`"'+Brakes"`);
  });
});
