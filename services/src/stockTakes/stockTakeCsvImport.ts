import {
  changeOfRow,
  parsePriceCell,
  parseQuantityCell,
  STOCK_TAKE_CSV_LINES_BEFORE_HEADINGS,
  type StockTakeCsvRow,
  type StockTakeLineChange,
  type StockTakeProductToAdd,
  stockTakeCsvHeadings,
  stockTakeErrors,
  stockTakeMessages,
  unguardedCell,
} from '@oms/contracts';
import { z } from 'zod';
import type { AppliedRow, CsvImportKind } from '../platform/csvImport/csvImport';
import type { Platform } from '../platform/platform';
import { saveStockTake } from './stockTakeService';
import { countedSheet } from './stockTakeSheetView';

const invalid = (ctx: z.RefinementCtx, path: string, message: string) => {
  ctx.addIssue({ code: 'custom', path: [path], message });
  return z.NEVER;
};

/** Spec 02 §5: id, title, type, size, UoM, supplier, price, sku, previous quantity, received, in stock, wastage. */
const stockTakeCsvRow = z.record(z.string(), z.string()).transform((cells, ctx): StockTakeCsvRow => {
  const price = parsePriceCell(unguardedCell(cells.price ?? ''));
  if (price === 'invalid') return invalid(ctx, 'price', 'Price must be an amount in pounds, such as 12.50');
  const inStock = parseQuantityCell(cells['in stock'] ?? '');
  if (inStock === 'invalid') return invalid(ctx, 'in stock', 'In stock must be a number of at least 0');
  const wastage = parseQuantityCell(cells.wastage ?? '');
  if (wastage === 'invalid') return invalid(ctx, 'wastage', 'Wastage must be a number of at least 0');
  return {
    id: unguardedCell(cells.id ?? ''),
    title: unguardedCell(cells.title ?? ''),
    type: unguardedCell(cells.type ?? ''),
    size: unguardedCell(cells.size ?? ''),
    UoM: unguardedCell(cells.UoM ?? ''),
    supplier: unguardedCell(cells.supplier ?? ''),
    price,
    sku: unguardedCell(cells.sku ?? ''),
    inStock,
    wastage,
  };
});

/**
 * Upload CSV on a stock take: a row with an id changes that line's in stock, wastage or price; a
 * row without one adds a stock product (title, supplier and a price above 0, as the form asks); a
 * row with neither title nor id is dropped. The whole file is one Save changes.
 */
export function stockTakeCsvImport(
  platform: Platform,
  venueId: string,
  stockTakeId: string,
): CsvImportKind<StockTakeCsvRow> {
  return {
    kind: 'stockTake',
    headings: stockTakeCsvHeadings,
    linesBeforeHeadings: STOCK_TAKE_CSV_LINES_BEFORE_HEADINGS,
    positional: { optionalHeading: 'UoM' },
    row: stockTakeCsvRow as unknown as z.ZodType<StockTakeCsvRow, Record<string, string>>,
    label: (cells) => cells.title || cells.id || '(no title)',
    async apply(rows, context) {
      const sheet = await countedSheet(platform, venueId, stockTakeId);
      const lines = new Map(sheet.lines.map((line) => [line.lineId, line]));
      const toUpdate: StockTakeLineChange[] = [];
      const toAdd: StockTakeProductToAdd[] = [];
      const outcomes: AppliedRow[] = rows.map(({ row }) => {
        if (!row.id && !row.title) return { outcome: 'skipped', reason: 'No title or id: dropped' };
        if (row.id) {
          const line = lines.get(row.id);
          if (!line) return { outcome: 'rejected', reason: stockTakeErrors.unknownLine.message };
          const change = changeOfRow(row, line);
          if (!change) return { outcome: 'skipped', reason: 'No change' };
          if (line.onSheet) toUpdate.push(change);
          else
            toAdd.push({
              productId: line.productId ?? row.id,
              inStock: change.inStock ?? line.inStock,
              wastage: change.wastage ?? line.wastage,
            });
          return { outcome: 'updated' };
        }
        if (!row.supplier || !row.price || row.price <= 0) {
          return {
            outcome: 'rejected',
            reason: `${stockTakeMessages.fillRequiredFields}: ${stockTakeMessages.requiredFieldsDescription}`,
          };
        }
        toAdd.push({
          title: row.title,
          supplierTitle: row.supplier,
          type: row.type,
          size: row.size,
          UoM: row.UoM,
          sku: row.sku,
          price: row.price,
          inStock: row.inStock ?? 0,
          wastage: row.wastage ?? 0,
        });
        return { outcome: 'created' };
      });
      if (toUpdate.length > 0 || toAdd.length > 0) {
        await saveStockTake(platform, venueId, stockTakeId, { toAdd, toUpdate }, context);
      }
      return outcomes;
    },
  };
}
