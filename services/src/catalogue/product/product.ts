import type { Allergen, CatalogueEvent, ProductListed, ProductPriceChanged } from '@oms/contracts';
import { catalogueErrors, invalidPriceMessage, sameAllergens, sortedAllergens } from '@oms/contracts';
import type { Decider } from '../../platform/commands/decider';
import { domainErrorOf } from '../../platform/commands/domainError';

type ProductEvent = Extract<
  CatalogueEvent,
  { type: 'ProductListed' | 'ProductPriceChanged' | 'ProductAllergensChanged' }
>;
export type ProductState = { status: 'none' } | { status: 'listed'; product: ProductListed };
export type ProductCommand =
  | { type: 'ListProduct'; product: ProductListed }
  | { type: 'ChangeProductPrice'; change: Omit<ProductPriceChanged, 'supplierId'> }
  | { type: 'ChangeProductAllergens'; supplierId: string; allergens: Allergen[]; now: string };

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
    default: {
      const unknownEvent: never = event;
      return unknownEvent;
    }
  }
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
        if (state.status !== 'none') {
          throw domainErrorOf(catalogueErrors.productExists);
        }
        return [{ type: 'ProductListed', data: command.product }];
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
      default: {
        const unknownCommand: never = command;
        return unknownCommand;
      }
    }
  },
};
