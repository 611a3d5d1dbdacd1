import { toCsv } from '../platform/csv';
import { formatPence, parsePounds } from '../platform/money';
import type { StockReport } from './api';
import type { StockTakeLineChange } from './events';
import type { StockReportKind } from './messages';

/** Spec 02 §5: the upload's column order; the download writes the same. */
export const stockTakeCsvHeadings = [
  'id',
  'title',
  'type',
  'size',
  'UoM',
  'supplier',
  'price',
  'sku',
  'previous quantity',
  'received',
  'in stock',
  'wastage',
] as const;
export type StockTakeCsvHeading = (typeof stockTakeCsvHeadings)[number];

/** Spec 02 §5: the first three rows are headers: two lines about the stock take, then the headings. */
export const STOCK_TAKE_CSV_LINES_BEFORE_HEADINGS = 2;

export const periodLabel = (period: { fromPeriod: string; toPeriod: string }) =>
  `${period.fromPeriod}_${period.toPeriod}`;

/** Spec 02 §9 file names. */
export const stockTakeCsvFileName = (period: { fromPeriod: string; toPeriod: string }) =>
  `Stock_take_${periodLabel(period)}.csv`;
export const stockReportCsvFileName = (kind: StockReportKind, period: { fromPeriod: string; toPeriod: string }) =>
  `oms-${kind}-stock-take${periodLabel(period)}.csv`;

export interface CsvSheetLine {
  lineId: string;
  title: string;
  type: string;
  size: string;
  UoM: string;
  supplierTitle: string;
  price: number;
  sku: string;
  lastQuantity: number;
  received: number;
  inStock: number;
  wastage: number;
}

/** Pounds for the sheet: 1250 → "12.50" (no £, so a spreadsheet reads a number). */
export const poundsCell = (pence: number) => formatPence(pence).replace(/[£,]/g, '');

export function stockTakeCsv(
  stockTake: { fromPeriod: string; toPeriod: string; venueTitle: string },
  lines: readonly CsvSheetLine[],
): string {
  return toCsv([
    ['Stock take', `${stockTake.fromPeriod} to ${stockTake.toPeriod}`],
    [stockTake.venueTitle, 'Change in stock, wastage or price; add a row without an id for a new stock product.'],
    [...stockTakeCsvHeadings],
    ...lines.map((line) => [
      line.lineId,
      line.title,
      line.type,
      line.size,
      line.UoM,
      line.supplierTitle,
      poundsCell(line.price),
      line.sku,
      line.lastQuantity,
      line.received,
      line.inStock,
      line.wastage,
    ]),
  ]);
}

/** A row as the upload reads it, after its cells were checked. */
export interface StockTakeCsvRow {
  id: string;
  title: string;
  type: string;
  size: string;
  UoM: string;
  supplier: string;
  /** Pence; null when the cell is empty. */
  price: number | null;
  sku: string;
  inStock: number | null;
  wastage: number | null;
}

/** A spreadsheet's formula guard (a leading apostrophe) is not part of the text. */
export const unguardedCell = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell).trim();

export function parseQuantityCell(cell: string): number | null | 'invalid' {
  const text = cell.trim();
  if (text === '') return null;
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 && value <= 1_000_000 ? Math.round(value * 1000) / 1000 : 'invalid';
}

export function parsePriceCell(cell: string): number | null | 'invalid' {
  const text = cell.trim();
  if (text === '') return null;
  return parsePounds(text) ?? 'invalid';
}

/** An uploaded row against the line it names: only what differs is a change. */
export function changeOfRow(
  row: Pick<StockTakeCsvRow, 'price' | 'inStock' | 'wastage'>,
  line: Pick<CsvSheetLine, 'lineId' | 'price' | 'inStock' | 'wastage'>,
): StockTakeLineChange | null {
  const change: StockTakeLineChange = { lineId: line.lineId };
  if (row.inStock !== null && row.inStock !== line.inStock) change.inStock = row.inStock;
  if (row.wastage !== null && row.wastage !== line.wastage) change.wastage = row.wastage;
  if (row.price !== null && row.price !== line.price) change.price = row.price;
  return Object.keys(change).length > 1 ? change : null;
}

/** oms-{valuation|wastage}-stock-take{period}.csv: each line and the net, VAT and gross totals. */
export function stockReportCsv(report: StockReport): string {
  const quantityHeading = report.kind === 'valuation' ? 'In stock' : 'Wastage';
  return toCsv([
    ['Supplier', 'SKU', 'Product', 'Size', 'UoM', 'Price', quantityHeading, 'Net', 'VAT', 'Gross', 'Usage'],
    ...report.lines.map((line) => [
      line.supplierTitle,
      line.sku,
      line.title,
      line.size,
      line.UoM,
      poundsCell(line.price),
      line.quantity,
      poundsCell(line.value.net),
      poundsCell(line.value.vat),
      poundsCell(line.value.gross),
      line.usage,
    ]),
    [
      'Total',
      '',
      '',
      '',
      '',
      '',
      '',
      poundsCell(report.totals.net),
      poundsCell(report.totals.vat),
      poundsCell(report.totals.gross),
      '',
    ],
  ]);
}
