import { orderRowOf } from '../admin/adminOrders';
import type { ReadStore } from '../platform/readStore/readStore';
import type { VenueDocument } from '../venues/venuesProjection';
import type { OrderDocument } from './ordersProjection';

export interface SupplierOrdersRequest {
  supplierId: string;
  start: string;
  end: string;
  term?: string;
  page: number;
  limit: number;
}

/**
 * A supplier's orders across its customers in a date range, newest first. The search matches the
 * venue's name or the PO number, so titles are joined before paging; the range bounds the read.
 */
export async function supplierOrders(store: ReadStore, request: SupplierOrdersRequest) {
  const orders = await store
    .collection<OrderDocument>('orders')
    .find(
      { supplierId: request.supplierId, orderedDate: { $gte: request.start, $lte: request.end } },
      { sort: { orderedAt: -1, _id: 1 } },
    );
  const venueIds = [...new Set(orders.map((order) => order.venueId))];
  const venues = venueIds.length
    ? await store
        .collection<VenueDocument>('venues')
        .find({ _id: { $in: venueIds } }, { projection: { _id: 1, title: 1 } })
    : [];
  const titleOf = new Map(venues.map((venue) => [venue._id, venue.title]));
  const term = request.term?.toLowerCase() ?? '';
  const rows = orders
    .map((order) => orderRowOf(order, titleOf.get(order.venueId) ?? ''))
    .filter(
      (row) =>
        term === '' || row.venueTitle.toLowerCase().includes(term) || (row.poNumber ?? '').toLowerCase().includes(term),
    );
  const from = (request.page - 1) * request.limit;
  return {
    orders: rows.slice(from, from + request.limit),
    total: rows.length,
    value: rows.reduce((sum, row) => sum + row.total, 0),
  };
}
