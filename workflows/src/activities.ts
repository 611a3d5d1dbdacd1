import {
  createSubscriptionActivities,
  type SubscriptionActivityDependencies,
} from './subscriptions/subscriptionActivities';

export type ActivityDependencies = SubscriptionActivityDependencies;

/** Every activity the worker offers, built from the dependencies the host process provides. */
export function createActivities(dependencies: ActivityDependencies) {
  return { ...createSubscriptionActivities(dependencies) };
}
