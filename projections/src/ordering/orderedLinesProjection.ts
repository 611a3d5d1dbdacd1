import {
  acceptedQuantityOf,
  chargedQuantityOf,
  lineSpend,
  type OrderApprovedBySupplier,
  type OrderEvent,
  type ReceiptingEvent,
} from '@oms/contracts';
import { defineProjection, type EventsOf } from '../platform/runner/projection';

export interface OrderedLine {
  productId: string;
  sku: string;
  title: string;
  size: string;
  UoM: string;
  orderedQuantity: number;
  acceptedQuantity: number;
  unitPrice: number;
  hasVat: boolean;
  /** Pence over the accepted quantity. */
  spendExVat: number;
  spend: number;
  /** Spec 01 §3 order line receiptingStatus: the order's receipt status, null until it is receipted. */
  receiptingStatus: string | null;
}

/**
 * One document per supplier order, its lines already priced at what the supplier accepted: the ordered products
 * and spend screens unwind and group these by product, supplier or month over any filter range.
 */
export interface OrderedLinesDocument {
  _id: string;
  venueId: string;
  supplierId: string;
  supplierTitle: string;
  orderedDate: string;
  /** YYYY-MM of the order date, the spend-by-month key. */
  orderedMonth: string;
  placedManually: boolean;
  lines: OrderedLine[];
  /** Sums of the lines, so spend without line filters groups orders instead of unwinding lines. */
  spendExVat: number;
  spend: number;
  [key: string]: unknown;
}

function withTotals<T extends { lines: OrderedLine[] }>(document: T): T & { spendExVat: number; spend: number } {
  return Object.assign({}, document, {
    spendExVat: document.lines.reduce((sum, line) => sum + line.spendExVat, 0),
    spend: document.lines.reduce((sum, line) => sum + line.spend, 0),
  });
}

function pricedLines(
  lines: readonly Omit<OrderedLine, 'acceptedQuantity' | 'spendExVat' | 'spend'>[],
  decision: OrderApprovedBySupplier | null,
): OrderedLine[] {
  return lines.map((line) => {
    const ordered = { productId: line.productId, quantity: line.orderedQuantity };
    // Items accepted count only what a supplier accepted; spend follows what the venue is charged.
    const acceptedQuantity = acceptedQuantityOf(ordered, decision) ?? 0;
    const { spendExVat, spend } = lineSpend(line, chargedQuantityOf(ordered, decision));
    // Assigned, not spread: a spread copy gaining fields is slow to build and read in V8 (see projectedDocument.ts).
    return Object.assign({}, line, { acceptedQuantity, spendExVat, spend });
  });
}

/**
 * A line as placed, before any supplier decision: nothing accepted yet, charged as ordered. Built in one
 * literal, as every order of a replay takes this path (`pricedLines` with no decision gives the same).
 */
function placedLine(line: EventsOf<OrderEvent, 'OrderPlaced'>['data']['lines'][number]): OrderedLine {
  const { spendExVat, spend } = lineSpend(line, line.quantity);
  return {
    productId: line.productId,
    sku: line.sku,
    title: line.title,
    size: line.size,
    UoM: line.UoM,
    orderedQuantity: line.quantity,
    unitPrice: line.unitPrice,
    hasVat: line.hasVat,
    receiptingStatus: null,
    acceptedQuantity: 0,
    spendExVat,
    spend,
  };
}

export const orderedLinesProjection = defineProjection<
  OrderedLinesDocument,
  OrderEvent | EventsOf<ReceiptingEvent, 'GoodsReceipted' | 'ReceiptingChangeDecided'>
>({
  name: 'orderedLines',
  collection: 'orderedLines',
  handles: [
    'OrderPlaced',
    'OrderApprovedBySupplier',
    'OrderLinesAdjustedByAdmin',
    'GoodsReceipted',
    'ReceiptingChangeDecided',
  ],
  indexes: [{ keys: { venueId: 1, orderedDate: -1 } }],
  documentIds: (event) => [event.data.orderId],
  evolve: (document, event) => {
    switch (event.type) {
      case 'OrderPlaced': {
        const order = event.data;
        const lines = order.lines.map(placedLine);
        let spendExVat = 0;
        let spend = 0;
        for (const line of lines) {
          spendExVat += line.spendExVat;
          spend += line.spend;
        }
        return {
          _id: order.orderId,
          venueId: order.venueId,
          supplierId: order.supplierId,
          supplierTitle: order.supplierTitle,
          orderedDate: order.orderedDate,
          orderedMonth: order.orderedDate.slice(0, 7),
          placedManually: order.placedManually,
          lines,
          spendExVat,
          spend,
        };
      }
      case 'OrderApprovedBySupplier':
        if (!document) return null;
        return withTotals({ ...document, lines: pricedLines(document.lines, event.data) });
      case 'OrderLinesAdjustedByAdmin': {
        if (!document) return null;
        // Only the lines the admin changed are priced again; the others keep the supplier's decision.
        const { orderId, lines: changes } = event.data;
        const changed = new Map(changes.map((change) => [change.productId, change]));
        return withTotals({
          ...document,
          lines: document.lines.map((line) => {
            const change = changed.get(line.productId);
            return change ? (pricedLines([line], { orderId, lines: [change], via: 'admin' })[0] ?? line) : line;
          }),
        });
      }
      case 'GoodsReceipted': {
        if (!document) return null;
        const { receiptingStatus } = event.data;
        return { ...document, lines: document.lines.map((line) => ({ ...line, receiptingStatus })) };
      }
      case 'ReceiptingChangeDecided': {
        if (!document) return null;
        const status = event.data.approved ? 'Credit approved by supplier' : 'Rejected by supplier';
        return {
          ...document,
          lines: document.lines.map((line) =>
            line.productId === event.data.productId ? { ...line, receiptingStatus: status } : line,
          ),
        };
      }
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  },
});
