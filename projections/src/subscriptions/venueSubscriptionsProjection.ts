import { planNames, type SubscriptionEvent, type VenueSubscription } from '@oms/contracts';
import { defineProjection } from '../platform/runner/projection';

export type VenueSubscriptionDocument = VenueSubscription & { _id: string; [key: string]: unknown };

/** One document per venue: what the subscription page shows, including a pending downgrade. */
export const venueSubscriptionsProjection = defineProjection<VenueSubscriptionDocument, SubscriptionEvent>({
  name: 'venueSubscriptions',
  collection: 'venueSubscriptions',
  handles: [
    'SubscriptionPlanActivated',
    'SubscriptionDowngradeScheduled',
    'SubscriptionDowngradeCancelled',
    'SubscriptionDowngraded',
    'SubscriptionCancelled',
  ],
  // The admin overview lists venues by plan and the renewal job looks up periods ending soon.
  indexes: [{ keys: { plan: 1 } }, { keys: { currentPeriodEnd: 1 } }],
  documentIds: (event) => [event.data.venueId],
  evolve: (document, event) => {
    switch (event.type) {
      case 'SubscriptionPlanActivated': {
        const { data } = event;
        return {
          _id: data.venueId,
          venueId: data.venueId,
          subscriptionId: data.subscriptionId,
          plan: data.plan,
          planName: planNames[data.plan],
          amountPence: data.amountPence,
          interval: data.interval,
          currentPeriodStart: data.currentPeriodStart,
          currentPeriodEnd: data.currentPeriodEnd,
          collectionMethod: 'charge_automatically',
          status: 'active',
          activatedByAdmin: data.activatedByAdmin,
          paymentProvider: data.paymentProvider ?? null,
          pendingDowngrade: null,
        };
      }
      case 'SubscriptionDowngradeScheduled':
        if (!document) return null;
        return { ...document, pendingDowngrade: { toPlan: event.data.toPlan, effectiveAt: event.data.effectiveAt } };
      case 'SubscriptionDowngradeCancelled':
        return document && { ...document, pendingDowngrade: null };
      case 'SubscriptionDowngraded':
        if (!document) return null;
        return {
          ...document,
          plan: event.data.toPlan,
          planName: planNames[event.data.toPlan],
          amountPence: 0,
          activatedByAdmin: false,
          pendingDowngrade: null,
        };
      case 'SubscriptionCancelled':
        if (!document) return null;
        return {
          ...document,
          plan: 'free',
          planName: planNames.free,
          amountPence: 0,
          status: 'canceled',
          activatedByAdmin: false,
          paymentProvider: null,
          pendingDowngrade: null,
        };
      default:
        return document;
    }
  },
});
