// The worker's one workflow module: Temporal bundles this file and everything it imports.
export { subscriptionDowngrade } from './subscriptions/downgradeWorkflow';
