import type { CatalogueEvent, ProductPriceNotificationCleared } from '@oms/contracts';
import { defineProjection, type EventsOf } from '../platform/runner/projection';

/** Which price change each account has cleared, per product (spec 01 §4). */
export type PriceNotificationClearDocument = ProductPriceNotificationCleared & {
  _id: string;
  [key: string]: unknown;
};

export const priceNotificationClearId = (accountId: string, productId: string) => `${accountId}:${productId}`;

export const priceNotificationClearsProjection = defineProjection<
  PriceNotificationClearDocument,
  EventsOf<CatalogueEvent, 'ProductPriceNotificationCleared'>
>({
  name: 'priceNotificationClears',
  collection: 'priceNotificationClears',
  handles: ['ProductPriceNotificationCleared'],
  indexes: [{ keys: { accountId: 1 } }],
  documentIds: ({ data }) => [priceNotificationClearId(data.accountId, data.productId)],
  evolve: (_document, { data }) => ({ _id: priceNotificationClearId(data.accountId, data.productId), ...data }),
});
