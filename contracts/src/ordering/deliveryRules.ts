import { addBusinessDays, type BusinessDate, type Weekday, weekdayOf } from '../platform/dates';

export interface DeliveringSupplier {
  supplierId: string;
  supplierTitle: string;
  /** Empty means the supplier has not restricted its days: it delivers every day. */
  deliveryDays: readonly Weekday[];
  /** HH:mm, London time: an order after it misses the next day's delivery. Empty or absent: no cut-off. */
  orderCutOffTime?: string;
}

/** Why a supplier cannot deliver on the date asked. */
export type MissedDeliveryReason = 'deliveryDays' | 'cutOff';

export type DeliveryDateCheck =
  | { kind: 'ok' }
  | { kind: 'past' }
  | { kind: 'invalid' }
  | { kind: 'cutOffPassed' }
  | {
      kind: 'partial';
      suppliersNotDelivering: {
        supplierId: string;
        supplierTitle: string;
        nextDeliveryDay: BusinessDate;
        reason: MissedDeliveryReason;
        orderCutOffTime?: string;
      }[];
    };

export function deliversOn(supplier: DeliveringSupplier, date: BusinessDate): boolean {
  return supplier.deliveryDays.length === 0 || supplier.deliveryDays.includes(weekdayOf(date));
}

/** The first date strictly after `date` on which the supplier delivers. */
export function nextDeliveryDay(supplier: DeliveringSupplier, date: BusinessDate): BusinessDate {
  for (let offset = 1; offset <= 7; offset += 1) {
    const candidate = addBusinessDays(date, offset);
    if (deliversOn(supplier, candidate)) return candidate;
  }
  return addBusinessDays(date, 1);
}

/**
 * Spec 01 §5: a delivery date must be after today; when none of the chosen suppliers
 * deliver that weekday the date is refused; when only some don't, the date stands and
 * those suppliers deliver on their next delivery day.
 */
export function checkDeliveryDate(
  date: BusinessDate,
  today: BusinessDate,
  suppliers: readonly DeliveringSupplier[],
  time?: string,
): DeliveryDateCheck {
  if (date <= today) return { kind: 'past' };
  const missed = suppliers.flatMap((supplier) => {
    const reason = missedDeliveryReason(supplier, date, today, time);
    return reason ? [{ supplier, reason }] : [];
  });
  if (missed.length === 0) return { kind: 'ok' };
  if (missed.length === suppliers.length) {
    return { kind: missed.some((miss) => miss.reason === 'cutOff') ? 'cutOffPassed' : 'invalid' };
  }
  return {
    kind: 'partial',
    suppliersNotDelivering: missed.map(({ supplier, reason }) => ({
      supplierId: supplier.supplierId,
      supplierTitle: supplier.supplierTitle,
      nextDeliveryDay: nextDeliveryDay(supplier, date),
      reason,
      ...(reason === 'cutOff' ? { orderCutOffTime: supplier.orderCutOffTime } : {}),
    })),
  };
}

/**
 * Spec 03 customers' terms: the order cut-off time is when next-day orders close. Placed at or after
 * it, an order cannot make tomorrow's delivery (the same rule as the suggested orders).
 */
export function missesCutOff(
  supplier: DeliveringSupplier,
  date: BusinessDate,
  today: BusinessDate,
  time: string | undefined,
): boolean {
  if (time === undefined || !supplier.orderCutOffTime) return false;
  return date === addBusinessDays(today, 1) && time >= supplier.orderCutOffTime;
}

function missedDeliveryReason(
  supplier: DeliveringSupplier,
  date: BusinessDate,
  today: BusinessDate,
  time: string | undefined,
): MissedDeliveryReason | null {
  if (!deliversOn(supplier, date)) return 'deliveryDays';
  return missesCutOff(supplier, date, today, time) ? 'cutOff' : null;
}
