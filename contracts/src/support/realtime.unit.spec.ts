import { describe, expect, it } from 'vitest';
import { newOrderThroughEmailMessage, notificationRefreshes } from './realtime';

describe('notificationRefreshes', () => {
  it('refreshes for every notification, except an e-mailed order while an order is being edited', () => {
    expect(notificationRefreshes('Your order from Brakes has been confirmed', '/v/v-1/purchasing/orders')).toBe(true);
    expect(notificationRefreshes(newOrderThroughEmailMessage, '/supplier/orders')).toBe(true);
    expect(notificationRefreshes(newOrderThroughEmailMessage, '/supplier/co-pilot/o-1/editOrder')).toBe(false);
    expect(notificationRefreshes('New order from The Crown & Anchor', '/supplier/co-pilot/o-1/editOrder')).toBe(true);
  });
});
