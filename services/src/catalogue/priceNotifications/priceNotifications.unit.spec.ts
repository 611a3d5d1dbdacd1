import { describe, it } from 'vitest';
import { deciderSpecification } from '../../platform/commands/deciderSpecification';
import { priceNotificationsDecider } from './priceNotifications';

const spec = deciderSpecification(priceNotificationsDecider);
const cleared = (priceChangedAt: string) => ({
  type: 'ProductPriceNotificationCleared' as const,
  data: { accountId: 'acc-1', productId: 'lemons', priceChangedAt },
});
const clear = (priceChangedAt: string | null) => ({
  type: 'ClearPriceNotification' as const,
  accountId: 'acc-1',
  productId: 'lemons',
  priceChangedAt,
});

describe('price notifications decider (spec 01 §4: cleared per account)', () => {
  it("clears the product's latest price change for the account", () => {
    spec
      .given([])
      .when(clear('2026-11-20T08:00:00.000Z'))
      .then([cleared('2026-11-20T08:00:00.000Z')]);
  });

  it('records nothing when that change is already cleared', () => {
    spec
      .given([cleared('2026-11-20T08:00:00.000Z')])
      .when(clear('2026-11-20T08:00:00.000Z'))
      .then([]);
  });

  it('clears a later change of the same product again', () => {
    spec
      .given([cleared('2026-11-10T08:00:00.000Z')])
      .when(clear('2026-11-20T08:00:00.000Z'))
      .then([cleared('2026-11-20T08:00:00.000Z')]);
  });

  it('refuses a product whose price never changed', () => {
    spec.given([]).when(clear(null)).thenThrows('NO_PRICE_CHANGE', 'This product has no price change to clear');
  });
});
