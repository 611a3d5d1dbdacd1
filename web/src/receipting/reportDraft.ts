import {
  needsSupplierApproval,
  type PurchaseOrder,
  type ReceiptingErrorType,
  type ReceiptingLine,
  type ReportBody,
} from '@oms/contracts';

/** A report made on the screen and not saved yet. */
export type ReportDraft = Required<ReportBody> & { error: ReceiptingErrorType };

export const lineKey = (line: Pick<ReceiptingLine, 'orderId' | 'productId'>) => `${line.orderId}\n${line.productId}`;
export const purchaseOrderKey = (po: Pick<PurchaseOrder, 'supplierId' | 'poNumber'>) =>
  `${po.supplierId}\n${po.poNumber}`;

export type DraftsByLine = Record<string, ReportDraft>;

/**
 * Spec 02 §4 enablement. Save & Send: some report made and waiting to go to the supplier.
 * Accept & Save: nothing reported, or every report is one accepted without the supplier, or the
 * order already has a status.
 */
export function receiptActions(po: PurchaseOrder, drafts: readonly ReportDraft[]) {
  const waiting = po.status === 'Received' || po.pendingChanges > 0;
  const forSupplier = drafts.some((draft) => needsSupplierApproval(draft.error));
  return {
    canReport: !waiting,
    canSend: !waiting && forSupplier,
    canAcceptAndSave: !waiting && (!forSupplier || (drafts.length === 0 && po.receiptingStatus !== null)),
    canFullAccept: !waiting && drafts.length === 0 && (po.receiptingStatus === null || po.receiptingStatus === 'Saved'),
  };
}
