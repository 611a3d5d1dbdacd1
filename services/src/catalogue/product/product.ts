import type { CatalogueEvent, ProductListed } from '@oms/contracts';
import type { Decider } from '../../platform/commands/decider';
import { DomainError } from '../../platform/commands/domainError';

type ProductEvent = Extract<CatalogueEvent, { type: 'ProductListed' }>;
export type ProductState = { status: 'none' } | { status: 'listed'; product: ProductListed };
export type ProductCommand = { type: 'ListProduct'; product: ProductListed };

export const productDecider: Decider<ProductState, ProductCommand, ProductEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve: (_state, event) => ({ status: 'listed', product: event.data }),
  decide: (command, state) => {
    if (state.status !== 'none') {
      throw new DomainError('PRODUCT_EXISTS', 'This product is already listed', { status: 409 });
    }
    return [{ type: 'ProductListed', data: command.product }];
  },
};
