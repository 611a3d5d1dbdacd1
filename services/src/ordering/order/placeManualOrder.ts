import {
  type BusinessDate,
  type Channel,
  deliversOn,
  manualOrderMessages,
  type OrderEvent,
  type OrderLine,
  planLimitMessages,
  type Weekday,
} from '@oms/contracts';
import { DomainError } from '../../platform/commands/domainError';
import type { PoNumberAllowance } from '../basket/commands';

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

function invalid(code: string, message: string, field: string): DomainError {
  return new DomainError(code, message, { status: 400, fields: { [field]: message } });
}

export function decideManualOrder(command: PlaceManualOrder): OrderEvent[] {
  const { supplier } = command;
  if (!supplier) {
    throw new DomainError('SUPPLIER_NOT_LINKED', manualOrderMessages.supplierNotLinked, {
      status: 400,
      fields: { supplierId: manualOrderMessages.supplierNotLinked },
    });
  }
  if (command.orderedDate > command.today) {
    throw invalid('ORDERED_DATE_IN_FUTURE', manualOrderMessages.orderedDateInFuture, 'orderedDate');
  }
  if (command.deliveryDate < command.orderedDate) {
    throw invalid('DELIVERY_BEFORE_ORDERED', manualOrderMessages.deliveryBeforeOrdered, 'deliveryDate');
  }
  const delivering = {
    supplierId: supplier.supplierId,
    supplierTitle: supplier.title,
    deliveryDays: supplier.deliveryDays,
  };
  if (!deliversOn(delivering, command.deliveryDate)) {
    throw invalid('NOT_A_DELIVERY_DAY', manualOrderMessages.notDeliveryDay, 'deliveryDate');
  }
  if (command.lines.length === 0) throw invalid('NO_PRODUCTS', manualOrderMessages.noProducts, 'products');
  const { poNumber, poNumberAllowance } = command;
  if (
    poNumber &&
    poNumberAllowance.remaining !== null &&
    poNumberAllowance.remaining <= 0 &&
    !poNumberAllowance.usedThisMonth.includes(poNumber)
  ) {
    throw new DomainError('PLAN_LIMIT_REACHED', planLimitMessages.limitReached, {
      status: 403,
      title: planLimitMessages.title,
      fields: { poNumber: planLimitMessages.limitReached },
    });
  }

  const seen = new Set<string>();
  const lines: OrderLine[] = command.lines.map((line) => {
    if (!Number.isInteger(line.quantity) || line.quantity < 1) {
      throw invalid('QUANTITY_BELOW_ONE', manualOrderMessages.quantityMinimum, 'products');
    }
    if (seen.has(line.productId)) throw invalid('PRODUCT_TWICE', manualOrderMessages.productTwice, 'products');
    seen.add(line.productId);
    const product = command.products[line.productId];
    if (!product || product.supplierId !== supplier.supplierId) {
      throw invalid('PRODUCT_NOT_FROM_SUPPLIER', manualOrderMessages.productNotFromSupplier, 'products');
    }
    return {
      productId: line.productId,
      sku: product.sku,
      title: product.title,
      size: product.size,
      UoM: product.UoM,
      quantity: line.quantity,
      unitPrice: product.OMSPrice,
      hasVat: product.hasVat,
    };
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
