import { addBusinessDays, type BusinessDate, type Weekday, weekdayOf } from '../platform/dates';

export interface DeliveringSupplier {
  supplierId: string;
  supplierTitle: string;
  /** Empty means the supplier has not restricted its days: it delivers every day. */
  deliveryDays: readonly Weekday[];
}

export type DeliveryDateCheck =
  | { kind: 'ok' }
  | { kind: 'past' }
  | { kind: 'invalid' }
  | {
      kind: 'partial';
      suppliersNotDelivering: {
        supplierId: string;
        supplierTitle: string;
        nextDeliveryDay: BusinessDate;
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
): DeliveryDateCheck {
  if (date <= today) return { kind: 'past' };
  const notDelivering = suppliers.filter((supplier) => !deliversOn(supplier, date));
  if (notDelivering.length === 0) return { kind: 'ok' };
  if (notDelivering.length === suppliers.length) return { kind: 'invalid' };
  return {
    kind: 'partial',
    suppliersNotDelivering: notDelivering.map((supplier) => ({
      supplierId: supplier.supplierId,
      supplierTitle: supplier.supplierTitle,
      nextDeliveryDay: nextDeliveryDay(supplier, date),
    })),
  };
}
