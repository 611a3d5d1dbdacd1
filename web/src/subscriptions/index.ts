/** subscriptions: the Plan Limit modal and the plan usage query other areas gate features with. */
export { PlanLimitModal, type PlanLimitModalProps } from './PlanLimitModal';
export { PlanLimitPage } from './PlanLimitPage';
export { planUsageQuery, subscriptionKeys } from './queries';
