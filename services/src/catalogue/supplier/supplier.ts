import type { CatalogueEvent, SupplierDetails, SupplierOnboarded } from '@oms/contracts';
import { catalogueErrors } from '@oms/contracts';
import type { Decider } from '../../platform/commands/decider';
import { domainErrorOf } from '../../platform/commands/domainError';

type SupplierEvent = Extract<
  CatalogueEvent,
  { type: 'SupplierOnboarded' | 'SupplierDetailsEdited' | 'SupplierRemoved' | 'SupplierSearchIndexRebuilt' }
>;
export type SupplierState =
  | { status: 'none' }
  | { status: 'onboarded'; supplier: SupplierOnboarded }
  | { status: 'removed' };

export type SupplierCommand =
  | { type: 'OnboardSupplier'; supplier: SupplierOnboarded }
  | { type: 'EditSupplierDetails'; supplierId: string; details: SupplierDetails }
  | { type: 'RemoveSupplier'; supplierId: string; at: string }
  /** The rebuild ran outside the decider (the search index is not an aggregate); this records how it went. */
  | { type: 'RecordSearchIndexRebuild'; supplierId: string; success: boolean; recordsUpserted: number; at: string };

const detailsOf = (supplierId: string, details: SupplierDetails) => ({
  supplierId,
  title: details.title,
  secondTitle: details.secondTitle,
  emailAddress: details.emailAddress.toLowerCase(),
  secondEmailAddresses: details.secondEmailAddresses.map((address) => address.toLowerCase()),
  phoneNumber: details.phoneNumber,
  accountNumber: details.accountNumber,
  minOrderValue: details.minOrderValue,
  deliveryDays: details.deliveryDays,
  cutOffTime: details.cutOffTime,
  logoUrl: details.logoUrl,
  integrationType: details.integrationType,
  vendorCode: details.vendorCode,
  dc: details.dc,
  allowsCreditPurchase: details.allowsCreditPurchase,
});

/** Onboarding a supplier's details, as the Add supplier form records it. */
export const onboardedSupplierOf = (supplierId: string, details: SupplierDetails): SupplierOnboarded =>
  detailsOf(supplierId, details);

function onboarded(state: SupplierState) {
  if (state.status !== 'onboarded') throw domainErrorOf(catalogueErrors.supplierNotFound);
  return state.supplier;
}

export const supplierDecider: Decider<SupplierState, SupplierCommand, SupplierEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'SupplierOnboarded':
        return { status: 'onboarded', supplier: event.data };
      case 'SupplierDetailsEdited':
        return state.status === 'onboarded' ? { status: 'onboarded', supplier: event.data } : state;
      case 'SupplierRemoved':
        return { status: 'removed' };
      case 'SupplierSearchIndexRebuilt':
        return state;
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'OnboardSupplier':
        if (state.status !== 'none') throw domainErrorOf(catalogueErrors.supplierExists);
        return [{ type: 'SupplierOnboarded', data: command.supplier }];
      case 'EditSupplierDetails': {
        onboarded(state);
        return [{ type: 'SupplierDetailsEdited', data: detailsOf(command.supplierId, command.details) }];
      }
      case 'RemoveSupplier':
        onboarded(state);
        return [{ type: 'SupplierRemoved', data: { supplierId: command.supplierId, removedAt: command.at } }];
      case 'RecordSearchIndexRebuild':
        onboarded(state);
        return [
          {
            type: 'SupplierSearchIndexRebuilt',
            data: {
              supplierId: command.supplierId,
              success: command.success,
              recordsUpserted: command.recordsUpserted,
              rebuiltAt: command.at,
            },
          },
        ];
      default: {
        const unhandled: never = command;
        return unhandled;
      }
    }
  },
};
