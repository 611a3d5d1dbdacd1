import {
  type BusinessDate,
  type Channel,
  deliversOn,
  type OrderEvent,
  type OrderLine,
  orderingErrors,
  type Weekday,
} from '@oms/contracts';
import { domainErrorOf } from '../../platform/commands/domainError';
import type { PoNumberAllowance } from '../basket/commands';
import { orderLineOf } from './orderLineSnapshot';

/** What the catalogue read models say about a product the venue typed in, at the moment of recording. */
export interface ManualOrderProductSnapshot {
  supplierId: string;
  sku: string;
  title: string;
  size: string;
  UoM: string;
  OMSPrice: number;
  hasVat: boolean;
}

/**
 * Spec 01 §2 and §5: a venue records an order it placed another way. It is never sent to the
 * supplier; the delivery date must fall on one of the supplier's delivery days.
 */
export interface PlaceManualOrder {
  type: 'PlaceManualOrder';
  orderId: string;
  venueId: string;
  supplier: { supplierId: string; title: string; deliveryDays: readonly Weekday[] } | null;
  orderedDate: BusinessDate;
  deliveryDate: BusinessDate;
  poNumber: string | null;
  lines: readonly { productId: string; quantity: number }[];
  /** Keyed by product id; a product missing here is not in the catalogue. */
  products: Readonly<Record<string, ManualOrderProductSnapshot>>;
  today: BusinessDate;
  orderedAt: string;
  placedVia: Channel;
  placedBy: string;
  /** A PO number counts against the Free plan's monthly PO_Numbers limit, as on the basket. */
  poNumberAllowance: PoNumberAllowance;
}

export function decideManualOrder(command: PlaceManualOrder): OrderEvent[] {
  const { supplier } = command;
  if (!supplier) {
    throw domainErrorOf(orderingErrors.supplierNotLinked);
  }
  if (command.orderedDate > command.today) {
    throw domainErrorOf(orderingErrors.orderedDateInFuture);
  }
  if (command.deliveryDate < command.orderedDate) {
    throw domainErrorOf(orderingErrors.deliveryBeforeOrdered);
  }
  const delivering = {
    supplierId: supplier.supplierId,
    supplierTitle: supplier.title,
    deliveryDays: supplier.deliveryDays,
  };
  if (!deliversOn(delivering, command.deliveryDate)) {
    throw domainErrorOf(orderingErrors.notADeliveryDay);
  }
  if (command.lines.length === 0) throw domainErrorOf(orderingErrors.noProducts);
  const { poNumber, poNumberAllowance } = command;
  if (
    poNumber &&
    poNumberAllowance.remaining !== null &&
    poNumberAllowance.remaining <= 0 &&
    !poNumberAllowance.usedThisMonth.includes(poNumber)
  ) {
    throw domainErrorOf(orderingErrors.poNumberPlanLimit);
  }

  const seen = new Set<string>();
  const lines: OrderLine[] = command.lines.map((line) => {
    if (!Number.isInteger(line.quantity) || line.quantity < 1) {
      throw domainErrorOf(orderingErrors.quantityBelowOne);
    }
    if (seen.has(line.productId)) throw domainErrorOf(orderingErrors.productTwice);
    seen.add(line.productId);
    const product = command.products[line.productId];
    if (!product || product.supplierId !== supplier.supplierId) {
      throw domainErrorOf(orderingErrors.productNotFromSupplier);
    }
    return orderLineOf(line.productId, product, line.quantity);
  });

  return [
    {
      type: 'OrderPlaced',
      data: {
        orderId: command.orderId,
        supplierId: supplier.supplierId,
        supplierTitle: supplier.title,
        requiredDeliveryDay: command.deliveryDate,
        lines,
        venueId: command.venueId,
        orderedAt: command.orderedAt,
        orderedDate: command.orderedDate,
        poNumber: command.poNumber,
        notes: '',
        placedVia: command.placedVia,
        placedBy: command.placedBy,
        placedManually: true,
      },
    },
  ];
}
