import { addBusinessDays, type Receipt, type ReceiptLine, type ReceivedSource } from '@oms/contracts';
import { readModels } from '@oms/projections';
import type { Platform } from '../platform/platform';

export interface ReceivedProduct {
  productId: string;
  supplierId: string;
  supplierTitle: string;
  line: ReceiptLine;
  quantity: number;
  source: ReceivedSource;
}

/** What a receipted line says arrived: the weight or quantity a report recorded, else the agreed quantity. */
function receivedQuantityOf(line: ReceiptLine): number {
  const report = line.report;
  if (report?.lineStatus === 'Accepted') return report.weight ?? report.updated.quantity;
  if (report) return report.updated.quantity;
  return line.supplierConfirmed === false ? 0 : line.agreed.quantity;
}

/** Ordered, not receipted yet: what the supplier agreed to send (nothing for a line it refused). */
const orderedQuantityOf = (line: ReceiptLine) => (line.supplierConfirmed === false ? 0 : line.agreed.quantity);

/** The first day counted as received: the day after the previous stock take ended, or this one's start. */
export function receivedFromOf(fromPeriod: string, previousToPeriod: string | null): string {
  return previousToPeriod ? addBusinessDays(previousToPeriod, 1) : fromPeriod;
}

/**
 * Everything delivered to the venue from `from` to `to` (by delivery day), per product: receipted
 * quantities where the order was receipted, ordered quantities where it was not.
 */
export async function receivedBetween(platform: Platform, venueId: string, from: string, to: string) {
  const receipts = (await readModels.receipts
    .in(platform.readStore)
    .find({ venueId, deliveryDay: { $gte: from, $lte: to }, deleted: false }, { limit: 10_000 })) as Receipt[];
  const byProduct = new Map<string, ReceivedProduct>();
  for (const receipt of receipts) {
    const receipted = receipt.receiptingStatus !== null;
    for (const line of receipt.lines) {
      const quantity = receipted ? receivedQuantityOf(line) : orderedQuantityOf(line);
      const source: ReceivedSource = receipted ? 'receipted' : 'ordered';
      const known = byProduct.get(line.productId);
      if (known) {
        known.quantity = Math.round((known.quantity + quantity) * 1000) / 1000;
        // One order not receipted is enough for the figure to be partly an ordered one.
        if (source === 'ordered') known.source = 'ordered';
      } else {
        byProduct.set(line.productId, {
          productId: line.productId,
          supplierId: receipt.supplierId,
          supplierTitle: receipt.supplierTitle,
          line,
          quantity,
          source,
        });
      }
    }
  }
  return byProduct;
}
