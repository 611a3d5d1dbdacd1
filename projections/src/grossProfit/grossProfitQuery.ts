import type { GrossProfitEntry, OrderPurchase } from '@oms/contracts';
import type { ReadStore } from '../platform/readStore/readStore';
import { receiptsProjection } from '../receipting/receiptsProjection';
import { grossProfitProjection } from './grossProfitProjection';

export const grossProfitOrderId = (orderId: string) => `order:${orderId}`;

type Entry = GrossProfitEntry & { _id: string; venueId: string };

const byDateThenId = (a: Entry, b: Entry) =>
  a.date < b.date ? -1 : a.date > b.date ? 1 : a._id < b._id ? -1 : a._id > b._id ? 1 : 0;

/**
 * A venue's gross profit entries over a range, what the screen and the Combined Flash Report both
 * fold with `grossProfitReport`: the venue's days (sales, forecast, misc costs) and one purchase per
 * order placed in the range, at its receipt's four-step spend (what was received once receipted,
 * what was agreed or ordered before). Two indexed range queries on (venueId, date); special
 * purchases are not orders and never appear here (spec 02 §9).
 */
export async function grossProfitEntries(
  store: ReadStore,
  venueId: string,
  from: string,
  to: string,
): Promise<Entry[]> {
  const days = await grossProfitProjection.readModel.in(store).find({ venueId, date: { $gte: from, $lte: to } });
  // Whole documents: the memory store answers a plain filter without mingo, twice as fast as a field projection.
  const receipts = await receiptsProjection.readModel
    .in(store)
    .find({ venueId, orderedDate: { $gte: from, $lte: to } });
  const purchases = receipts.map((receipt): OrderPurchase & { _id: string; venueId: string } => ({
    _id: grossProfitOrderId(receipt._id),
    kind: 'purchase',
    venueId,
    date: receipt.orderedDate,
    supplierId: receipt.supplierId,
    supplierTitle: receipt.supplierTitle,
    amountPence: receipt.totalSpendReceived,
    deleted: receipt.deleted,
  }));
  return [...days, ...purchases].sort(byDateThenId);
}
