import type { LineValues, Receipt, ReceiptLine, ReceiptReport } from '@oms/contracts';

/**
 * A receipt line as the read store keeps it: the line as ordered, and only what has happened to it
 * since. Most lines are never answered, changed or reported, so the fold's defaults (no answer, the
 * agreed values equal to the ordered ones, no report) are left out rather than written on every line.
 */
export interface StoredReceiptLine {
  productId: string;
  title: string;
  sku: string;
  size: string;
  UoM: string;
  hasVat: boolean;
  orderedQuantity: number;
  orderedPrice: number;
  /** Absent until the supplier answered. */
  supplierConfirmed?: boolean;
  /** Only the agreed values that differ from the line as ordered. */
  agreed?: Partial<LineValues>;
  quantityAgreed?: true;
  added?: true;
  report?: ReceiptReport;
}

/** A receipt as stored: its order id is the document's `_id`, its lines as above. */
export type StoredReceipt = Omit<Receipt, 'orderId' | 'lines'> & { _id: string; lines: StoredReceiptLine[] };

function changedFromOrdered(line: ReceiptLine): Partial<LineValues> | null {
  const ordered: LineValues = {
    quantity: line.orderedQuantity,
    price: line.orderedPrice,
    sku: line.sku,
    size: line.size,
    title: line.title,
  };
  const changed: Partial<LineValues> = {};
  let any = false;
  for (const key of ['quantity', 'price', 'sku', 'size', 'title'] as const) {
    if (line.agreed[key] !== ordered[key]) {
      Object.assign(changed, { [key]: line.agreed[key] });
      any = true;
    }
  }
  return any ? changed : null;
}

function storedLineOf(line: ReceiptLine): StoredReceiptLine {
  const agreed = changedFromOrdered(line);
  return {
    productId: line.productId,
    title: line.title,
    sku: line.sku,
    size: line.size,
    UoM: line.UoM,
    hasVat: line.hasVat,
    orderedQuantity: line.orderedQuantity,
    orderedPrice: line.orderedPrice,
    ...(line.supplierConfirmed === null ? {} : { supplierConfirmed: line.supplierConfirmed }),
    ...(agreed ? { agreed } : {}),
    ...(line.quantityAgreed ? { quantityAgreed: true as const } : {}),
    ...(line.added ? { added: true as const } : {}),
    ...(line.report ? { report: line.report } : {}),
  };
}

function receiptLineOf(line: StoredReceiptLine): ReceiptLine {
  const agreed = line.agreed ?? {};
  return {
    productId: line.productId,
    title: line.title,
    sku: line.sku,
    size: line.size,
    UoM: line.UoM,
    hasVat: line.hasVat,
    orderedQuantity: line.orderedQuantity,
    orderedPrice: line.orderedPrice,
    supplierConfirmed: line.supplierConfirmed ?? null,
    agreed: {
      quantity: agreed.quantity ?? line.orderedQuantity,
      price: agreed.price ?? line.orderedPrice,
      sku: agreed.sku ?? line.sku,
      size: agreed.size ?? line.size,
      title: agreed.title ?? line.title,
    },
    quantityAgreed: line.quantityAgreed === true,
    added: line.added === true,
    report: line.report ?? null,
  };
}

export function storedReceiptOf(receipt: Receipt): StoredReceipt {
  const { orderId, lines, ...rest } = receipt;
  return { _id: orderId, ...rest, lines: lines.map(storedLineOf) };
}

/** The receipt exactly as `evolveReceipt` left it: what was left out of the stored form put back. */
export function receiptOf(stored: StoredReceipt): Receipt {
  return {
    orderId: stored._id,
    venueId: stored.venueId,
    supplierId: stored.supplierId,
    supplierTitle: stored.supplierTitle,
    poNumber: stored.poNumber,
    orderedDate: stored.orderedDate,
    deliveryDay: stored.deliveryDay,
    placedVia: stored.placedVia,
    placedManually: stored.placedManually,
    supplierStatus: stored.supplierStatus,
    decidedOn: stored.decidedOn,
    lines: stored.lines.map(receiptLineOf),
    receiptingStatus: stored.receiptingStatus,
    deleted: stored.deleted,
    mismatchInvoiceIds: stored.mismatchInvoiceIds,
  };
}
