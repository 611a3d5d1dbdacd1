import {
  creditOwed,
  evolveReceipt,
  type LineValues,
  lineStatusOf,
  needsSupplierApproval,
  type OrderLine,
  type Receipt,
  type ReceiptingEvent,
  type ReceiptLine,
  type ReportBody,
  receiptingErrors,
} from '@oms/contracts';
import type { OrderStreamEvent } from '../../ordering/order/order';
import type { Decider } from '../../platform/commands/decider';
import { domainErrorOf } from '../../platform/commands/domainError';

export type ReceiptState = Receipt | null;

export type NewReport = Required<Omit<ReportBody, 'orderId'>> & { reportId: string };

/** Accept & Save ('Saved'), Save & Send ('Sent to supplier') or the full accept of a PO. */
export interface ReceiptGoods {
  type: 'ReceiptGoods';
  receiptingStatus: 'Saved' | 'Full accept' | 'Sent to supplier';
  reports: NewReport[];
}

/** The supplier's answers from the signed link: one per change waiting on this order. */
export interface DecideChanges {
  type: 'DecideChanges';
  answers: { productId: string; reportId: string; approved: boolean; quantity: number }[];
}

export interface ResolveCreditNote {
  type: 'ResolveCreditNote';
  productId: string;
  reportId: string;
}

export interface AddProductToOrder {
  type: 'AddProductToOrder';
  line: OrderLine;
}

export interface DeleteManualOrder {
  type: 'DeleteManualOrder';
}

/** The three-way match found the invoice above what was received, beyond the tolerance. */
export interface RaiseInvoiceMismatch {
  type: 'RaiseInvoiceMismatch';
  reportId: string;
  invoiceId: string;
  orderedPence: number;
  receivedPence: number;
  invoicedPence: number;
  tolerancePence: number;
  creditPence: number;
}

export type ReceiptCommand =
  | ReceiptGoods
  | DecideChanges
  | ResolveCreditNote
  | AddProductToOrder
  | DeleteManualOrder
  | RaiseInvoiceMismatch;

const onPurchaseOrder = (receipt: Receipt) => ({
  orderId: receipt.orderId,
  venueId: receipt.venueId,
  supplierId: receipt.supplierId,
  poNumber: receipt.poNumber,
});

const waitingAnswer = (line: ReceiptLine) =>
  line.report?.lineStatus === 'Sent to supplier' && line.report.supplierApproved === null;

function reportEvent(receipt: Receipt, report: NewReport): ReceiptingEvent {
  const line = receipt.lines.find((candidate) => candidate.productId === report.productId);
  if (!line) throw domainErrorOf(receiptingErrors.lineNotOnOrder);
  if (report.error === 'Something Else' && report.notes.trim() === '') {
    throw domainErrorOf(receiptingErrors.commentsRequired);
  }
  if (report.quantity > line.orderedQuantity) throw domainErrorOf(receiptingErrors.quantityAboveOrdered);
  if (report.error === 'Weighted item' && report.weight === null) throw domainErrorOf(receiptingErrors.weightRequired);
  const updated: LineValues = {
    quantity: report.quantity,
    price: report.price,
    sku: report.sku.trim() || line.agreed.sku,
    size: report.size.trim() || line.agreed.size,
    title: report.title.trim() || line.agreed.title,
  };
  return {
    type: 'ReceiptingErrorReported',
    data: {
      ...onPurchaseOrder(receipt),
      productId: line.productId,
      reportId: report.reportId,
      error: report.error,
      notes: report.notes.trim(),
      previous: line.agreed,
      updated,
      weight: report.error === 'Weighted item' ? report.weight : null,
      lineStatus: lineStatusOf(report.error),
    },
  };
}

function decideReceipt(command: ReceiptGoods, receipt: Receipt): ReceiptingEvent[] {
  if (receipt.supplierStatus === 'received') throw domainErrorOf(receiptingErrors.waitingOnSupplier);
  if (receipt.lines.some(waitingAnswer)) throw domainErrorOf(receiptingErrors.waitingOnSupplier);
  const answered =
    receipt.receiptingStatus === 'Credit approved by supplier' || receipt.receiptingStatus === 'Rejected by supplier';
  if (command.receiptingStatus === 'Full accept' && answered) throw domainErrorOf(receiptingErrors.alreadyReceipted);
  const reports = command.receiptingStatus === 'Full accept' ? [] : command.reports;
  const forSupplier = reports.some((report) => needsSupplierApproval(report.error));
  if (command.receiptingStatus === 'Saved' && forSupplier) throw domainErrorOf(receiptingErrors.changesPending);
  if (reports.length === 0 && receipt.receiptingStatus === command.receiptingStatus) return [];
  const status = command.receiptingStatus === 'Sent to supplier' && !forSupplier ? 'Saved' : command.receiptingStatus;
  return [
    ...reports.map((report) => reportEvent(receipt, report)),
    { type: 'GoodsReceipted', data: { ...onPurchaseOrder(receipt), receiptingStatus: status } },
  ];
}

