import { lineTotal, type OrdersByDay, type OrdersDay, type OrderView } from '@oms/contracts';
import type { ReadStore } from '../platform/readStore/readStore';
import type { OrderDocument } from './ordersProjection';

function toOrderView(order: OrderDocument): OrderView {
  const lines = order.lines.map((line) => ({ ...line, lineTotal: lineTotal(line) }));
  return {
    orderId: order.orderId,
    status: order.status,
    requiredDeliveryDay: order.requiredDeliveryDay,
    notes: order.notes,
    placedManually: order.placedManually,
    lines,
    total: lines.reduce((sum, line) => sum + line.lineTotal, 0),
  };
}

/** The orders tab: one entry per order day, newest first, orders grouped by supplier and PO number. */
export async function ordersByDay(store: ReadStore, venueId: string, start: string, end: string): Promise<OrdersByDay> {
  const orders = await store
    .collection<OrderDocument>('orders')
    .find(
      { venueId, orderedDate: { $gte: start, $lte: end } },
      { sort: { orderedDate: -1, supplierTitle: 1, orderedAt: 1 } },
    );

  const days: OrdersDay[] = [];
  for (const order of orders) {
    let day = days.at(-1);
    if (!day || day.date !== order.orderedDate) {
      day = { date: order.orderedDate, groups: [] };
      days.push(day);
    }
    let group = day.groups.find(
      (candidate) => candidate.supplierId === order.supplierId && candidate.poNumber === order.poNumber,
    );
    if (!group) {
      group = {
        supplierId: order.supplierId,
        supplierTitle: order.supplierTitle,
        poNumber: order.poNumber,
        orders: [],
        total: 0,
      };
      day.groups.push(group);
    }
    const view = toOrderView(order);
    group.orders.push(view);
    group.total += view.total;
  }
  return { start, end, days };
}
