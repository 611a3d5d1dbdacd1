import {
  businessDateOf,
  businessMonthOf,
  type FeatureUsageEvent,
  type OrderEvent,
  type OrderPlaced,
} from '@oms/contracts';
import { defineProjection, type EventsOf } from '../platform/runner/projection';

/** One document per venue and business month: the distinct PO numbers its orders used. */
export interface PlanUsageDocument {
  _id: string;
  venueId: string;
  /** YYYY-MM in Europe/London. */
  month: string;
  poNumbers: string[];
  /** Uses recorded as FeatureUsed (Goods_Receipting: each PO receipted on Free and Starter). */
  featureUses?: Record<string, number>;
  /** The subjects already counted per feature this month: a PO receipted twice is one use. */
  featureSubjects?: Record<string, string[]>;
  [key: string]: unknown;
}

export const planUsageId = (venueId: string, month: string) => `${venueId}:${month}`;

const monthOfOrder = (order: OrderPlaced) => businessMonthOf(businessDateOf(order.orderedAt));

/**
 * PO_Numbers usage counts distinct PO numbers, so a basket order split across three suppliers
 * under one PO uses one, and a manual order (OrderPlaced with placedManually) counts the same way.
 */
export const planUsageProjection = defineProjection<
  PlanUsageDocument,
  EventsOf<OrderEvent, 'OrderPlaced'> | FeatureUsageEvent
>({
  name: 'planUsage',
  collection: 'planUsage',
  handles: ['OrderPlaced', 'FeatureUsed'],
  indexes: [],
  documentIds: (event) => {
    if (event.type === 'FeatureUsed') return [planUsageId(event.data.venueId, event.data.month)];
    const order = event.data;
    return order.poNumber ? [planUsageId(order.venueId, monthOfOrder(order))] : [];
  },
  evolve: (document, event) => {
    if (event.type === 'FeatureUsed') {
      const { venueId, month, feature, subject } = event.data;
      const current = document ?? { _id: planUsageId(venueId, month), venueId, month, poNumbers: [] };
      const uses = current.featureUses ?? {};
      const counted = { ...current, featureUses: { ...uses, [feature]: (uses[feature] ?? 0) + 1 } };
      if (subject === undefined) return counted;
      const subjects = current.featureSubjects ?? {};
      if (subjects[feature]?.includes(subject)) return current;
      return { ...counted, featureSubjects: { ...subjects, [feature]: [...(subjects[feature] ?? []), subject] } };
    }
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
