import { orderingErrors } from '@oms/contracts';
import { readModels, venueSupplierId } from '@oms/projections';
import { domainErrorOf } from '../../platform/commands/domainError';
import type { Platform } from '../../platform/platform';
import type { AddToBasket } from './commands';

/** The facts the add-to-basket decision needs, read from the catalogue and the venue's supplier links. */
export async function addToBasketCommand(
  platform: Platform,
  venueId: string,
  body: { productId: string; quantity: number },
): Promise<AddToBasket> {
  const product = await readModels.catalogueProducts.in(platform.readStore).findOneReadOnly({ _id: body.productId });
  if (!product || product.isDeleted) throw domainErrorOf(orderingErrors.productNotFound);
  const link = await readModels.venueSuppliers
    .in(platform.readStore)
    .findOneReadOnly({ _id: venueSupplierId(venueId, product.supplierId) });
  return {
    type: 'AddToBasket',
    venueId,
    productId: product.productId,
    supplierId: product.supplierId,
    quantity: body.quantity,
    // A supplier not yet linked to the venue sells to it (spec 01 §9 catalogue); a link decides otherwise.
    supplier: {
      title: product.supplierTitle,
      takesOrdersFromVenue: !link || (link.isActive && link.isCatalogueAccessible),
    },
  };
}
