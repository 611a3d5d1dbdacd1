import type { SubscriptionEvent } from '@oms/contracts';
import { describe, expect, it } from 'vitest';
import { foldEvents } from '../../platform/commands/decider';
import { deciderSpecification } from '../../platform/commands/deciderSpecification';
import { oneMonthAfter, subscriptionDecider } from './subscription';

const spec = deciderSpecification(subscriptionDecider);
const venueId = 'venue-1';
const periodEnd = '2026-12-22T09:00:00.000Z';

const activated = (plan: 'free' | 'pro'): SubscriptionEvent => ({
  type: 'SubscriptionPlanActivated',
  data: {
    venueId,
    subscriptionId: 'sub-1',
    plan,
    amountPence: plan === 'pro' ? 14_900 : 0,
    interval: 'month',
    currentPeriodStart: '2026-11-22T09:00:00.000Z',
    currentPeriodEnd: periodEnd,
    activatedByAdmin: true,
  },
});
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

describe('subscription decider', () => {
  it('activates a plan for one month at its list price', () => {
    spec
      .given([])
      .when({
        type: 'ActivatePlan',
        venueId,
        subscriptionId: 'sub-1',
        plan: 'pro',
        now: '2026-11-22T09:00:00.000Z',
        byAdmin: true,
      })
      .then([activated('pro')]);
  });

  it('records nothing when the venue is already on that plan for a running period (a second click never charges twice)', () => {
    const again = {
      type: 'ActivatePlan',
      venueId,
      subscriptionId: 'sub-1',
      plan: 'pro',
      now: '2026-11-23T09:00:00.000Z',
      byAdmin: true,
    } as const;
    spec
      .given([activated('pro')])
      .when(again)
      .then([]);
    // After its period, or with a downgrade pending, activating the plan again is a real change.
    const onPro = foldEvents(subscriptionDecider, [activated('pro')]);
    expect(subscriptionDecider.decide({ ...again, now: periodEnd }, onPro)).toHaveLength(1);
    spec
      .given([activated('pro'), scheduled])
      .when(again)
      .then([
        {
          ...activated('pro'),
          data: { ...activated('pro').data, currentPeriodStart: again.now, currentPeriodEnd: oneMonthAfter(again.now) },
        } as SubscriptionEvent,
      ]);
  });

  it('schedules a downgrade to Free at the end of the current period', () => {
    spec
      .given([activated('pro')])
      .when({ type: 'ScheduleDowngrade', venueId })
      .then([scheduled]);
  });

  it('refuses to downgrade a venue already on Free, twice, or without a subscription', () => {
    spec
      .given([activated('free')])
      .when({ type: 'ScheduleDowngrade', venueId })
      .thenThrows('ALREADY_FREE');
    spec
      .given([activated('pro'), scheduled])
      .when({ type: 'ScheduleDowngrade', venueId })
      .thenThrows('DOWNGRADE_PENDING');
    spec.given([]).when({ type: 'ScheduleDowngrade', venueId }).thenThrows('NO_SUBSCRIPTION');
  });

  it('cancels a scheduled downgrade, and refuses when none is scheduled', () => {
    spec
      .given([activated('pro'), scheduled])
      .when({ type: 'CancelDowngrade', venueId })
      .then([cancelled]);
    spec
      .given([activated('pro')])
      .when({ type: 'CancelDowngrade', venueId })
      .thenThrows('NO_DOWNGRADE_PENDING');
  });

  it('applies the scheduled downgrade once, and not after a cancellation', () => {
    const apply = { type: 'ApplyDowngrade', venueId, effectiveAt: periodEnd } as const;
    spec
      .given([activated('pro'), scheduled])
      .when(apply)
      .then([downgraded]);
    spec
      .given([activated('pro'), scheduled, downgraded])
      .when(apply)
      .then([]);
    spec
      .given([activated('pro'), scheduled, cancelled])
      .when(apply)
      .then([]);
  });

  it('allows a new downgrade after a cancelled one', () => {
    spec
      .given([activated('pro'), scheduled, cancelled])
      .when({ type: 'ScheduleDowngrade', venueId })
      .then([scheduled]);
  });
});

describe('oneMonthAfter', () => {
  it('keeps the day of the month, clamped to the last day of a shorter month', () => {
    expect(oneMonthAfter('2026-11-22T09:00:00.000Z')).toBe('2026-12-22T09:00:00.000Z');
    expect(oneMonthAfter('2026-01-31T00:00:00.000Z')).toBe('2026-02-28T00:00:00.000Z');
    expect(oneMonthAfter('2026-12-15T12:30:00.000Z')).toBe('2027-01-15T12:30:00.000Z');
  });
});

describe('paid plans and Cancel Subscription', () => {
  const paidSubscription: SubscriptionEvent = {
    type: 'SubscriptionPlanActivated',
    data: {
      venueId,
      subscriptionId: 'sub_sandbox_1',
      plan: 'growth',
      amountPence: 7900,
      interval: 'month',
      currentPeriodStart: '2026-11-22T09:00:00.000Z',
      currentPeriodEnd: periodEnd,
      activatedByAdmin: false,
      paymentProvider: 'sandbox',
    },
  };
  const cancelledByAdmin: SubscriptionEvent = {
    type: 'SubscriptionCancelled',
    data: {
      venueId,
      subscriptionId: 'sub_sandbox_1',
      fromPlan: 'growth',
      cancelledAt: '2026-11-25T09:00:00.000Z',
      byAdmin: true,
    },
  };

  it('records a plan a provider charged for with what it charged and who bills it', () => {
    spec
      .given([activated('free')])
      .when({
        type: 'ActivatePlan',
        venueId,
        subscriptionId: 'sub_sandbox_1',
        plan: 'growth',
        now: '2026-11-22T09:00:00.000Z',
        byAdmin: false,
        payment: { provider: 'sandbox', amountPence: 7900 },
      })
      .then([paidSubscription]);
  });

  it('cancels a paid plan at once, dropping a pending downgrade', () => {
    spec
      .given([paidSubscription, { ...scheduled, data: { ...scheduled.data, fromPlan: 'growth' } }])
      .when({ type: 'CancelSubscription', venueId, now: '2026-11-25T09:00:00.000Z' })
      .then([cancelledByAdmin]);
  });

  it('refuses to cancel what is not a paid plan: none, Free, or already cancelled', () => {
    spec.given([]).when({ type: 'CancelSubscription', venueId, now: periodEnd }).thenThrows('NOT_SUBSCRIBED');
    spec
      .given([activated('free')])
      .when({ type: 'CancelSubscription', venueId, now: periodEnd })
      .thenThrows('NOT_SUBSCRIBED');
    spec
      .given([paidSubscription, cancelledByAdmin])
      .when({ type: 'CancelSubscription', venueId, now: periodEnd })
      .thenThrows('NOT_SUBSCRIBED');
  });

  it('lets a cancelled venue buy the same plan again, and refuses a downgrade on it', () => {
    spec
      .given([paidSubscription, cancelledByAdmin])
      .when({ type: 'ScheduleDowngrade', venueId })
      .thenThrows('ALREADY_FREE');
    const state = foldEvents(subscriptionDecider, [paidSubscription, cancelledByAdmin]);
    expect(
      subscriptionDecider.decide(
        {
          type: 'ActivatePlan',
          venueId,
          subscriptionId: 'sub_sandbox_2',
          plan: 'growth',
          now: '2026-11-26T09:00:00.000Z',
          byAdmin: false,
          payment: { provider: 'sandbox', amountPence: 7900 },
        },
        state,
      ),
    ).toHaveLength(1);
  });
});
