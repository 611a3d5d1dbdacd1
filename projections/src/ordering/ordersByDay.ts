import {
  chargedQuantityOf,
  lineTotal,
  type OrderDays,
  type OrdersByDay,
  type OrdersDay,
  type OrderView,
} from '@oms/contracts';
import type { DeepReadonly, ReadStore } from '../platform/readStore/readStore';
import type { OrderDocument } from './ordersProjection';
import { productTypesOf } from './purchasingAnalytics';

function toOrderView(order: DeepReadonly<OrderDocument>, productIds: ReadonlySet<string> | null): OrderView {
  const decisions = new Map((order.supplierDecision?.lines ?? []).map((line) => [line.productId, line]));
  const shown = productIds ? order.lines.filter((line) => productIds.has(line.productId)) : order.lines;
  const lines = shown.map((line) => {
    const decision = decisions.get(line.productId);
    const chargedQuantity = chargedQuantityOf(line, order.supplierDecision);
    return {
      ...line,
      chargedQuantity,
      lineTotal: lineTotal({ ...line, quantity: chargedQuantity }),
      supplierConfirmed: decision ? decision.confirmed : null,
      updatedQuantity: decision ? decision.updatedQuantity : null,
    };
  });
  return {
    orderId: order.orderId,
    status: order.status,
    requiredDeliveryDay: order.requiredDeliveryDay,
    notes: order.notes,
    placedManually: order.placedManually,
    lines,
    deliveryFee: order.deliveryFee ?? 0,
    total: lines.reduce((sum, line) => sum + line.lineTotal, 0) + (order.deliveryFee ?? 0),
  };
}

export interface OrdersFilter {
  /** Only these suppliers' orders; empty means every supplier. */
  supplierIds?: readonly string[];
  /** The filter panel's product types; empty means every type. */
  types?: readonly string[];
}

function ordersSelector(venueId: string, start: string, end: string, filter: OrdersFilter): Record<string, unknown> {
  const selector: Record<string, unknown> = { venueId, orderedDate: { $gte: start, $lte: end } };
  if (filter.supplierIds && filter.supplierIds.length > 0) selector.supplierId = { $in: [...filter.supplierIds] };
  return selector;
}

/**
 * With product types chosen, the selector also asks for a line of those types, and the ids of the matching
 * products come back to narrow each order's lines. Types are the catalogue's: read for the products ordered.
 */
async function filteredSelector(
  store: ReadStore,
  venueId: string,
  start: string,
  end: string,
  filter: OrdersFilter,
): Promise<{ selector: Record<string, unknown>; productIds: ReadonlySet<string> | null }> {
  const selector = ordersSelector(venueId, start, end, filter);
  if (!filter.types || filter.types.length === 0) return { selector, productIds: null };
  const ordered = await store
    .collection<OrderDocument>('orders')
    .aggregate<{ _id: string }>([{ $match: selector }, { $unwind: '$lines' }, { $group: { _id: '$lines.productId' } }]);
  const types = await productTypesOf(
    store,
    ordered.map((product) => product._id),
  );
  const chosen = new Set(filter.types);
  const productIds = new Set(ordered.map((product) => product._id).filter((id) => chosen.has(types.get(id) ?? '')));
  return { selector: { ...selector, 'lines.productId': { $in: [...productIds] } }, productIds };
}

/** The orders tab's day tabs: every day with orders in the range, newest first, without the orders. */
export async function orderDays(
  store: ReadStore,
  venueId: string,
  start: string,
  end: string,
  filter: OrdersFilter = {},
): Promise<OrderDays> {
  const { selector } = await filteredSelector(store, venueId, start, end, filter);
  const counted = await store
    .collection<OrderDocument>('orders')
    .aggregate<{ _id: string; orderCount: number }>([
      { $match: selector },
      { $group: { _id: '$orderedDate', orderCount: { $sum: 1 } } },
      { $sort: { _id: -1 } },
    ]);
  return { start, end, days: counted.map(({ _id, orderCount }) => ({ date: _id, orderCount })) };
}

/** The orders tab: one entry per order day, newest first, orders grouped by supplier and PO number. */
export async function ordersByDay(
  store: ReadStore,
  venueId: string,
  start: string,
  end: string,
  filter: OrdersFilter = {},
): Promise<OrdersByDay> {
  const { selector, productIds } = await filteredSelector(store, venueId, start, end, filter);
  const orders = await store
    .collection<OrderDocument>('orders')
    .findReadOnly(selector, { sort: { orderedDate: -1, supplierTitle: 1, orderedAt: 1 } });

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
    const view = toOrderView(order, productIds);
    group.orders.push(view);
    group.total += view.total;
  }
  return { start, end, days };
}
