import { reportLinesOf, type StockReport, type StockReportKind, stockTakeErrors, totalsOf } from '@oms/contracts';
import type { DeepReadonly, VenueDocument } from '@oms/projections';
import { domainErrorOf } from '../platform/commands/domainError';
import type { Platform } from '../platform/platform';
import { venueAddressLines } from '../venues/venueAddress';
import { countedSheet } from './stockTakeSheetView';

/**
 * Spec 02 §2.9 and §9: the valuation report lists lines in stock, the wastage report lines with
 * wastage, each valued price × quantity (× 1.2 with VAT). Only a locked stock take has reports, so a
 * report reads the figures the lock froze.
 */
export async function stockReport(
  platform: Platform,
  venue: DeepReadonly<VenueDocument>,
  stockTakeId: string,
  kind: StockReportKind,
): Promise<StockReport> {
  const sheet = await countedSheet(platform, venue.venueId, stockTakeId);
  if (!sheet.stockTake.isLocked) throw domainErrorOf(stockTakeErrors.notLocked);
  const lines = reportLinesOf(kind, sheet.lines)
    .map((line) => ({
      lineId: line.lineId,
      title: line.title,
      supplierTitle: line.supplierTitle,
      sku: line.sku,
      size: line.size,
      UoM: line.UoM,
      price: line.price,
      hasVat: line.hasVat,
      quantity: line.quantity,
      value: line.value,
      usage: line.usage,
      flag: line.flag,
    }))
    .sort((a, b) => a.supplierTitle.localeCompare(b.supplierTitle) || a.title.localeCompare(b.title));
  return {
    kind,
    stockTake: sheet.stockTake,
    venue: { title: venue.title, address: venueAddressLines(venue) },
    lines,
    totals: totalsOf(lines.map((line) => line.value)),
  };
}
