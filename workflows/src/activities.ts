import {
  createDataplusSendActivities,
  type DataplusSendActivityDependencies,
} from './integrations/dataplusSendActivities';
import { createXeroBillActivities, type XeroBillActivityDependencies } from './integrations/xeroBillActivities';
import {
  createSpecialPurchaseActivities,
  type SpecialPurchaseActivityDependencies,
} from './specialPurchases/specialPurchaseActivities';
import {
  createSubscriptionActivities,
  type SubscriptionActivityDependencies,
} from './subscriptions/subscriptionActivities';
import {
  createOrderReminderActivities,
  type OrderReminderActivityDependencies,
} from './venues/orderReminderActivities';
import {
  createVenueStatisticsActivities,
  type VenueStatisticsActivityDependencies,
} from './venues/venueStatisticsActivities';

export type ActivityDependencies = SubscriptionActivityDependencies &
  SpecialPurchaseActivityDependencies &
  XeroBillActivityDependencies &
  DataplusSendActivityDependencies &
  VenueStatisticsActivityDependencies &
  OrderReminderActivityDependencies;

/** Every activity the worker offers, built from the dependencies the host process provides. */
export function createActivities(dependencies: ActivityDependencies) {
  return {
    ...createSubscriptionActivities(dependencies),
    ...createSpecialPurchaseActivities(dependencies),
    ...createXeroBillActivities(dependencies),
    ...createDataplusSendActivities(dependencies),
    ...createVenueStatisticsActivities(dependencies),
    ...createOrderReminderActivities(dependencies),
  };
}
