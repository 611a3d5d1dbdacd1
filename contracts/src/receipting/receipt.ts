import type { OrderEvent, OrderLine } from '../ordering/events';
import { adjustedDecision, type SupplierStatus, supplierStatusOf } from '../ordering/events';
import { businessDateOf } from '../platform/dates';
import { formatPence } from '../platform/money';
import type { ReceiptingStatus } from './errorTypes';
import type { LineValues, ReceiptingErrorReported, ReceiptingEvent } from './events';
import { invoiceDifferenceProductId, invoiceDifferenceTitle, purchaseOrderKeyOf } from './events';
import { lineSpendOf, orderedSpend, purchaseOrderSpend, spendQuantityOf } from './spend';

/** The latest report on a line and what became of it. */
export interface ReceiptReport {
  reportId: string;
  error: ReceiptingErrorReported['error'];
  notes: string;
  previous: LineValues;
  updated: LineValues;
  weight: number | null;
  lineStatus: ReceiptingErrorReported['lineStatus'];
  supplierApproved: boolean | null;
  creditPence: number;
  resolved: boolean;
}

export interface ReceiptLine {
  productId: string;
  title: string;
  sku: string;
  size: string;
  UoM: string;
  hasVat: boolean;
  orderedQuantity: number;
  orderedPrice: number;
  /** The supplier's answer on the order (spec 01): null until it answered. */
  supplierConfirmed: boolean | null;
  /** What the line stands at now: the supplier's decision, then each accepted or approved change. */
  agreed: LineValues;
  /** True once something (a decision, a change) set the agreed quantity. */
  quantityAgreed: boolean;
  added: boolean;
  report: ReceiptReport | null;
}

/** One order as receipting sees it: the fold of its stream, shared by the decider and the read model. */
export interface Receipt {
  orderId: string;
  venueId: string;
  supplierId: string;
  supplierTitle: string;
  poNumber: string;
  orderedDate: string;
  /** The day the supplier delivers (its next delivery day when it does not deliver the day asked). */
  deliveryDay: string;
  placedVia: string;
  placedManually: boolean;
  supplierStatus: SupplierStatus;
  /** Business date the supplier answered the order, when known. */
  decidedOn: string | null;
  lines: ReceiptLine[];
  receiptingStatus: ReceiptingStatus | null;
  deleted: boolean;
  mismatchInvoiceIds: string[];
}

function lineOf(line: OrderLine, added: boolean): ReceiptLine {
  return {
    productId: line.productId,
    title: line.title,
    sku: line.sku,
    size: line.size,
    UoM: line.UoM,
    hasVat: line.hasVat,
    orderedQuantity: line.quantity,
    orderedPrice: line.unitPrice,
    supplierConfirmed: added ? true : null,
    agreed: { quantity: line.quantity, price: line.unitPrice, sku: line.sku, size: line.size, title: line.title },
    quantityAgreed: false,
    added,
    report: null,
  };
}

const mapLine = (receipt: Receipt, productId: string, change: (line: ReceiptLine) => ReceiptLine): Receipt => ({
  ...receipt,
  lines: receipt.lines.map((line) => (line.productId === productId ? change(line) : line)),
});

/** Once every change sent is answered, the receipt says how the supplier answered. */
function statusAfterAnswers(receipt: Receipt): ReceiptingStatus | null {
  const sent = receipt.lines.flatMap((line) =>
    line.report && line.report.lineStatus === 'Sent to supplier' ? [line.report] : [],
  );
  if (sent.length === 0 || sent.some((report) => report.supplierApproved === null)) return receipt.receiptingStatus;
  return sent.some((report) => report.supplierApproved) ? 'Credit approved by supplier' : 'Rejected by supplier';
}

