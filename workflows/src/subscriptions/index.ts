/** subscriptions: the downgrade that takes effect at the end of the paid period. */
export { subscriptionDowngrade } from './downgradeWorkflow';
export { createSubscriptionActivities } from './subscriptionActivities';