function decideAnswers(command: DecideChanges, receipt: Receipt, orderedOn: string): ReceiptingEvent[] {
  const waiting = receipt.lines.filter(waitingAnswer);
  if (waiting.length === 0) throw domainErrorOf(receiptingErrors.alreadyDecided);
  const answers = new Map(command.answers.map((answer) => [`${answer.productId}:${answer.reportId}`, answer]));
  if (answers.size !== command.answers.length || answers.size !== waiting.length) {
    throw domainErrorOf(receiptingErrors.everyLineDecided);
  }
  return waiting.map((line) => {
    const report = line.report as NonNullable<ReceiptLine['report']>;
    const answer = answers.get(`${line.productId}:${report.reportId}`);
    if (!answer) throw domainErrorOf(receiptingErrors.everyLineDecided);
    if (answer.quantity > line.orderedQuantity) throw domainErrorOf(receiptingErrors.quantityAboveOrdered);
    // A rejected change leaves the line as it stood, at the catalogue price it was ordered at.
    const agreed = answer.approved
      ? { ...report.updated, quantity: answer.quantity }
      : { ...report.previous, price: line.orderedPrice };
    return {
      type: 'ReceiptingChangeDecided',
      data: {
        ...onPurchaseOrder(receipt),
        productId: line.productId,
        reportId: report.reportId,
        approved: answer.approved,
        error: report.error,
        supplierTitle: receipt.supplierTitle,
        orderedDate: orderedOn,
        sku: line.sku,
        title: line.title,
        ordered: report.previous,
        agreed,
        creditPence: answer.approved ? creditOwed(report.previous, agreed) : 0,
      },
    };
  });
}

function decideResolution(command: ResolveCreditNote, receipt: Receipt): ReceiptingEvent[] {
  const line = receipt.lines.find((candidate) => candidate.productId === command.productId);
  const report = line?.report;
  if (!report || report.reportId !== command.reportId || !report.supplierApproved || report.creditPence <= 0) {
    throw domainErrorOf(receiptingErrors.creditNoteNotFound);
  }
  if (report.resolved) return [];
  return [
    {
      type: 'CreditNoteResolved',
      data: { ...onPurchaseOrder(receipt), productId: command.productId, reportId: command.reportId },
    },
  ];
}

export function decideReceiptCommand(command: ReceiptCommand, state: ReceiptState): ReceiptingEvent[] {
  if (!state || state.deleted) throw domainErrorOf(receiptingErrors.purchaseOrderNotFound);
  switch (command.type) {
    case 'ReceiptGoods':
      return decideReceipt(command, state);
    case 'DecideChanges':
      return decideAnswers(command, state, state.orderedDate);
    case 'ResolveCreditNote':
      return decideResolution(command, state);
    case 'AddProductToOrder':
      if (state.lines.some((line) => line.productId === command.line.productId)) {
        throw domainErrorOf(receiptingErrors.productAlreadyOnOrder);
      }
      return [{ type: 'ReceiptingProductAdded', data: { ...onPurchaseOrder(state), line: command.line } }];
    case 'DeleteManualOrder':
      if (!state.placedManually) throw domainErrorOf(receiptingErrors.onlyManualOrders);
      return [{ type: 'ReceiptingOrderDeleted', data: onPurchaseOrder(state) }];
    case 'RaiseInvoiceMismatch': {
      // One credit request per invoice: a re-check of the same invoice asks nothing more.
      if (state.mismatchInvoiceIds.includes(command.invoiceId) || command.creditPence <= 0) return [];
      const { type, ...mismatch } = command;
      return [{ type: 'InvoiceMismatchRaised', data: { ...onPurchaseOrder(state), ...mismatch } }];
    }
    default: {
      const unhandled: never = command;
      return unhandled;
    }
  }
}

/** Receipting's rules over the order's stream; the order's own events give it the lines and the supplier's answers. */
export const receiptDecider: Decider<ReceiptState, ReceiptCommand, OrderStreamEvent> = {
  initialState: () => null,
  evolve: (state, event) => evolveReceipt(state, event),
  decide: decideReceiptCommand,
};
