import type { Allergen, CatalogueEvent, ProductEdited, ProductListed, ProductPriceChanged } from '@oms/contracts';
import {
  catalogueErrors,
  integrationErrors,
  invalidPriceMessage,
  sameAllergens,
  sortedAllergens,
} from '@oms/contracts';
import type { Decider } from '../../platform/commands/decider';
import { domainErrorOf } from '../../platform/commands/domainError';

type ProductEvent = Extract<
  CatalogueEvent,
  {
    type:
      | 'ProductListed'
      | 'ProductPriceChanged'
      | 'ProductAllergensChanged'
      | 'ProductEdited'
      | 'ProductDeleted'
      | 'ProductGlnSet';
  }
>;
export type ProductState =
  | { status: 'none' }
  | { status: 'listed'; product: ProductListed }
  | { status: 'deleted'; product: ProductListed };
export type ProductCommand =
  | { type: 'ListProduct'; product: ProductListed }
  | { type: 'EditProduct'; edit: ProductEdited }
  | { type: 'DeleteProduct'; supplierId: string; now: string }
  | { type: 'ChangeProductPrice'; change: Omit<ProductPriceChanged, 'supplierId'> }
  | { type: 'ChangeProductAllergens'; supplierId: string; allergens: Allergen[]; now: string }
  /**
   * Edit GLN from a venue's dataplus screen (spec 02 §2.6): only for a product of a supplier the
   * venue buys from, read by the service into `venueSupplierIds`.
   */
  | { type: 'SetProductGln'; GLN: string; venueId: string; venueSupplierIds: string[]; now: string };

function evolve(state: ProductState, event: ProductEvent): ProductState {
  switch (event.type) {
    case 'ProductListed':
      return { status: 'listed', product: event.data };
    case 'ProductPriceChanged':
      if (state.status !== 'listed') return state;
      return {
        status: 'listed',
        product: { ...state.product, OMSPrice: event.data.OMSPrice, price: event.data.price },
      };
    case 'ProductAllergensChanged':
      if (state.status !== 'listed') return state;
      return { status: 'listed', product: { ...state.product, allergens: event.data.allergens } };
    case 'ProductEdited': {
      if (state.status !== 'listed') return state;
      const { changedAt: _changedAt, ...edit } = event.data;
      return { status: 'listed', product: { ...withoutOptionalDetails(state.product), ...edit } };
    }
    case 'ProductDeleted':
      if (state.status !== 'listed') return state;
      return { status: 'deleted', product: state.product };
    case 'ProductGlnSet':
      if (state.status !== 'listed') return state;
      return { status: 'listed', product: { ...state.product, GLN: event.data.GLN } };
    default: {
      const unknownEvent: never = event;
      return unknownEvent;
    }
  }
}

/** An edit states every optional detail it keeps: one it leaves out is cleared. */
function withoutOptionalDetails(product: ProductListed): ProductListed {
  const { GLN: _gln, pricedBy: _pricedBy, cloudinaryImageId: _image, ...rest } = product;
  return rest;
}

const editableFields = [
  'sku',
  'title',
  'size',
  'UoM',
  'pricedBy',
  'type',
  'hasVat',
  'GLN',
  'cloudinaryImageId',
] as const;

function editProduct(edit: ProductEdited, state: ProductState): ProductEvent[] {
  // A supplier changes only its own products; another's product is, to it, no product.
  if (state.status !== 'listed' || state.product.supplierId !== edit.supplierId) {
    throw domainErrorOf(catalogueErrors.productNotFound);
  }
  const { product } = state;
  if (editableFields.every((field) => product[field] === edit[field])) return [];
  return [{ type: 'ProductEdited', data: { ...edit, productId: product.productId } }];
}

function changeProductPrice(change: Omit<ProductPriceChanged, 'supplierId'>, state: ProductState): ProductEvent[] {
  if (state.status !== 'listed') throw domainErrorOf(catalogueErrors.productNotFound);
  for (const [field, pence] of [
    ['OMSPrice', change.OMSPrice],
    ['price', change.price],
  ] as const) {
    if (!Number.isInteger(pence) || pence < 0) {
      throw domainErrorOf(catalogueErrors.invalidPrice, { fields: { [field]: invalidPriceMessage } });
    }
  }
  const { product } = state;
  // The same price again is no change: a re-sent price list records nothing.
  if (product.OMSPrice === change.OMSPrice && product.price === change.price) return [];
  return [{ type: 'ProductPriceChanged', data: { ...change, supplierId: product.supplierId } }];
}

export const productDecider: Decider<ProductState, ProductCommand, ProductEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve,
  decide: (command, state) => {
    switch (command.type) {
      case 'ListProduct':
        // A deleted product listed again (the same SKU uploaded anew) comes back.
        if (state.status === 'listed') {
          throw domainErrorOf(catalogueErrors.productExists);
        }
        return [{ type: 'ProductListed', data: command.product }];
      case 'EditProduct':
        return editProduct(command.edit, state);
      case 'DeleteProduct':
        if (state.status !== 'listed' || state.product.supplierId !== command.supplierId) {
          throw domainErrorOf(catalogueErrors.productNotFound);
        }
        return [
          {
            type: 'ProductDeleted',
            data: { productId: state.product.productId, supplierId: command.supplierId, deletedAt: command.now },
          },
        ];
      case 'ChangeProductPrice':
        return changeProductPrice(command.change, state);
      case 'ChangeProductAllergens': {
        // A supplier changes only its own products; another's product is, to it, no product.
        if (state.status !== 'listed' || state.product.supplierId !== command.supplierId) {
          throw domainErrorOf(catalogueErrors.productNotFound);
        }
        if (sameAllergens(state.product.allergens ?? [], command.allergens)) return [];
        const { productId, supplierId } = state.product;
        return [
          {
            type: 'ProductAllergensChanged',
            data: { productId, supplierId, allergens: sortedAllergens(command.allergens), changedAt: command.now },
          },
        ];
      }
      case 'SetProductGln': {
        if (state.status !== 'listed' || !command.venueSupplierIds.includes(state.product.supplierId)) {
          throw domainErrorOf(catalogueErrors.productNotFound);
        }
        const GLN = command.GLN.trim();
        if (!/^\d+$/.test(GLN)) throw domainErrorOf(integrationErrors.dataplusGlnNotNumeric);
        if (state.product.GLN === GLN) return [];
        const { productId, supplierId } = state.product;
        return [
          { type: 'ProductGlnSet', data: { productId, supplierId, GLN, venueId: command.venueId, setAt: command.now } },
        ];
      }
      default: {
        const unknownCommand: never = command;
        return unknownCommand;
      }
    }
  },
};
