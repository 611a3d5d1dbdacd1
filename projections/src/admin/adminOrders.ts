import {
  type AdminOrderRow,
  chargedQuantityOf,
  checklistPathOf,
  lineTotal,
  type SupplierSpending,
} from '@oms/contracts';
import type { OrderDocument } from '../ordering/ordersProjection';
import type { ReadStore } from '../platform/readStore/readStore';
import type { VenueDocument } from '../venues/venuesProjection';

export interface OrdersInRange {
  start: string;
  end: string;
  /** Only these venues' orders (an account's own venues); every venue when absent. */
  venueIds?: readonly string[];
  /** Only these suppliers' orders (a supplier admin's own); every supplier when absent. */
  supplierIds?: readonly string[];
}

/** What the venue is charged for, ex VAT (spec 03: totalSpendWithoutVat; the lists say "ex VAT"). */
const chargedTotalOf = (order: OrderDocument) =>
  order.lines.reduce(
    (sum, line) =>
      sum + lineTotal({ ...line, quantity: chargedQuantityOf(line, order.supplierDecision), hasVat: false }),
    0,
  );

async function ordersIn(store: ReadStore, range: OrdersInRange) {
  const filter: Record<string, unknown> = { orderedDate: { $gte: range.start, $lte: range.end } };
  if (range.venueIds) filter.venueId = { $in: [...range.venueIds] };
  if (range.supplierIds) filter.supplierId = { $in: [...range.supplierIds] };
  const orders = await store.collection<OrderDocument>('orders').find(filter, { sort: { orderedAt: -1, _id: 1 } });
  const venueIds = [...new Set(orders.map((order) => order.venueId))];
  const venues = venueIds.length
    ? await store
        .collection<VenueDocument>('venues')
        .find({ _id: { $in: venueIds } }, { projection: { _id: 1, title: 1 } })
    : [];
  const titleOf = new Map(venues.map((venue) => [venue._id, venue.title]));
  return { orders, venueTitleOf: (venueId: string) => titleOf.get(venueId) ?? '' };
}

/** One order as the order lists show it: what the venue is charged, ex VAT, and its checklist. */
export const orderRowOf = (order: OrderDocument, venueTitle: string): AdminOrderRow => ({
  orderId: order.orderId,
  venueId: order.venueId,
  venueTitle,
  supplierId: order.supplierId,
  supplierTitle: order.supplierTitle,
  orderedAt: order.orderedAt,
  orderedDate: order.orderedDate,
  requiredDeliveryDay: order.requiredDeliveryDay,
  poNumber: order.poNumber,
  status: order.status,
  total: chargedTotalOf(order),
  lineCount: order.lines.length,
  placedVia: order.placedVia,
  checklistPath: order.placedManually ? null : checklistPathOf(order),
});

/** Spec 03 Admin Orders and Overview Past orders: orders across venues in a date range, newest first. */
export async function ordersAcrossVenues(store: ReadStore, range: OrdersInRange): Promise<AdminOrderRow[]> {
  const { orders, venueTitleOf } = await ordersIn(store, range);
  return orders.map((order) => orderRowOf(order, venueTitleOf(order.venueId)));
}

/**
 * Spec 03 Spending: each supplier's orders and spend ex VAT in the range, and the same per venue.
 * Biggest spend first; ties by title so the order never depends on the store.
 */
export async function spendingBySupplier(store: ReadStore, range: OrdersInRange): Promise<SupplierSpending[]> {
  const { orders, venueTitleOf } = await ordersIn(store, range);
  const bySupplier = new Map<string, SupplierSpending>();
  for (const order of orders) {
    const supplier = bySupplier.get(order.supplierId) ?? {
      supplierId: order.supplierId,
      supplierTitle: order.supplierTitle,
      totalOrders: 0,
      totalVenues: 0,
      totalSpend: 0,
      venues: [],
    };
    bySupplier.set(order.supplierId, supplier);
    const spend = chargedTotalOf(order);
    supplier.totalOrders += 1;
    supplier.totalSpend += spend;
    let venue = supplier.venues.find((candidate) => candidate.venueId === order.venueId);
    if (!venue) {
      venue = {
        venueId: order.venueId,
        venueTitle: venueTitleOf(order.venueId),
        orders: 0,
        totalProducts: 0,
        totalSpend: 0,
      };
      supplier.venues.push(venue);
    }
    venue.orders += 1;
    venue.totalProducts += order.lines.length;
    venue.totalSpend += spend;
  }
  const bySpend =
    <T extends { totalSpend: number }>(title: (row: T) => string) =>
    (a: T, b: T) =>
      b.totalSpend - a.totalSpend || title(a).localeCompare(title(b));
  return [...bySupplier.values()]
    .map((supplier) => ({
      ...supplier,
      totalVenues: supplier.venues.length,
      venues: supplier.venues.sort(bySpend((venue) => venue.venueTitle)),
    }))
    .sort(bySpend((supplier) => supplier.supplierTitle));
}
