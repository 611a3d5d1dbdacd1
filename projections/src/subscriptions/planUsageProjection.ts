import { businessDateOf, businessMonthOf, type OrderEvent, type OrderPlaced } from '@oms/contracts';
import { defineProjection, type EventsOf } from '../platform/runner/projection';

/** One document per venue and business month: the distinct PO numbers its orders used. */
export interface PlanUsageDocument {
  _id: string;
  venueId: string;
  /** YYYY-MM in Europe/London. */
  month: string;
  poNumbers: string[];
  [key: string]: unknown;
}

export const planUsageId = (venueId: string, month: string) => `${venueId}:${month}`;

const monthOfOrder = (order: OrderPlaced) => businessMonthOf(businessDateOf(order.orderedAt));

/**
 * PO_Numbers usage counts distinct PO numbers, so a basket order split across three suppliers
 * under one PO uses one, and a manual order (OrderPlaced with placedManually) counts the same way.
 */
export const planUsageProjection = defineProjection<PlanUsageDocument, EventsOf<OrderEvent, 'OrderPlaced'>>({
  name: 'planUsage',
  collection: 'planUsage',
  handles: ['OrderPlaced'],
  indexes: [],
  documentIds: (event) => {
    const order = event.data;
    return order.poNumber ? [planUsageId(order.venueId, monthOfOrder(order))] : [];
  },
  evolve: (document, event) => {
    const order = event.data;
    if (!order.poNumber) return document;
    const month = monthOfOrder(order);
    const current = document ?? {
      _id: planUsageId(order.venueId, month),
      venueId: order.venueId,
      month,
      poNumbers: [],
    };
    if (current.poNumbers.includes(order.poNumber)) return current;
    return { ...current, poNumbers: [...current.poNumbers, order.poNumber] };
  },
});
