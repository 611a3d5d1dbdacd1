import { type CatalogueEvent, catalogueErrors } from '@oms/contracts';
import type { Decider } from '../../platform/commands/decider';
import { domainErrorOf } from '../../platform/commands/domainError';

type PriceNotificationEvent = Extract<CatalogueEvent, { type: 'ProductPriceNotificationCleared' }>;

/** One account's cleared price changes: product → the change (its time) it cleared. */
export interface PriceNotificationsState {
  cleared: ReadonlyMap<string, string>;
}

export interface ClearPriceNotification {
  type: 'ClearPriceNotification';
  accountId: string;
  productId: string;
  /** The product's latest price change as the catalogue holds it; null when it never changed. */
  priceChangedAt: string | null;
}

export const priceNotificationsDecider: Decider<
  PriceNotificationsState,
  ClearPriceNotification,
  PriceNotificationEvent
> = {
  initialState: () => ({ cleared: new Map() }),
  evolve: (state, event) => ({
    cleared: new Map(state.cleared).set(event.data.productId, event.data.priceChangedAt),
  }),
  decide: (command, state) => {
    if (command.priceChangedAt === null) {
      throw domainErrorOf(catalogueErrors.noPriceChange);
    }
    // Clearing the same change twice records nothing; a later change can be cleared again.
    if (state.cleared.get(command.productId) === command.priceChangedAt) return [];
    return [
      {
        type: 'ProductPriceNotificationCleared',
        data: { accountId: command.accountId, productId: command.productId, priceChangedAt: command.priceChangedAt },
      },
    ];
  },
};
