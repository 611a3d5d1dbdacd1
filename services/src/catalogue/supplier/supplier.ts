import type { CatalogueEvent, SupplierOnboarded } from '@oms/contracts';
import type { Decider } from '../../platform/commands/decider';
import { DomainError } from '../../platform/commands/domainError';

type SupplierEvent = Extract<CatalogueEvent, { type: 'SupplierOnboarded' }>;
export type SupplierState = { status: 'none' } | { status: 'onboarded'; supplier: SupplierOnboarded };
export type SupplierCommand = { type: 'OnboardSupplier'; supplier: SupplierOnboarded };

export const supplierDecider: Decider<SupplierState, SupplierCommand, SupplierEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve: (_state, event) => ({ status: 'onboarded', supplier: event.data }),
  decide: (command, state) => {
    if (state.status !== 'none') {
      throw new DomainError('SUPPLIER_EXISTS', 'This supplier is already on the platform', { status: 409 });
    }
    return [{ type: 'SupplierOnboarded', data: command.supplier }];
  },
};
