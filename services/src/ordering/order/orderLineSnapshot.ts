import type { OrderLine } from '@oms/contracts';
import type { DeepReadonly, SupplierDocument, VenueSupplierDocument } from '@oms/projections';
import type { ProductSnapshot, SupplierTerms } from '../basket/commands';

/** What an order keeps of a product: the catalogue may change later, the order may not. */
export function productSnapshotOf(product: ProductSnapshot): ProductSnapshot {
  const { sku, title, size, UoM, OMSPrice, hasVat } = product;
  return { sku, title, size, UoM, OMSPrice, hasVat };
}

/** An order line of `quantity` of a product, at the snapshot's price. */
export function orderLineOf(productId: string, product: ProductSnapshot, quantity: number): OrderLine {
  const { sku, title, size, UoM, OMSPrice, hasVat } = product;
  return { productId, sku, title, size, UoM, quantity, unitPrice: OMSPrice, hasVat };
}

/**
 * A supplier's terms for one venue (spec 03 §6): delivery days agreed with the venue replace the
 * supplier's own, and the venue's minimum order value applies. Basket and manual orders alike.
 */
export function effectiveSupplierTerms(
  supplier: DeepReadonly<
    Pick<SupplierDocument, 'title' | 'deliveryDays'> & Partial<Pick<SupplierDocument, 'cutOffTime'>>
  >,
  link:
    | DeepReadonly<
        Pick<VenueSupplierDocument, 'deliveryDays' | 'minOrderValue'> &
          Partial<Pick<VenueSupplierDocument, 'deliveryFee' | 'orderCutOffTime'>>
      >
    | null
    | undefined,
): SupplierTerms {
  return {
    title: supplier.title,
    // The command's own: the read model's array may be shared with every other reader.
    deliveryDays: [...(link?.deliveryDays ?? supplier.deliveryDays)],
    minOrderValue: link?.minOrderValue ?? 0,
    deliveryFee: link?.deliveryFee ?? 0,
    orderCutOffTime: link?.orderCutOffTime ?? supplier.cutOffTime ?? '',
  };
}
