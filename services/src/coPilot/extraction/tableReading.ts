import Papa from 'papaparse';
import type { WrittenLine } from './lineReading';

/**
 * Order lines from tables: pipe tables in the text ("2 | Basmati Rice | 10kg"), HTML tables (made
 * pipe tables by orderText) and CSV attachments (any delimiter). A header row names the columns;
 * without one, the whole-number cell is the quantity and the rest the product.
 */
const quantityHeader = /\b(qty|qnty|quantity|quantities|amount|no\.?|number|units|count|cases|how many)\b/i;
const skuHeader = /\b(sku|code|ref|reference|item no\.?|product id|article|plu)\b/i;
const productHeader = /\b(product|products|description|item|items|name|details|goods)\b/i;
const sizeHeader = /\b(size|pack|packsize|format|weight|unit size)\b/i;

interface Columns {
  quantity: number;
  sku: number;
  product: number[];
}

const columnsOf = (header: string[]): Columns | null => {
  const cells = header.map((cell) => cell.trim());
  // A header names things; a row of an order has a quantity in it.
  if (cells.some((cell) => /^\d+(\.\d+)?$/.test(cell))) return null;
  const sku = cells.findIndex((cell) => skuHeader.test(cell));
  const isSize = (cell: string) => sizeHeader.test(cell) && !/\b(qty|quantity|how many)\b/i.test(cell);
  const quantity = cells.findIndex((cell, index) => index !== sku && quantityHeader.test(cell) && !isSize(cell));
  if (quantity < 0) return null;
  const product = cells.flatMap((cell, index) =>
    index !== sku && index !== quantity && (productHeader.test(cell) || isSize(cell)) ? [index] : [],
  );
  return { quantity, sku, product };
};

const wholeNumber = /^\d+(\.\d+)?$/;
const skuLike = /^[A-Z]{2,6}-?\d{3,8}$/i;

const rowLine = (cells: string[], columns: Columns | null): WrittenLine | null => {
  const trimmed = cells.map((cell) => cell.trim());
  if (trimmed.every((cell) => !cell)) return null;
  let quantityIndex = columns?.quantity ?? -1;
  if (quantityIndex < 0) {
    const numeric = trimmed.flatMap((cell, index) => (wholeNumber.test(cell) ? [index] : []));
    quantityIndex = numeric[0] ?? -1;
    if (quantityIndex < 0) return null;
  }
  // "2", "2 cases", "x2": the number the cell starts with.
  const quantityCell = /^(?:x\s*)?(\d+(?:\.\d+)?)\b/i.exec(trimmed[quantityIndex] ?? '');
  const quantity = quantityCell ? Number(quantityCell[1]) : null;
  if (quantity === null || quantity <= 0) return null;
  const skuIndex = columns && columns.sku >= 0 ? columns.sku : trimmed.findIndex((cell) => skuLike.test(cell));
  const sku = skuIndex >= 0 && skuLike.test(trimmed[skuIndex] ?? '') ? (trimmed[skuIndex] ?? null) : null;
  const productCells =
    columns && columns.product.length > 0
      ? columns.product.map((index) => trimmed[index] ?? '')
      : trimmed.filter((_, index) => index !== quantityIndex && index !== skuIndex);
  const productText = productCells.filter(Boolean).join(' ').trim();
  if (!productText && !sku) return null;
  return {
    source: trimmed.filter(Boolean).join(' | '),
    quantity,
    productTexts: productText ? [productText] : [],
    sku,
    packHint: null,
    listed: true,
  };
};

/** Reads rows of cells, the first possibly a header. */
export const readTableRows = (rows: string[][]): WrittenLine[] => {
  const filled = rows.filter((row) => row.some((cell) => cell.trim()));
  if (filled.length === 0) return [];
  const columns = columnsOf(filled[0] ?? []);
  const body = columns || (filled[0] ?? []).every((cell) => !/\d/.test(cell)) ? filled.slice(1) : filled;
  return body.flatMap((row) => rowLine(row, columns) ?? []);
};

/** Pipe tables in lines of text: each run of lines with at least two "|" cells. */
export const readPipeTables = (lines: string[]): WrittenLine[] => {
  const found: WrittenLine[] = [];
  let run: string[][] = [];
  const flush = () => {
    if (run.length >= 2) found.push(...readTableRows(run));
    run = [];
  };
  for (const line of lines) {
    const cells = line
      .replace(/^\s*\|/, '')
      .replace(/\|\s*$/, '')
      .split('|');
    // Blank lines and "---|---" rules do not end a table: HTML tables come out with both.
    if (!line.trim() || /^[\s|:+-]+$/.test(line)) continue;
    if (line.includes('|') && cells.length >= 2) run.push(cells);
    else flush();
  }
  flush();
  return found;
};

/** A CSV attachment's rows (comma, semicolon, tab or pipe: papaparse finds the delimiter). */
export const readCsv = (text: string): WrittenLine[] => {
  const parsed = Papa.parse<string[]>(text.trim(), { skipEmptyLines: true });
  return readTableRows(parsed.data);
};
