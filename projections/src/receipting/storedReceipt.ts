import type { LineValues, Receipt, ReceiptLine, ReceiptReport } from '@oms/contracts';

/**
 * A receipt line as the read store keeps it: the line as ordered, and only what has happened to it
 * since. Most lines are never answered, changed or reported, so the fold's defaults (no answer, the
 * agreed values equal to the ordered ones, no report) are left out rather than written on every line.
 */
export type StoredReceiptLine = Pick<
  ReceiptLine,
  'productId' | 'title' | 'sku' | 'size' | 'UoM' | 'hasVat' | 'orderedQuantity' | 'orderedPrice'
> & {
  /** Absent until the supplier answered. */
  supplierConfirmed?: boolean;
  /** Only the agreed values that differ from the line as ordered. */
  agreed?: Partial<LineValues>;
  quantityAgreed?: true;
  added?: true;
  report?: ReceiptReport;
};

/** A receipt as stored: its order id is the document's `_id`, its lines as above. */
export type StoredReceipt = Omit<Receipt, 'orderId' | 'lines'> & { _id: string; lines: StoredReceiptLine[] };

function changedFromOrdered(line: ReceiptLine): Partial<LineValues> | null {
  const { agreed } = line;
  const changed: Partial<LineValues> = {};
  if (agreed.quantity !== line.orderedQuantity) changed.quantity = agreed.quantity;
  if (agreed.price !== line.orderedPrice) changed.price = agreed.price;
  if (agreed.sku !== line.sku) changed.sku = agreed.sku;
  if (agreed.size !== line.size) changed.size = agreed.size;
  if (agreed.title !== line.title) changed.title = agreed.title;
  return Object.keys(changed).length > 0 ? changed : null;
}

function storedLineOf(line: ReceiptLine): StoredReceiptLine {
  const stored: StoredReceiptLine = {
    productId: line.productId,
    title: line.title,
    sku: line.sku,
    size: line.size,
    UoM: line.UoM,
    hasVat: line.hasVat,
    orderedQuantity: line.orderedQuantity,
    orderedPrice: line.orderedPrice,
  };
  // Assigned one by one rather than spread: this runs for every line of every receipting event on a replay.
  const agreed = changedFromOrdered(line);
  if (line.supplierConfirmed !== null) stored.supplierConfirmed = line.supplierConfirmed;
  if (agreed) stored.agreed = agreed;
  if (line.quantityAgreed) stored.quantityAgreed = true;
  if (line.added) stored.added = true;
  if (line.report) stored.report = line.report;
  return stored;
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

/**
 * One literal, in the order `{ _id, ...rest, lines }` gave: a spread after `_id` copied the receipt
 * field by field through V8's slow path, on every receipting event of a replay.
 */
export function storedReceiptOf(receipt: Receipt): StoredReceipt {
  return {
    _id: receipt.orderId,
    venueId: receipt.venueId,
    supplierId: receipt.supplierId,
    supplierTitle: receipt.supplierTitle,
    poNumber: receipt.poNumber,
    orderedDate: receipt.orderedDate,
    deliveryDay: receipt.deliveryDay,
    placedVia: receipt.placedVia,
    placedManually: receipt.placedManually,
    supplierStatus: receipt.supplierStatus,
    decidedOn: receipt.decidedOn,
    receiptingStatus: receipt.receiptingStatus,
    deleted: receipt.deleted,
    mismatchInvoiceIds: receipt.mismatchInvoiceIds,
    lines: receipt.lines.map(storedLineOf),
  };
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
