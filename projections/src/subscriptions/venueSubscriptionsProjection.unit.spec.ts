import { type SubscriptionEvent, subscriptionStreamId } from '@oms/contracts';
import { recordedAt } from '@oms/tests/fixtures/recordedEvents';
import { describe, expect, it } from 'vitest';
import { projectionSpec } from '../platform/runner/projectionSpecification';
import { venueSubscriptionsProjection } from './venueSubscriptionsProjection';

const venueId = 'venue-1';
const periodEnd = '2026-12-22T09:00:00.000Z';
const activated: SubscriptionEvent = {
  type: 'SubscriptionPlanActivated',
  data: {
    venueId,
    subscriptionId: 'sub-1',
    plan: 'pro',
    amountPence: 14_900,
    interval: 'month',
    currentPeriodStart: '2026-11-22T09:00:00.000Z',
    currentPeriodEnd: periodEnd,
    activatedByAdmin: true,
  },
};
const scheduled: SubscriptionEvent = {
  type: 'SubscriptionDowngradeScheduled',
  data: { venueId, subscriptionId: 'sub-1', fromPlan: 'pro', toPlan: 'free', effectiveAt: periodEnd },
};
const cancelled: SubscriptionEvent = {
  type: 'SubscriptionDowngradeCancelled',
  data: { venueId, subscriptionId: 'sub-1', toPlan: 'free' },
};
const downgraded: SubscriptionEvent = {
  type: 'SubscriptionDowngraded',
  data: { venueId, subscriptionId: 'sub-1', fromPlan: 'pro', toPlan: 'free', effectiveAt: periodEnd },
};

async function given(events: SubscriptionEvent[]) {
  const { store } = await projectionSpec(venueSubscriptionsProjection).given(
    ...events.map((event, index) => recordedAt(event, index + 1, subscriptionStreamId(venueId))),
  );
  return store.collection('venueSubscriptions').findOne({ _id: venueId });
}

describe('venue subscriptions projection', () => {
  it('shows an activated plan with its period, amount and admin marker', async () => {
    expect(await given([activated])).toEqual({
      _id: venueId,
      venueId,
      subscriptionId: 'sub-1',
      plan: 'pro',
      planName: 'Pro',
      amountPence: 14_900,
      interval: 'month',
      currentPeriodStart: '2026-11-22T09:00:00.000Z',
      currentPeriodEnd: periodEnd,
      collectionMethod: 'charge_automatically',
      status: 'active',
      activatedByAdmin: true,
      paymentProvider: null,
      pendingDowngrade: null,
      _position: 1,
    });
  });

  it('shows a scheduled downgrade until it is cancelled', async () => {
    expect(await given([activated, scheduled])).toMatchObject({
      plan: 'pro',
      pendingDowngrade: { toPlan: 'free', effectiveAt: periodEnd },
    });
    expect(await given([activated, scheduled, cancelled])).toMatchObject({ plan: 'pro', pendingDowngrade: null });
  });

  it('moves the venue to Free once the downgrade takes effect', async () => {
    expect(await given([activated, scheduled, downgraded])).toMatchObject({
      plan: 'free',
      planName: 'Free',
      amountPence: 0,
      pendingDowngrade: null,
      _position: 3,
    });
  });

  it('shows a cancelled subscription as Free and canceled, without its provider', async () => {
    const paid: SubscriptionEvent = {
      type: 'SubscriptionPlanActivated',
      data: { ...activated.data, paymentProvider: 'sandbox', activatedByAdmin: false },
    };
    const cancelledByAdmin: SubscriptionEvent = {
      type: 'SubscriptionCancelled',
      data: { venueId, subscriptionId: 'sub-1', fromPlan: 'pro', cancelledAt: periodEnd, byAdmin: true },
    };
    expect(await given([paid])).toMatchObject({ paymentProvider: 'sandbox', activatedByAdmin: false });
    expect(await given([paid, scheduled, cancelledByAdmin])).toMatchObject({
      plan: 'free',
      planName: 'Free',
      amountPence: 0,
      status: 'canceled',
      paymentProvider: null,
      pendingDowngrade: null,
      _position: 3,
    });
  });
});
