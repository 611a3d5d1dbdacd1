import {
  evolveReceipt,
  type OrderEvent,
  type Receipt,
  type ReceiptingEvent,
  receiptingEventTypes,
  receiptTotals,
} from '@oms/contracts';
import type { Filter, FindOptions, ReadStore } from '../platform/readStore/readStore';
import type { ReadModel } from '../platform/runner/projection';
import { defineProjection } from '../platform/runner/projection';
import { receiptOf, type StoredReceipt, storedReceiptOf } from './storedReceipt';

/** What every receipt answers besides its fold: its spend and its open reports. */
interface ReceiptFigures {
  totalSpendOrdered: number;
  totalSpendReceived: number;
  /** Reports sent to the supplier and not answered yet. */
  pendingChanges: number;
}

/** One document per order as receipting sees it; the API groups them into purchase orders. */
export type ReceiptDocument = Receipt & ReceiptFigures & { _id: string; [key: string]: unknown };

/** The stored form: the slim fold (storedReceipt.ts) with its figures beside it, for queries that need no lines. */
export type StoredReceiptDocument = StoredReceipt & ReceiptFigures & { [key: string]: unknown };

/** The stored form with its figures after it, assigned rather than spread onto a copy (V8's slow path). */
function storedDocumentOf(receipt: Receipt): StoredReceiptDocument {
  const document = storedReceiptOf(receipt) as StoredReceiptDocument;
  const totals = receiptTotals(receipt.lines);
  document.totalSpendOrdered = totals.totalSpendOrdered;
  document.totalSpendReceived = totals.totalSpendReceived;
  document.pendingChanges = receipt.lines.filter(
    (line) => line.report?.lineStatus === 'Sent to supplier' && line.report.supplierApproved === null,
  ).length;
  return document;
}

export const receiptsProjection = defineProjection<StoredReceiptDocument, OrderEvent | ReceiptingEvent>({
  name: 'receipts',
  collection: 'receipts',
  handles: ['OrderPlaced', 'OrderApprovedBySupplier', 'OrderLinesAdjustedByAdmin', ...receiptingEventTypes],
  indexes: [
    { keys: { venueId: 1, orderedDate: -1 } },
    { keys: { venueId: 1, supplierId: 1, poNumber: 1 } },
    { keys: { supplierId: 1, poNumber: 1 } },
    { keys: { venueId: 1, deliveryDay: 1 } },
  ],
  // evolveReceipt (contracts) and the stored form (storedReceipt.ts) decide the document: bump when either changes.
  version: 3,
  documentIds: (event) => [event.data.orderId],
  evolve: (document, event) => {
    const next = evolveReceipt(document ? receiptOf(document) : null, event, event.metadata.recordedAt);
    return next ? storedDocumentOf(next) : null;
  },
});

const documentOf = (stored: StoredReceiptDocument): ReceiptDocument => {
  const { totalSpendOrdered, totalSpendReceived, pendingChanges } = stored;
  return { _id: stored._id, ...receiptOf(stored), totalSpendOrdered, totalSpendReceived, pendingChanges };
};

/**
 * The receipts as every reader sees them, whole: the stored form read back through `receiptOf`.
 * Filters and sorts name the receipt's own top-level fields, which the stored form keeps as they are.
 */
export const receiptsReadModel = {
  collection: receiptsProjection.collection,
  in(store: ReadStore) {
    const stored = receiptsProjection.readModel.in(store);
    return {
      async find(filter?: Filter, options?: Omit<FindOptions, 'projection'>): Promise<ReceiptDocument[]> {
        return (await stored.find(filter, options)).map(documentOf);
      },
      async findOne(filter?: Filter, options?: Omit<FindOptions, 'projection' | 'limit'>) {
        const found = await stored.findOne(filter, options);
        return found ? documentOf(found) : null;
      },
    };
  },
} satisfies Pick<ReadModel<ReceiptDocument>, 'collection'> & { in(store: ReadStore): unknown };