export function evolveReceipt(
  receipt: Receipt | null,
  event: OrderEvent | ReceiptingEvent,
  recordedAt?: string,
): Receipt | null {
  switch (event.type) {
    case 'OrderPlaced': {
      const order = event.data;
      return {
        orderId: order.orderId,
        venueId: order.venueId,
        supplierId: order.supplierId,
        supplierTitle: order.supplierTitle,
        poNumber: purchaseOrderKeyOf(order),
        orderedDate: order.orderedDate,
        deliveryDay: order.requiredDeliveryDay,
        placedVia: order.placedVia,
        placedManually: order.placedManually,
        supplierStatus: order.placedManually ? 'confirmed' : 'received',
        decidedOn: null,
        lines: order.lines.map((line) => lineOf(line, false)),
        receiptingStatus: null,
        deleted: false,
        mismatchInvoiceIds: [],
      };
    }
    case 'OrderApprovedBySupplier':
    case 'OrderLinesAdjustedByAdmin': {
      if (!receipt) return null;
      const decision =
        event.type === 'OrderApprovedBySupplier'
          ? event.data
          : adjustedDecision(
              {
                orderId: receipt.orderId,
                via: 'admin',
                lines: receipt.lines
                  .filter((line) => !line.added && line.supplierConfirmed !== null)
                  .map((line) => ({
                    productId: line.productId,
                    confirmed: line.supplierConfirmed === true,
                    updatedQuantity: line.agreed.quantity,
                  })),
              },
              event.data,
            );
      const answers = new Map(decision.lines.map((line) => [line.productId, line]));
      const lines = receipt.lines.map((line) => {
        const answer = answers.get(line.productId);
        if (!answer || line.added) return line;
        return {
          ...line,
          supplierConfirmed: answer.confirmed,
          agreed: { ...line.agreed, quantity: answer.confirmed ? answer.updatedQuantity : 0 },
          quantityAgreed: true,
        };
      });
      const ordered = receipt.lines
        .filter((line) => !line.added)
        .map((line) => ({ productId: line.productId, quantity: line.orderedQuantity }));
      return {
        ...receipt,
        lines,
        supplierStatus: supplierStatusOf(ordered, decision),
        decidedOn: receipt.decidedOn ?? (recordedAt ? businessDateOf(recordedAt) : null),
      };
    }
    case 'ReceiptingErrorReported': {
      if (!receipt) return null;
      const report = event.data;
      return mapLine(receipt, report.productId, (line) => ({
        ...line,
        // Weighed lines and invoice adjustments take effect at once; the others wait for the supplier.
        ...(report.lineStatus === 'Accepted' ? { agreed: report.updated, quantityAgreed: true } : {}),
        report: {
          reportId: report.reportId,
          error: report.error,
          notes: report.notes,
          previous: report.previous,
          updated: report.updated,
          weight: report.weight,
          lineStatus: report.lineStatus,
          supplierApproved: null,
          creditPence: 0,
          resolved: false,
        },
      }));
    }
    case 'GoodsReceipted':
      return receipt ? { ...receipt, receiptingStatus: event.data.receiptingStatus } : null;
    case 'ReceiptingChangeDecided': {
      if (!receipt) return null;
      const answer = event.data;
      const answered = mapLine(receipt, answer.productId, (line) =>
        line.report?.reportId === answer.reportId
          ? {
              ...line,
              agreed: answer.agreed,
              quantityAgreed: true,
              report: { ...line.report, supplierApproved: answer.approved, creditPence: answer.creditPence },
            }
          : line,
      );
      return { ...answered, receiptingStatus: statusAfterAnswers(answered) };
    }
    case 'CreditNoteResolved': {
      if (!receipt) return null;
      const { reportId } = event.data;
      return mapLine(receipt, event.data.productId, (line) =>
        line.report?.reportId === reportId ? { ...line, report: { ...line.report, resolved: true } } : line,
      );
    }
    case 'ReceiptingProductAdded':
      return receipt ? { ...receipt, lines: [...receipt.lines, lineOf(event.data.line, true)] } : null;
    case 'ReceiptingOrderDeleted':
      return receipt ? { ...receipt, deleted: true } : null;
    case 'InvoiceMismatchRaised': {
      if (!receipt) return null;
      const mismatch = event.data;
      const title = invoiceDifferenceTitle;
      const owed = { quantity: 1, price: mismatch.creditPence, sku: '', size: '', title };
      // The difference as a line of its own, priced at nothing: it changes no spend, only what is owed back.
      const line: ReceiptLine = {
        productId: invoiceDifferenceProductId(mismatch.invoiceId),
        title,
        sku: '',
        size: '',
        UoM: '',
        hasVat: false,
        orderedQuantity: 1,
        orderedPrice: 0,
        supplierConfirmed: true,
        agreed: { ...owed, price: 0 },
        quantityAgreed: false,
        added: true,
        report: {
          reportId: mismatch.reportId,
          error: 'Supplier / Invoice adjustment',
          notes: `Invoiced ${formatPence(mismatch.invoicedPence)} against ${formatPence(mismatch.receivedPence)} received`,
          previous: owed,
          updated: { ...owed, quantity: 0 },
          weight: null,
          lineStatus: 'Sent to supplier',
          supplierApproved: null,
          creditPence: 0,
          resolved: false,
        },
      };
      return {
        ...receipt,
        lines: [...receipt.lines, line],
        mismatchInvoiceIds: [...receipt.mismatchInvoiceIds, mismatch.invoiceId],
      };
    }
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

/** The four-step spend inputs of a line as it stands. */
export function spendLineOf(line: ReceiptLine) {
  const waiting = line.report && line.report.supplierApproved === null && line.report.lineStatus === 'Sent to supplier';
  return {
    price: line.agreed.price,
    quantity: line.orderedQuantity,
    updatedQuantity: line.quantityAgreed ? line.agreed.quantity : null,
    receiptedQuantity: waiting ? (line.report?.updated.quantity ?? null) : null,
    weight: line.report?.lineStatus === 'Accepted' ? (line.report.weight ?? null) : null,
  };
}

export const receiptLineSpend = (line: ReceiptLine) => lineSpendOf(spendLineOf(line));

/** What was received on a line by the four-step rule: the weight, else the agreed, receipted or ordered quantity. */
export const receiptLineReceivedQuantity = (line: ReceiptLine) => spendQuantityOf(spendLineOf(line));

export function receiptTotals(lines: readonly ReceiptLine[]) {
  return {
    totalSpendOrdered: orderedSpend(
      lines.filter((line) => !line.added).map((line) => ({ price: line.orderedPrice, quantity: line.orderedQuantity })),
    ),
    totalSpendReceived: purchaseOrderSpend(lines.map(spendLineOf)),
  };
}

/** Spec 02 §4 per-line words. */
export function lineStatusText(line: ReceiptLine): string | null {
  const report = line.report;
  if (report) {
    if (report.lineStatus === 'Accepted') return 'Accepted';
    if (report.supplierApproved === true) return 'Credit approved by supplier';
    if (report.supplierApproved === false) return 'Rejected by supplier';
    return 'Sent to supplier';
  }
  if (line.supplierConfirmed === false) return 'Rejected by Supplier';
  return null;
}

/** The credit a supplier owes for a line when it approves a change: what the line stood at, less what was agreed. */
export function creditOwed(before: LineValues, agreed: LineValues): number {
  return Math.max(0, Math.round(before.quantity * before.price - agreed.quantity * agreed.price));
}
