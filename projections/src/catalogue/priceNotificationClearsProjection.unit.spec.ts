import { priceNotificationsStreamId } from '@oms/contracts';
import { recordedAt } from '@oms/tests/fixtures/recordedEvents';
import { describe, expect, it } from 'vitest';
import { projectionSpec } from '../platform/runner/projectionSpecification';
import {
  type PriceNotificationClearDocument,
  priceNotificationClearsProjection,
} from './priceNotificationClearsProjection';

const cleared = (accountId: string, priceChangedAt: string, position: number) =>
  recordedAt(
    { type: 'ProductPriceNotificationCleared', data: { accountId, productId: 'lemons', priceChangedAt } },
    position,
    priceNotificationsStreamId(accountId),
  );

describe('price notification clears projection', () => {
  it("keeps each account's latest cleared change per product, apart from other accounts'", async () => {
    const { store } = await projectionSpec(priceNotificationClearsProjection).given(
      cleared('acc-1', '2026-11-10T08:00:00.000Z', 1),
      cleared('acc-2', '2026-11-10T08:00:00.000Z', 2),
      cleared('acc-1', '2026-11-20T08:00:00.000Z', 3),
    );
    const documents = await store
      .collection<PriceNotificationClearDocument>('priceNotificationClears')
      .find({ accountId: 'acc-1' });
    expect(documents).toEqual([
      {
        _id: 'acc-1:lemons',
        accountId: 'acc-1',
        productId: 'lemons',
        priceChangedAt: '2026-11-20T08:00:00.000Z',
        _position: 3,
      },
    ]);
  });
});
