import type { CatalogueEvent, SupplierOnboarded } from '@oms/contracts';
import { catalogueErrors } from '@oms/contracts';
import type { Decider } from '../../platform/commands/decider';
import { domainErrorOf } from '../../platform/commands/domainError';

type SupplierEvent = Extract<CatalogueEvent, { type: 'SupplierOnboarded' }>;
export type SupplierState = { status: 'none' } | { status: 'onboarded'; supplier: SupplierOnboarded };
export type SupplierCommand = { type: 'OnboardSupplier'; supplier: SupplierOnboarded };

export const supplierDecider: Decider<SupplierState, SupplierCommand, SupplierEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve: (_state, event) => ({ status: 'onboarded', supplier: event.data }),
  decide: (command, state) => {
    if (state.status !== 'none') {
      throw domainErrorOf(catalogueErrors.supplierExists);
    }
    return [{ type: 'SupplierOnboarded', data: command.supplier }];
  },
};
