/** subscriptions: plans, subscription changes and the downgrade workflow's shared names. */
export * from './api';
export * from './downgradeWorkflow';
export * from './errors';
export * from './events';
export * from './featureUsage';
export * from './payments';
export * from './planLimits';
